import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'
import type { TConfig } from './config.ts'

/** Why a request earned its line: a change, a failure, a slow answer, or the sample of the rest. */
export type TRequestLogReason = 'write' | 'error' | 'slow' | 'sample'

/** Reads: the methods whose fast successful answers are sampled instead of logged one by one. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export type TRequestLogPolicy = {
  /** `all`: Fastify's two lines per request (incoming, completed); `notable`: ADR 025's one line. */
  mode: 'all' | 'notable'
  slowMs: number
  /** One fast successful read in N gets a line (0: none). */
  sampleEvery: number
}

/**
 * The request logging a process runs with (ADR 025): LOG_REQUESTS when set; otherwise every request
 * at debug or trace level (a developer asked for everything), only the notable ones above.
 */
export function requestLogPolicy(
  config: Pick<TConfig, 'LOG_LEVEL' | 'LOG_REQUESTS' | 'LOG_SLOW_MS' | 'LOG_SAMPLE_EVERY'>,
): TRequestLogPolicy {
  const verbose = config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace'
  return {
    mode: config.LOG_REQUESTS ?? (verbose ? 'all' : 'notable'),
    slowMs: config.LOG_SLOW_MS,
    sampleEvery: config.LOG_SAMPLE_EVERY,
  }
}

/**
 * The reason a finished request is logged under the `notable` policy, or undefined for a fast
 * successful read that was not sampled. `count` numbers the fast successful reads (for the sample).
 */
export function requestLogReason(
  policy: TRequestLogPolicy,
  request: { method: string },
  statusCode: number,
  elapsedMs: number,
  count: number,
): TRequestLogReason | undefined {
  if (statusCode >= 400) return 'error'
  if (!READ_METHODS.has(request.method)) return 'write'
  if (elapsedMs >= policy.slowMs) return 'slow'
  if (policy.sampleEvery > 0 && count % policy.sampleEvery === 0) return 'sample'
  return undefined
}

/** Answers the database health monitor already speaks for (ADR 043): no line of their own. */
const outageAnswers = new WeakSet<FastifyReply>()

/**
 * Marks a 503 given because the database is unreachable: the monitor logs one line when the outage
 * starts and one when it ends, so its requests add none (a busy node wrote ~2,000 lines in 25 s).
 */
export const answeredForOutage = (reply: FastifyReply): void => {
  outageAnswers.add(reply)
}

/**
 * The `notable` policy as Fastify's log controller: no `incoming request` line; one `request
 * completed` line (method, path, status, time, reason) for every non-read request, every 4xx/5xx,
 * every request slower than LOG_SLOW_MS and one in LOG_SAMPLE_EVERY of the rest. A fast successful
 * read costs a counter increment. 5xx and slow requests at warn level (the error handler logs a
 * failure's cause at error level), the rest at info; a response that failed mid-write at error.
 * A 503 of a database outage has no line: the health monitor's two lines speak for the outage.
 */
export class NotableRequestLog extends LogController {
  #reads = 0
  readonly #policy: TRequestLogPolicy

  constructor(policy: TRequestLogPolicy) {
    super()
    this.#policy = policy
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const statusCode = reply.statusCode
    const responseTime = reply.elapsedTime
    if (error) {
      reply.log.error({ req: request, res: { statusCode }, err: error, responseTime }, 'request errored')
      return
    }
    if (outageAnswers.has(reply)) return
    const policy = this.#policy
    const isQuietRead = statusCode < 400 && READ_METHODS.has(request.method) && responseTime < policy.slowMs
    const reason = requestLogReason(
      policy,
      request,
      statusCode,
      responseTime,
      isQuietRead ? ++this.#reads : 0,
    )
    if (!reason) return
    const level = statusCode >= 500 || reason === 'slow' ? 'warn' : 'info'
    reply.log[level]({ req: request, res: { statusCode }, responseTime, reason }, 'request completed')
  }
}

/** Fastify's log controller for the policy: its default (two lines a request) under `all`. */
export const requestLogController = (policy: TRequestLogPolicy): LogController | undefined =>
  policy.mode === 'all' ? undefined : new NotableRequestLog(policy)
