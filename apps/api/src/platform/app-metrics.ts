import { performance } from 'node:perf_hooks'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type pg from 'pg'
import type { JobRunner } from './jobs.ts'
import { collectProcessMetrics, histogram, sampledGauge } from './metrics.ts'

/** Seconds: from a cached menu (~1 ms) to a slow checkout or a page render under load. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
/** Seconds a query or transaction waited for a pooled connection: mostly none, at worst connectMs. */
const ACQUIRE_BUCKETS = [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 3]

const requestDuration = histogram<'method' | 'route' | 'status'>(
  'deli_http_request_duration_seconds',
  'HTTP requests by method, route pattern and status (its _count is the request count)',
  REQUEST_BUCKETS,
)
type TOnResponse = (request: FastifyRequest, reply: FastifyReply, done: () => void) => void

/** A route's onResponse hook: one observer per method and status, made on first use. */
function routeObserver(route: string): TOnResponse {
  const observers = new Map<string, (seconds: number) => void>()
  return (request, reply, done) => {
    const key = request.method + reply.statusCode
    let observe = observers.get(key)
    if (!observe) {
      observe = requestDuration.series({ method: request.method, route, status: reply.statusCode })
      observers.set(key, observe)
    }
    observe(reply.elapsedTime / 1000)
    done()
  }
}

const acquireWait = histogram(
  'deli_db_pool_acquire_seconds',
  'Time a query or transaction waited for a connection of the pool',
  ACQUIRE_BUCKETS,
).series({})

/** What an app's metrics read at scrape time: its pool and its job queues. */
export type TAppMetricSources = { pool: pg.Pool; jobs: JobRunner }

/**
 * Turns on the metrics of one app (ADR 053; METRICS_PORT not 0): the request histogram by route
 * pattern (never the raw URL, whose ids would make a series per basket), the pool's waits, and the
 * pool and queue gauges that are read only when Prometheus scrapes. Off, none of it runs.
 */
export function installAppMetrics(app: FastifyInstance, sources: TAppMetricSources): void {
  collectProcessMetrics()
  // Each route observes its own requests (its pattern known when it is added): no per-request
  // lookup of the route (Fastify's routeOptions getter builds an object per call).
  app.addHook('onRoute', (route) => {
    const observe = routeObserver(route.url)
    const existing = route.onResponse as TOnResponse | TOnResponse[] | undefined
    const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]
    route.onResponse = [...hooks, observe] as typeof route.onResponse
  })
  // Requests no route matched (404s, a malformed URL) share one series, whatever their path.
  const unmatched = routeObserver('unmatched')
  app.addHook('onResponse', (request, reply, done) =>
    request.is404 ? unmatched(request, reply, done) : done(),
  )
  const unwatchPool = watchPool(sources.pool)
  const removers = [
    unwatchPool,
    sampledGauge(
      'deli_db_pool_connections',
      'Connections of the pool by state (in_use, idle)',
      ['state'],
      (sample) => {
        const { totalCount, idleCount } = sources.pool
        sample(totalCount - idleCount, { state: 'in_use' })
        sample(idleCount, { state: 'idle' })
      },
    ),
    sampledGauge(
      'deli_db_pool_waiting',
      'Queries and transactions waiting for a connection of the pool now',
      [],
      (sample) => sample(sources.pool.waitingCount),
    ),
    ...watchQueues(sources.jobs),
  ]
  app.addHook('onClose', async () => {
    for (const remove of removers) remove()
  })
}

/** Times every connection the pool lends (pg's pool.query borrows through connect too). */
function watchPool(pool: pg.Pool): () => void {
  const connect = pool.connect
  // biome-ignore lint/suspicious/noExplicitAny: pg's connect() has a callback and a promise form.
  const timed = function (this: pg.Pool, callback?: any): any {
    const started = performance.now()
    const observe = () => acquireWait((performance.now() - started) / 1000)
    if (typeof callback === 'function') {
      return connect.call(this, (error: Error | undefined, client: unknown, done: unknown) => {
        observe()
        callback(error, client, done)
      })
    }
    return (connect as () => Promise<pg.PoolClient>).call(this).finally(observe)
  }
  pool.connect = timed as typeof pool.connect
  return () => {
    if (pool.connect === timed) pool.connect = connect
  }
}

/** Queue depth (ready, deferred, active) and the oldest ready job's wait, per queue, at scrape time. */
function watchQueues(jobs: JobRunner): (() => void)[] {
  // One read serves both gauges of a scrape.
  let reading: Promise<Awaited<ReturnType<JobRunner['queueStats']>>> | null = null
  const read = () => {
    reading ??= jobs.queueStats().finally(() => {
      setImmediate(() => {
        reading = null
      })
    })
    return reading
  }
  return [
    sampledGauge(
      'deli_job_queue_jobs',
      'Jobs of a queue by state (ready, deferred, active)',
      ['queue', 'state'],
      async (sample) => {
        for (const stats of await read().catch(() => [])) {
          sample(stats.ready, { queue: stats.name, state: 'ready' })
          sample(stats.deferred, { queue: stats.name, state: 'deferred' })
          sample(stats.active, { queue: stats.name, state: 'active' })
        }
      },
    ),
    sampledGauge(
      'deli_job_queue_oldest_ready_seconds',
      'How long the oldest ready job of a queue has waited for a worker (0: none waiting)',
      ['queue'],
      async (sample) => {
        for (const stats of await read().catch(() => []))
          sample(stats.oldestReadySeconds, { queue: stats.name })
      },
    ),
  ]
}
