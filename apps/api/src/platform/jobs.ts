import { sql } from 'drizzle-orm'
import { fromDrizzle, type Job, type JobResult, PgBoss, type Queue } from 'pg-boss'
import type { TDatabase } from './database.ts'
import { isDatabaseUnavailable } from './database-errors.ts'
import type { DatabaseHealth } from './database-health.ts'
import { isTracing, runJobTraced, TRACE_CONTEXT_KEY, traceCarrier } from './tracing.ts'

/** pg-boss keeps its tables in this schema of the app's database, apart from ours. */
export const JOBS_SCHEMA = 'pgboss'

/** Which try of a job this is: retryCount 0 is the first run. */
export type TJobAttempt = { id: string; retryCount: number }

/**
 * A durable job type: its queue policy (retries, expiry, heartbeat) and the handler that runs it.
 * A handler that throws is retried by the queue; it must be safe to run again (idempotent).
 */
export type TJobDefinition<T extends object> = {
  name: string
  queue: Omit<Queue, 'name'>
  handler: (data: T, attempt: TJobAttempt) => Promise<void>
  /** A recurring job: a cron expression (UTC) on which the workers' scheduler queues it. */
  cron?: string
}

/** PostgreSQL's undefined_table: pg-boss's schema is not installed yet. */
const UNDEFINED_TABLE = '42P01'

/** One queue's jobs now (JobRunner.queueStats). */
export type TQueueStats = {
  name: string
  ready: number
  deferred: number
  active: number
  oldestReadySeconds: number
}

type TLog = {
  info: (message: string) => void
  warn: (detail: object, message: string) => void
  error: (detail: object, message: string) => void
}

/**
 * How workers run when started (ADR 031): `concurrency` workers per job type and process, each
 * claiming up to `batchSize` ready jobs in one fetch and running them side by side; a worker polls
 * every `pollingIntervalSeconds` when idle and fetches again at once while its batches come back full.
 */
export type TWorkerOptions = { pollingIntervalSeconds?: number; concurrency?: number; batchSize?: number }

/** Defaults of TWorkerOptions: 2 workers × 16 jobs, so up to 32 charges of one type in flight per process. */
export const WORKER_DEFAULTS = { pollingIntervalSeconds: 0.5, concurrency: 2, batchSize: 16 } as const

/**
 * The job runner of ADR 008 (durable jobs in PostgreSQL through pg-boss, on the app's own
 * pool). Modules `define` their job types; `send` enqueues inside the caller's transaction so a job
 * exists exactly when the change that needs it commits; `startWorkers` (main.ts, WORKER=true) runs
 * them with supervision, so the jobs of a worker that died are retried within seconds (heartbeat);
 * `drain` runs every ready job now, in-process, for tests and tools.
 */
export class JobRunner {
  readonly #db: TDatabase
  readonly #log: TLog
  readonly #definitions = new Map<string, TJobDefinition<object>>()
  readonly #workerIds = new Map<string, string[]>()
  #boss: PgBoss | undefined
  readonly #health: DatabaseHealth | undefined
  #starting: Promise<PgBoss> | undefined

  constructor(options: { db: TDatabase; log: TLog; health?: DatabaseHealth }) {
    this.#db = options.db
    this.#log = options.log
    this.#health = options.health
  }

  define<T extends object>(definition: TJobDefinition<T>): void {
    this.#definitions.set(definition.name, definition as unknown as TJobDefinition<object>)
  }

