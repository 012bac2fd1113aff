import fastifyRateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { AppError } from './errors.ts'

/**
 * Rate limits of the sign-in, sign-up, confirmation and reset calls (DESIGN.md §7). Counters live in
 * this process's memory (an LRU of 100 000 keys): with N nodes behind a load balancer the effective
 * limit is up to N times higher, so multi-node deployments should give @fastify/rate-limit a shared
 * store (Redis) or pin these routes to one node. Client IPs come from X-Forwarded-For (trustProxy),
 * so they are only as trustworthy as the proxy in front.
 */
export async function installRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, cache: 100_000 })
}

export type TLimit = {
  /** Names the counter (so two limits never share one). */
  name: string
  max: number
  windowMs?: number
  /** What is counted: the client's IP by default; e.g. IP + email for sign-in. */
  key?: (request: FastifyRequest) => string
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a moment and try again.'

/**
 * A preHandler applying every limit in order (after validation, so the parsed body can be part of a
 * key). The first limit exceeded answers 429 RATE_LIMITED in the envelope with Retry-After (seconds).
 */
export function limitRequests(app: FastifyInstance, limits: TLimit[]): preHandlerAsyncHookHandler {
  const checks = limits.map((limit) =>
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs ?? 60_000,
      keyGenerator: (request) => `${limit.name}:${limit.key ? limit.key(request) : request.ip}`,
    }),
  )
  return async (request, reply) => {
    for (const check of checks) {
      const result = await check(request)
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)))
        throw new AppError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE)
      }
    }
  }
}
