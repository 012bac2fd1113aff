import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { TDatabase } from './database.ts'
import { isDatabaseUnavailable } from './database-errors.ts'
import { MIGRATIONS_DIR } from './migrate.ts'

type TLog = {
  warn: (detail: object, message: string) => void
  info: (detail: object, message: string) => void
}

export type TReadiness = { database: boolean; migrations: boolean }

/** A readiness check waits this long for the database's answer (a load balancer's own timeout is ~2 s). */
export const READY_TIMEOUT_MS = 1500
/** The message of a readiness check that got no answer in time (an outage, like pg's own timeouts). */
export const READINESS_TIMED_OUT = 'readiness check timed out'

/** How many migrations this build ships (drizzle-kit's journal): the database must have them all. */
function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(resolve(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[]
  }
  return journal.entries.length
}

/**
 * Whether this node can reach PostgreSQL. Requests that fail because the database is unreachable
 * mark it down (one warning per outage, not one per request); while down, a probe every
 * `probeMs` finds it back (one info line), so recovery needs nobody. The readiness route asks
 * `check()`: the database answers and holds every migration this build ships.
 */
export class DatabaseHealth {
  readonly #db: TDatabase
  readonly #log: TLog
  readonly #probeMs: number
  readonly #migrations = shippedMigrations()
  #down = false
  #probe: NodeJS.Timeout | undefined
  #closed = false
  #pending: Promise<{ rows: { count: string }[] }> | undefined

  constructor(options: { db: TDatabase; log: TLog; probeMs?: number }) {
    this.#db = options.db
    this.#log = options.log
    this.#probeMs = options.probeMs ?? 1000
  }

  get isDown(): boolean {
    return this.#down
  }

  /** A request or the pool lost the database: log once, then probe until it is back. */
  markDown(error: unknown): void {
    if (this.#down || this.#closed) return
    this.#down = true
    this.#log.warn({ err: error }, 'database unreachable: answering 503 until it is back')
    this.#scheduleProbe()
  }

  #scheduleProbe(): void {
    this.#probe = setTimeout(async () => {
      if (this.#closed) return
      if ((await this.check()).database) {
        this.#down = false
        this.#log.info({}, 'database reachable again')
      } else this.#scheduleProbe()
    }, this.#probeMs)
    this.#probe.unref()
  }

  /**
   * Readiness: the database answers within READY_TIMEOUT_MS (a frozen server or a full pool is not
   * ready, ADR 043), and has every migration of this build applied.
   */
  async check(): Promise<TReadiness> {
    let timer: NodeJS.Timeout | undefined
    try {
      // A check still waiting (a frozen server) is waited for again, not joined by another one: the
      // probe and a load balancer's polls hold one pooled connection between them, not one each.
      this.#pending ??= this.#db.$client
        .query<{ count: string }>('select count(*) as count from drizzle.__drizzle_migrations')
        .finally(() => {
          this.#pending = undefined
        })
      const query = this.#pending
      // The query still ends (answered, or given up on by the pool's timeouts): heard, not unhandled.
      query.catch(() => undefined)
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${READINESS_TIMED_OUT} after ${READY_TIMEOUT_MS} ms`)),
          READY_TIMEOUT_MS,
        )
      })
      const result = await Promise.race([query, late])
      return { database: true, migrations: Number(result.rows[0]?.count ?? 0) >= this.#migrations }
    } catch (error) {
      // The migrations table missing means an unmigrated database, not an unreachable one.
      const missing = (error as { code?: string }).code === '42P01'
      if (isDatabaseUnavailable(error)) this.markDown(error)
      return { database: missing, migrations: false }
    } finally {
      clearTimeout(timer)
    }
  }

  close(): void {
    this.#closed = true
    clearTimeout(this.#probe)
  }
}