  /** Installs or migrates pg-boss's schema and creates the queues, once; supervision only for workers. */
  #start(supervise: boolean): Promise<PgBoss> {
    this.#starting ??= (async () => {
      const pool = this.#db.$client
      const boss = new PgBoss({
        db: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
        schema: JOBS_SCHEMA,
        supervise,
        // Expired jobs and missed heartbeats are found within seconds (defaults: a minute).
        superviseIntervalSeconds: 5,
        monitorIntervalSeconds: 5,
        // Only worker processes run the cron scheduler (recurring housekeeping jobs).
        schedule: supervise,
      })
      boss.on('error', (error) => {
        // An outage is reported once by the health monitor; pg-boss would repeat it every few seconds.
        if (isDatabaseUnavailable(error)) this.#health?.markDown(error)
        else this.#log.error({ err: error }, 'job runner error')
      })
      await boss.start()
      for (const definition of this.#definitions.values()) {
        if (!(await boss.getQueue(definition.name))) await boss.createQueue(definition.name, definition.queue)
        else {
          // A queue's policy is fixed at creation (pg-boss refuses to change it); the rest may change.
          const { policy: _policy, ...changeable } = definition.queue
          await boss.updateQueue(definition.name, changeable)
        }
        // Warms pg-boss's queue cache now: a send inside a transaction must not need a second
        // pool connection (with the pool full of transactions waiting on one lock, it would hang).
        await boss.findJobs(definition.name, { key: 'warm-up' })
        if (supervise && definition.cron)
          await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' })
      }
      this.#boss = boss
      return boss
    })()
    // A start that failed (the database was down) is tried again by the next caller, not kept.
    this.#starting.catch(() => {
      this.#starting = undefined
    })
    return this.#starting
  }

  /**
   * Enqueues a job in the caller's open transaction (`tx`): it commits or rolls back with it.
   * `startAfter` holds it until then (a group order's deadline).
   */
  async send(
    name: string,
    data: object,
    options: { tx: Pick<TDatabase, 'execute'>; singletonKey?: string; startAfter?: Date },
  ) {
    const boss = await this.#start(false)
    const db = fromDrizzle(options.tx, sql)
    // The queuing request's trace goes with the job, so its run joins the same trace (ADR 053).
    const carrier = isTracing() ? traceCarrier() : undefined
    const id = await boss.send(name, carrier ? { ...data, [TRACE_CONTEXT_KEY]: carrier } : data, {
      db,
      singletonKey: options.singletonKey,
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    })
    if (!id) throw new Error(`job ${name} was not queued`)
    return id
  }

  /** Makes sure pg-boss is installed before a transaction that will send (keeps DDL out of it). */
  async ready(): Promise<void> {
    await this.#start(false)
  }

  /**
   * Wakes this process's workers of `name` now instead of at their next poll (after a commit). Every
   * worker is woken: one busy with a batch would otherwise leave the new job to the others' polls.
   */
  wake(name: string): void {
    for (const workerId of this.#workerIds.get(name) ?? []) this.#boss?.notifyWorker(workerId)
  }

  /** Whether this process runs workers of `name` (a job sent now may settle here, ADR 008). */
  runsHere(name: string): boolean {
    return (this.#workerIds.get(name)?.length ?? 0) > 0
  }

  /**
   * Runs every defined job type's workers in this process, with supervision. Call before serving.
   * Each worker is its own `work()` call (pg-boss wakes only the first of a localConcurrency group),
   * fetches a batch in one statement and settles it in one per outcome (`perJobResults`): a job that
   * throws is failed and retried alone, its batch's others complete.
   */
  async startWorkers(options: TWorkerOptions = {}): Promise<void> {
    const boss = await this.#start(true)
    const { pollingIntervalSeconds, concurrency, batchSize } = { ...WORKER_DEFAULTS, ...options }
    for (const definition of this.#definitions.values()) {
      const ids: string[] = []
      for (let index = 0; index < concurrency; index++) {
        ids.push(
          await boss.work<object>(
            definition.name,
            { pollingIntervalSeconds, batchSize, perJobResults: true, burstWhenBatchFull: true },
            (jobs) => runBatch(definition, jobs, this.#log),
          ),
        )
      }
      this.#workerIds.set(definition.name, ids)
    }
    this.#log.info(`job workers started: ${[...this.#definitions.keys()].join(', ')}`)
  }

  /**
   * Runs every job that is ready, retries included (their delay is skipped), until none is left;
   * answers how many runs happened. Deterministic: tests call it instead of waiting for a poll.
   */
  async drain(): Promise<number> {
    const boss = await this.#start(false)
    let runs = 0
    for (;;) {
      let found = 0
      for (const definition of this.#definitions.values()) {
        const jobs = await boss.fetch<object>(definition.name, { batchSize: 20, ignoreStartAfter: true })
        for (const job of jobs) {
          found++
          try {
            await runHandler(definition, job)
            await boss.complete(definition.name, job.id)
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error)
            await boss.fail(definition.name, job.id, { message })
          }
        }
      }
      runs += found
      if (found === 0) return runs
    }
  }

  /**
   * Each defined queue's jobs now (metrics, ADR 053): ready to run, deferred (a retry's delay, a
   * later start), running, and how long the oldest ready one has waited. One grouped read of
   * pg-boss's job table, made only when asked (a scrape), never per request.
   */
  async queueStats(): Promise<TQueueStats[]> {
    const names = [...this.#definitions.keys()]
    const none = (name: string): TQueueStats => ({
      name,
      ready: 0,
      deferred: 0,
      active: 0,
      oldestReadySeconds: 0,
    })
    const read = this.#db.$client.query<TQueueStats>(
      `select name,
         count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as ready,
         count(*) filter (where state in ('created', 'retry') and start_after > now())::int as deferred,
         count(*) filter (where state = 'active')::int as active,
         coalesce(extract(epoch from now() - min(start_after)
           filter (where state in ('created', 'retry') and start_after <= now())), 0)::float8
           as "oldestReadySeconds"
       from ${JOBS_SCHEMA}.job where state < 'completed' and name = any($1::text[]) group by name`,
      [names],
    )
    const rows = await read.then(
      (result) => result.rows,
      (error: unknown) => {
        // pg-boss not installed yet (no job was ever sent here): its queues hold nothing.
        if ((error as { code?: string }).code === UNDEFINED_TABLE) return []
        throw error
      },
    )
    const byName = new Map(rows.map((row) => [row.name, row]))
    return names.map((name) => byName.get(name) ?? none(name))
  }

  /**
   * Stops workers and supervision: running jobs get `timeoutMs` to finish (graceful shutdown, ADR
   * 053); pg-boss fails one still running after it back to its queue, which retries it on another
   * worker (ADR 008: handlers are idempotent).
   */
  async stop(timeoutMs = 5_000): Promise<void> {
    if (!this.#starting) return
    const boss = await this.#starting.catch(() => undefined)
    await boss?.stop({ graceful: true, timeout: timeoutMs, close: false })
  }
}

const attemptOf = (job: Job<object>): TJobAttempt => ({ id: job.id, retryCount: job.retryCount })

/** A job's handler on its own data (the trace context taken out), in a span while tracing. */
function runHandler(definition: TJobDefinition<object>, job: Job<object>): Promise<void> {
  const { [TRACE_CONTEXT_KEY]: carrier, ...data } = job.data as Record<string, unknown>
  if (!isTracing() && carrier === undefined) return definition.handler(job.data, attemptOf(job))
  const run = () => definition.handler(data, attemptOf(job))
  return isTracing()
    ? runJobTraced(definition.name, carrier as Record<string, string> | undefined, run)
    : run()
}

/** One fetched batch, its jobs side by side; each job's outcome is its own (pg-boss `perJobResults`). */
async function runBatch(definition: TJobDefinition<object>, jobs: Job<object>[], log: TLog) {
  const outcomes = await Promise.allSettled(jobs.map((job) => runHandler(definition, job)))
  return outcomes.map((outcome, index): JobResult => {
    const id = jobs[index]?.id ?? ''
    if (outcome.status === 'fulfilled') return { id, status: 'completed' }
    const error = outcome.reason
    const message = error instanceof Error ? error.message : String(error)
    log.warn({ err: error, job: id, queue: definition.name }, 'job failed; the queue retries it')
    return { id, status: 'failed', output: { message } }
  })
}
