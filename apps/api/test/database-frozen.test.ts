import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { demoStores } from '@deli/demo-data'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { READY_TIMEOUT_MS } from '../src/platform/database-health.ts'
import { API } from './cart-helpers.ts'
import { expectError } from './expect-envelope.ts'
import type { TTestApp } from './helper.ts'
import { buildOnOwnServer, stopOwnServer, type TOwnServerApp, until } from './own-postgres.ts'

/**
 * ADR 043: PostgreSQL frozen (SIGSTOP: it neither answers nor closes a connection, as in a silent
 * network partition). Readiness answers 503 within READY_TIMEOUT_MS, API calls 503 with Retry-After
 * instead of hanging for as long as the freeze lasts, the pool is whole again once the server thaws,
 * and the log has one line when the outage starts and one when it ends.
 */

let own: TOwnServerApp
let t: TTestApp

beforeAll(async () => {
  own = await buildOnOwnServer('frozen', { GUEST_RATE_LIMIT_PER_MINUTE: '100000' })
  t = own.t
}, 120_000)

afterAll(async () => {
  thaw()
  await stopOwnServer(own)
}, 120_000)

/** The server's processes: the postmaster (postmaster.pid's first line) and every child of it. */
function serverProcesses(): number[] {
  const postmaster = Number(readFileSync(join(own.server.dir, 'postmaster.pid'), 'utf8').split('\n')[0])
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after the last ')'.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster
      } catch {
        return false
      }
    })
    .map(Number)
  return [postmaster, ...children]
}

let frozen: number[] = []
function freeze(): void {
  frozen = serverProcesses()
  for (const pid of frozen) process.kill(pid, 'SIGSTOP')
}
function thaw(): void {
  for (const pid of frozen) process.kill(pid, 'SIGCONT')
  frozen = []
}

const ready = () => t.app.inject({ method: 'GET', url: `${API}/ready` })
const newBasket = () =>
  t.call({
    method: 'POST',
    url: `${API}/carts`,
    payload: { menu_id: (demoStores[0] as { menu_id: number }).menu_id },
  })

describe('a frozen database', () => {
  it('answers readiness and API calls 503 promptly, recovers its pool, and logs the outage twice', {
    timeout: 120_000,
  }, async () => {
    expect((await ready()).statusCode).toBe(200)
    expect((await newBasket()).statusCode).toBe(201)
    freeze()

    // The server will not answer until it is thawed: every answer below is the app giving up.
    const started = Date.now()
    const red = await ready()
    const readyMs = Date.now() - started
    expect(red.statusCode, red.body).toBe(503)
    expect(red.headers['retry-after']).toBeDefined()
    expect(readyMs).toBeLessThan(READY_TIMEOUT_MS + 2000)

    // Three times the pool's connections at once: those that got a connection and those that queued.
    const calls = await Promise.all(Array.from({ length: 12 }, () => newBasket()))
    for (const response of calls) {
      expectError(response as never, 503, 'SERVICE_UNAVAILABLE')
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
    }
    expect((await ready()).statusCode).toBe(503)
    const frozenMs = Date.now() - started

    thaw()
    // The connections given up on were closed: the pool opens new ones and serves again.
    await until(async () => (await ready()).statusCode === 200, 30_000)
    await until(async () => !t.app.health.isDown, 10_000)
    const baskets = await Promise.all(Array.from({ length: 8 }, () => newBasket()))
    expect(baskets.map((response) => response.statusCode)).toEqual(Array(8).fill(201))

    const { logLines } = own
    const down = logLines.filter((line) => line.includes('database unreachable'))
    const back = logLines.filter((line) => line.includes('database reachable again'))
    const answered503 = logLines.filter((line) => line.includes('"statusCode":503'))
    const errors = logLines.filter((line) => /"level":50/.test(line))
    console.info(
      `frozen: ready 503 after ${readyMs} ms; 12 calls and a second ready answered within ${frozenMs} ms; log ${logLines.length} lines`,
    )
    expect(down).toHaveLength(1)
    expect(back).toHaveLength(1)
    expect(answered503).toEqual([])
    expect(errors).toEqual([])
  })
})
