import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/platform/config.ts'
import { createDatabase, type TDatabase } from '../src/platform/database.ts'
import { startEmbeddedPostgres, type TEmbeddedServer } from '../src/platform/embedded-postgres.ts'
import { migrateDatabase } from '../src/platform/migrate.ts'
import { seedDemoChain } from '../src/platform/seed-demo-chain.ts'
import { cartUrl } from './cart-helpers.ts'
import { expectError } from './expect-envelope.ts'
import { freePort } from './free-port.ts'
import { apiHeaders, KIOSK_CLIENT, type TTestApp, WEB_CLIENT } from './helper.ts'
import {
  cardToken,
  drain,
  ordersOfCart,
  readyCart,
  signInMember,
  submit,
  submitBody,
} from './order-helpers.ts'

/**
 * Issue 10's outage test: a PostgreSQL server of this test's own is stopped and restarted while
 * requests run. Every answer is a success or 503 + Retry-After in the envelope (never a 500);
 * readiness goes red, then green again by itself; the log has one line when the database goes and
 * one when it is back (not one per request); and no accepted order is lost or doubled.
 */

const BASKETS = 8
let server: TEmbeddedServer
let dir: string
let port: number
let db: TDatabase
let t: TTestApp
const logLines: string[] = []

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'deli-outage-pg-'))
  port = await freePort()
  server = await startEmbeddedPostgres({ dir, port })
  const admin = createDatabase(server.url('postgres'), { max: 1 })
  await admin.$client.query('create database deli_outage')
  await admin.$client.end()
  const url = server.url('deli_outage')
  const setup = createDatabase(url, { max: 1, timeouts: false })
  await migrateDatabase(setup)
  await seedDemoChain(setup)
  await setup.$client.end()
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: url,
    API_KEYS: `${WEB_CLIENT.appName}:${WEB_CLIENT.key},${KIOSK_CLIENT.appName}:${KIOSK_CLIENT.key}`,
    SLOT_CAPACITY: '1000',
  })
  db = createDatabase(url, { max: 4 })
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  const app = await buildApp({ config, db, web: false, logStream })
  await app.ready()
  const call: TTestApp['call'] = async (options) => {
    const response = await app.inject({
      ...options,
      headers: { ...apiHeaders(), ...(options.headers ?? {}) },
    })
    const type = String(response.headers['content-type'] ?? '')
    return {
      statusCode: response.statusCode,
      json: type.includes('json') ? response.json() : undefined,
      headers: response.headers,
    }
  }
  t = { app, db, config, call }
}, 120_000)

// Stopping this test's own PostgreSQL server (a shutdown checkpoint after the outage's writes) takes
// as long under a loaded CI machine as starting it does: the same allowance as the setup's. In one
// fresh-clone run the test itself took 67 s and this teardown passed the 60 s default; alone, it
// takes well under a second.
afterAll(async () => {
  await t?.app.close()
  await db?.$client.end().catch(() => undefined)
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
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

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('timed out')
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

    await new Promise((resolve) => setTimeout(resolve, 500))
    await server.stop()
    await until(async () => (await ready()).statusCode === 503, 20_000)
    const red = await ready()
    expect(red.headers['retry-after']).toBeDefined()
    expect(red.json()).toMatchObject({
      status: 'error',
      code: 'SERVICE_UNAVAILABLE',
      errors: { database: 'unreachable' },
    })
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const during = outcomes['503']
    expect(during).toBeGreaterThan(0)

    server = await startEmbeddedPostgres({ dir, port })
    await until(async () => (await ready()).statusCode === 200, 30_000)
    await until(async () => !t.app.health.isDown, 10_000)
    await new Promise((resolve) => setTimeout(resolve, 1000))
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
