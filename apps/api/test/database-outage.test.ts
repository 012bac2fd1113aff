import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres } from '../src/platform/embedded-postgres.ts'
import { cartUrl } from './cart-helpers.ts'
import { expectError } from './expect-envelope.ts'
import type { TTestApp } from './helper.ts'
import {
  cardToken,
  drain,
  ordersOfCart,
  readyCart,
  signInMember,
  submit,
  submitBody,
} from './order-helpers.ts'
import { buildOnOwnServer, stopOwnServer, type TOwnServerApp, until } from './own-postgres.ts'

/**
 * The outage test (ADR 013): a PostgreSQL server of this test's own is stopped and restarted while
 * requests run. Every answer is a success or 503 + Retry-After in the envelope (never a 500);
 * readiness goes red, then green again by itself; the log has one line when the database goes and
 * one when it is back (not one per request); and no accepted order is lost or doubled.
 */

const BASKETS = 8
let own: TOwnServerApp
let t: TTestApp

beforeAll(async () => {
  own = await buildOnOwnServer('outage', { SLOT_CAPACITY: '1000' })
  t = own.t
}, 120_000)

// Stopping this test's own PostgreSQL server (a shutdown checkpoint after the outage's writes) takes
// as long under a loaded CI machine as starting it does: the same allowance as the setup's. In one
// fresh-clone run the test itself took 67 s and this teardown passed the 60 s default; alone, it
// takes well under a second.
afterAll(async () => {
  await stopOwnServer(own)
}, 120_000)

const ready = () => t.app.inject({ method: 'GET', url: '/api/v1/ready' })

/** Success, or 503 with Retry-After and the envelope: nothing else is allowed during an outage. */
function expectSuccessOr503(
  response: { statusCode: number; json: unknown; headers: Record<string, unknown> },
  what: string,
): 'ok' | '503' {
  if (response.statusCode < 300) return 'ok'
  expect(response.statusCode, `${what}: ${JSON.stringify(response.json)}`).toBe(503)
  expectError(response as never, 503, 'SERVICE_UNAVAILABLE')
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
  return '503'
}

describe('a database outage while requests run', () => {
  it('answers 503 with Retry-After (never 500), readiness goes red then green by itself, orders are kept exactly once', {
    timeout: 180_000,
  }, async () => {
    expect((await ready()).statusCode).toBe(200)
    const member = await signInMember(t)
    const token = await cardToken(t)
    const carts: string[] = []
    for (let index = 0; index < BASKETS; index++) carts.push((await readyCart(t, member)).cart.id)
    // pg-boss starts with the first submission, before the outage.
    const first = carts.shift() as string
    expect(expectSuccessOr503(await submit(t, member, submitBody(first, token)), 'first submit')).toBe('ok')

    const outcomes: Record<'ok' | '503', number> = { ok: 0, '503': 0 }
    const accepted = new Set<string>([first])
    const submitted = new Set<string>([first])
    let running = true
    const traffic = (async () => {
      let turn = 0
      while (running) {
        const cartId = carts[turn % carts.length] as string
        // A submitted basket is frozen by design (409 CART_SUBMITTED): the traffic reads the open ones.
        const requests: [string, InjectOptions][] = [
          ['stores', { method: 'GET', url: '/api/v1/stores' }],
          ...(submitted.has(cartId)
            ? []
            : [
                ['cart', { method: 'GET', url: cartUrl(cartId), headers: member.headers }] as [
                  string,
                  InjectOptions,
                ],
              ]),
        ]
        for (const [what, request] of requests) outcomes[expectSuccessOr503(await t.call(request), what)] += 1
        if (!submitted.has(cartId) && turn % 3 === 0) {
          const response = await submit(t, member, submitBody(cartId, token))
          const outcome = expectSuccessOr503(response, 'submit')
          outcomes[outcome] += 1
          if (outcome === 'ok') {
            accepted.add(cartId)
            submitted.add(cartId)
          }
        }
        turn += 1
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })()

    // The traffic runs against a healthy database first, then through the outage, then after it:
    // each phase lasts until the traffic has seen a few answers of its kind, not a fixed time.
    await until(async () => outcomes.ok >= 3, 20_000, 'successes before the outage')
    await own.server.stop()
    await until(async () => (await ready()).statusCode === 503, 20_000, 'readiness to go red')
    const red = await ready()
    expect(red.headers['retry-after']).toBeDefined()
    expect(red.json()).toMatchObject({
      status: 'error',
      code: 'SERVICE_UNAVAILABLE',
      errors: { database: 'unreachable' },
    })
    await until(async () => outcomes['503'] >= 3, 20_000, '503s to the traffic during the outage')

    own.server = await startEmbeddedPostgres({ dir: own.dir, port: own.port })
    await until(async () => (await ready()).statusCode === 200, 30_000, 'readiness to go green')
    await until(async () => !t.app.health.isDown, 10_000, 'the app to see the database back')
    const okBeforeRecovery = outcomes.ok
    await until(async () => outcomes.ok >= okBeforeRecovery + 3, 20_000, 'successes after the outage')
    running = false
    await traffic

    // Every basket gets its chance after recovery; a submission answered 503 may be retried safely.
    for (const cartId of carts) {
      const response = await submit(t, member, submitBody(cartId, token))
      if (response.statusCode === 200) accepted.add(cartId)
    }
    await drain(t)
    for (const cartId of [first, ...carts]) {
      const orders = await ordersOfCart(t, cartId)
      expect(orders, `basket ${cartId}`).toBeLessThanOrEqual(1)
      if (accepted.has(cartId)) expect(orders, `accepted basket ${cartId}`).toBe(1)
    }
    const states = await t.db.$client.query<{ status: string; count: string }>(
      'select status, count(*) from orders group by status',
    )
    const { logLines } = own
    const down = logLines.filter((line) => line.includes('database unreachable'))
    const back = logLines.filter((line) => line.includes('database reachable again'))
    const errors = logLines.filter((line) => /"level":50/.test(line))
    console.info(
      `outage: ${outcomes.ok} successes and ${outcomes['503']} × 503 during the run; orders ${JSON.stringify(states.rows)}; log: ${down.length} down, ${back.length} back, ${errors.length} error lines, ${logLines.length} lines in all`,
    )
    expect(down).toHaveLength(1)
    // The line names what failed: the error is described once by the logger, not stringified twice.
    const downError = JSON.parse(down[0] ?? '{}').err
    expect(downError?.message).toEqual(expect.any(String))
    expect(downError?.message).not.toBe('[object Object]')
    expect(back).toHaveLength(1)
    expect(errors).toEqual([])
    expect(accepted.size).toBe(BASKETS)
  })
})
