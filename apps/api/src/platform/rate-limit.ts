import fastifyRateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { rateLimitAddress } from './client-address.ts'
import type { TDatabase } from './database.ts'
import { AppError } from './errors.ts'
import { counter } from './metrics.ts'

type TStoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void

/**
 * Counts hits on several keys in one statement (the rate-limits module's `countHits`, passed in by
 * the app): each key once, with how many hits it takes; answers each key's count after them.
 */
export type TCountHits = (
  db: TDatabase,
  hits: { key: string; windowMs: number; hits: number }[],
) => Promise<{ key: string; count: number; ttlMs: number }[]>

type TPendingKey = { windowMs: number; callbacks: TStoreCallback[] }

/**
 * The hits of one event-loop turn, counted in one statement at its end (ADR 013, amended): under a
 * lunch rush every new basket counts two limits, and 50 of them a turn cost one round trip, not 100.
 * Each caller of a key is answered the count its own hit made, in the order the hits came.
 */
function hitBatcher(db: TDatabase, countHits: TCountHits) {
  let pending = new Map<string, TPendingKey>()
  const flush = () => {
    const batch = pending
    pending = new Map()
    const hits = [...batch].map(([key, { windowMs, callbacks }]) => ({
      key,
      windowMs,
      hits: callbacks.length,
    }))
    countHits(db, hits).then(
      (rows) => {
        for (const row of rows) {
          const callbacks = batch.get(row.key)?.callbacks ?? []
          const first = row.count - callbacks.length
          for (const [index, callback] of callbacks.entries()) {
            callback(null, { current: first + index + 1, ttl: row.ttlMs })
          }
          batch.delete(row.key)
        }
        const missing = new Error('rate limit upsert answered no row for a key')
        for (const { callbacks } of batch.values()) for (const callback of callbacks) callback(missing)
      },
      (error: Error) => {
        for (const { callbacks } of batch.values()) for (const callback of callbacks) callback(error)
      },
    )
  }
  return (key: string, windowMs: number, callback: TStoreCallback) => {
    if (pending.size === 0) setImmediate(flush)
    const known = pending.get(key)
    if (known) known.callbacks.push(callback)
    else pending.set(key, { windowMs, callbacks: [callback] })
  }
}

/** @fastify/rate-limit's store interface, over the shared `rate_limits` table. */
function postgresStore(db: TDatabase, countHits: TCountHits) {
  const count = hitBatcher(db, countHits)
  return class PostgresRateLimitStore {
    incr(key: string, callback: TStoreCallback, timeWindow: number): void {
      count(key, timeWindow, callback)
    }

    /** Every limit names its own keys (TLimit.name), so children share the one table. */
    child(): PostgresRateLimitStore {
      return this
    }
  }
}

/**
 * Rate limits (ARCHITECTURE.md § Quality bars): sign-in, sign-up, confirmation, reset, and the creation of guest
 * sessions and baskets. The counters live in PostgreSQL (`rate_limits`), so N nodes behind a load
 * balancer enforce one limit, not N (ADR 013). Client IPs come from X-Forwarded-For only as far
 * as TRUST_PROXY trusts it (ADR 043), and an IPv6 client is counted by its /64.
 */
export async function installRateLimits(app: FastifyInstance, countHits: TCountHits): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, store: postgresStore(app.db, countHits) })
}

export type TLimit = {
  /** Names the counter (so two limits never share one). */
  name: string
  max: number
  windowMs?: number
  /** What is counted: the client (clientOf) by default; e.g. client + email for sign-in. */
  key?: (request: FastifyRequest) => string
  /** This request is not counted by this limit (e.g. a known device, ADR 043). */
  skip?: (request: FastifyRequest) => boolean
}

/** The client a per-IP limit counts: its address, an IPv6 one by its /64 (ADR 043). */
export const clientOf = (request: FastifyRequest): string => rateLimitAddress(request.ip)

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a moment and try again.'

const refusals = counter('deli_rate_limit_refusals_total', 'Requests refused by a rate limit (429)', [
  'limit',
])

/**
 * Applies every limit in order; the first one exceeded throws 429 RATE_LIMITED in the envelope with
 * Retry-After (seconds). Usable as a preHandler (after validation, so the parsed body can be part of
 * a key) or called by a route at the moment the limited thing happens (a new guest session).
 */
export function createLimiter(
  app: FastifyInstance,
  limits: TLimit[],
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const checks = limits.map((limit) => ({
    skip: limit.skip,
    refused: refusals.labels(limit.name),
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs ?? 60_000,
      keyGenerator: (request) => `${limit.name}:${(limit.key ?? clientOf)(request)}`,
    }),
  }))
  return async (request, reply) => {
    for (const { skip, check, refused } of checks) {
      if (skip?.(request)) continue
      const result = await check(request)
      if (!result.isAllowed && result.isExceeded) {
        refused.inc()
        reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)))
        throw new AppError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE)
      }
    }
  }
}

/** `createLimiter` as a route's preHandler. */
export function limitRequests(app: FastifyInstance, limits: TLimit[]): preHandlerAsyncHookHandler {
  const limiter = createLimiter(app, limits)
  return async (request, reply) => limiter(request, reply)
}
