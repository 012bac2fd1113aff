import { createHash } from 'node:crypto'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { endQuerySpan, isTracing, startQuerySpan } from './tracing.ts'

export type TDatabase = NodePgDatabase & { $client: pg.Pool }

/** A database handle or an open transaction: every query of a module runs on either, so a caller's
 * transaction passes through another module's operations (ADR 012). */
export type TQueryable = Pick<
  TDatabase,
  'select' | 'insert' | 'update' | 'delete' | 'execute' | '$with' | 'with'
>

/** Parameterised statements one connection keeps prepared at most; past it they are parsed each time. */
export const MAX_PREPARED_PER_CONNECTION = 400
const names = new Map<string, string>()

/** A statement's name: the same text has the same name on every connection (bounded memo of the hash). */
export function statementName(text: string): string {
  let name = names.get(text)
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('base64url')}`
    if (names.size < 10_000) names.set(text, name)
  }
  return name
}

type TQueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown }

/**
 * A connection that prepares every parameterised statement it runs (ADR 031): the statement is named
 * after its text, so PostgreSQL parses and plans it once per connection instead of on every call —
 * in transactions too, where Drizzle's `.prepare()` cannot reach (half the database's time on the
 * basket and checkout writes was planning). Statements without parameters (DDL, BEGIN, several
 * statements at once) and cursors/streams run as before; a connection stops naming new statements
 * past MAX_PREPARED_PER_CONNECTION, so an unbounded set of texts cannot grow its memory.
 */
class PreparingClient extends pg.Client {
  readonly #prepared = new Set<string>()

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this passes them through.
  override query(config: any, values?: any, callback?: any): any {
    const named = this.#named(config, values)
    const args =
      named === config
        ? [config, values, callback]
        : [named, typeof values === 'function' ? values : callback]
    // A span per statement while tracing (ADR 053), under the request's or the job's span.
    const span = isTracing() ? startQuerySpan(textOf(config)) : null
    const last = args.findLastIndex((arg) => typeof arg === 'function')
    if (last >= 0) {
      const done = args[last] as (error: Error | null, result?: unknown) => void
      args[last] = (error: Error | null, result?: unknown) => {
        endQuerySpan(span, error)
        if (error) this.#dropIfTimedOut(error)
        done(error, result)
      }
    }
    // biome-ignore lint/suspicious/noExplicitAny: the same overloads, passed through.
    const result = (super.query as any)(...args)
    if (result && typeof result.catch === 'function') {
      result.catch((error: Error) => this.#dropIfTimedOut(error))
      if (span && last < 0)
        result.then(
          () => endQuerySpan(span, null),
          (error: Error) => endQuerySpan(span, error),
        )
    }
    return result
  }

  /**
   * A query pg gave up on (query_timeout: the server froze or the network went silent) still owns
   * the connection, and whatever runs on it next would queue behind it: the connection is cut, so the
   * pool opens a new one once the server answers again, and the server rolls its transaction back.
   */
  #dropIfTimedOut(error: Error): void {
    if (error.message === QUERY_TIMED_OUT)
      (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy()
  }

  #named(config: unknown, values: unknown): unknown {
    const query = (typeof config === 'string' ? { text: config } : config) as TQueryConfig | null
    if (!query || typeof query !== 'object' || typeof query.submit === 'function') return config
    if (typeof query.text !== 'string' || query.name !== undefined) return config
    const parameters = Array.isArray(values) ? values : query.values
    if (!Array.isArray(parameters) || parameters.length === 0) return config
    const name = statementName(query.text)
    if (!this.#prepared.has(name)) {
      if (this.#prepared.size >= MAX_PREPARED_PER_CONNECTION) return config
      this.#prepared.add(name)
    }
    return { ...query, name, values: parameters }
  }
}

/** A query's SQL text, whichever form it was given in. */
const textOf = (config: unknown): string =>
  typeof config === 'string' ? config : String((config as TQueryConfig | null)?.text ?? '')

/** pg's message for a query it stopped waiting for (query_timeout). */
export const QUERY_TIMED_OUT = 'Query read timeout'

/**
 * How long a request waits on PostgreSQL before it is answered 503 (ADR 043). A frozen server or a
 * silent network would otherwise hold every request — and every pooled connection — for as long as
 * it lasts. Statements here take milliseconds; the server cancels one past `statementMs` (and a
 * transaction left idle past `idleInTransactionMs`), the client gives up on an answer that has not
 * come a second later, and waiting for a connection (a new one, or a free one of the pool) ends
 * after `connectMs`. TCP keepalives find a peer that vanished without a word.
 */
export type TDatabaseTimeouts = {
  connectMs: number
  statementMs: number
  idleInTransactionMs: number
}
export const DATABASE_TIMEOUTS: TDatabaseTimeouts = {
  connectMs: 3000,
  statementMs: 5000,
  idleInTransactionMs: 30_000,
}

/**
 * A pool on `url`. `timeouts: false` for work that may rightly wait long: migrations and seeding
 * under the schema lock, which another node may hold for as long as its own migration takes.
 */
export function createDatabase(
  url: string,
  options: { max?: number; onError?: (error: Error) => void; timeouts?: TDatabaseTimeouts | false } = {},
): TDatabase {
  const timeouts = options.timeouts ?? DATABASE_TIMEOUTS
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    application_name: 'deli-api',
    Client: PreparingClient,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(timeouts
      ? {
          connectionTimeoutMillis: timeouts.connectMs,
          statement_timeout: timeouts.statementMs,
          query_timeout: timeouts.statementMs + 1000,
          idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
        }
      : {}),
  })
  // An idle client can lose its server (restart, failover): log it and let the pool reconnect, never crash.
  const onError =
    options.onError ?? ((error: Error) => process.stderr.write(`database pool: ${error.message}\n`))
  pool.on('error', onError)
  // A lent-out client (a transaction, a submission) that loses its server rejects its query, and pg
  // also emits 'error' on it, which the pool only hears while the client is idle: unheard, that
  // error would end the process. Heard here, it goes to the pool's listeners like an idle client's.
  const lent = new WeakSet<pg.PoolClient>()
  pool.on('acquire', (client) => lent.add(client))
  pool.on('release', (_error, client) => lent.delete(client))
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (lent.has(client)) pool.emit('error', error, client)
    })
  })
  return drizzle(pool) as TDatabase
}
