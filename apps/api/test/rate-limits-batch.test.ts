import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { countHits } from '../src/modules/rate-limits/index.ts'
import { API, pickStore } from './cart-helpers.ts'
import { expectError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { statementsOf } from './round-trips.ts'

/**
 * ADR 013, amended: a node counts the hits of one event-loop turn in one statement. Every hit is
 * still counted exactly once, each caller is answered the count its own hit made, and a limit refuses
 * exactly the requests beyond it, however many arrive together.
 */

let t: TTestApp

beforeAll(async () => {
  // Three new guests a minute per client, nine new baskets.
  t = await build({ GUEST_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' })
})

const key = (name: string) => `test-${name}:${randomUUID()}`

describe('counting the hits of several keys in one statement', () => {
  it('adds each key its hits, restarts an ended window and answers what is left of a running one', async () => {
    const [a, b] = [key('a'), key('b')]
    expect(await countHits(t.db, [{ key: a, windowMs: 60_000, hits: 2 }])).toEqual([
      { key: a, count: 2, ttlMs: expect.any(Number) },
    ])
    const answered = await countHits(t.db, [
      { key: b, windowMs: 60_000, hits: 1 },
      { key: a, windowMs: 60_000, hits: 3 },
    ])
    expect(Object.fromEntries(answered.map((row) => [row.key, row.count]))).toEqual({ [a]: 5, [b]: 1 })
    for (const row of answered) {
      expect(row.ttlMs).toBeGreaterThan(55_000)
      expect(row.ttlMs).toBeLessThanOrEqual(60_000)
    }
    await t.db.$client.query(
      `update rate_limits set expires_at = now() - interval '1 second' where key = $1`,
      [a],
    )
    const [restarted] = await countHits(t.db, [{ key: a, windowMs: 60_000, hits: 1 }])
    expect(restarted?.count).toBe(1)
  })
})

describe('a limit under a burst', () => {
  it('lets exactly its allowance through when twenty new guests arrive at once, in fewer statements than hits', async () => {
    const store = pickStore()
    const open = () =>
      t.call({
        method: 'POST',
        url: `${API}/carts`,
        payload: { menu_id: store.menu_id },
        headers: { 'x-forwarded-for': '198.51.100.77' },
      })
    const { configs, result } = await statementsOf(() => Promise.all(Array.from({ length: 20 }, open)))
    const codes = result.map((answer) => answer.statusCode).sort()
    expect(codes).toEqual([...Array(3).fill(201), ...Array(17).fill(429)])
    for (const refused of result.filter((answer) => answer.statusCode === 429)) {
      expectError(refused, 429, 'RATE_LIMITED')
    }
    const { rows } = await t.db.$client.query<{ key: string; count: number }>(
      `select key, count from rate_limits where key like '%198.51.100.77' order by key`,
    )
    // Every basket request counted once; the nine its limit let through (3 × 3) each counted a new
    // guest, of which three were allowed.
    expect(rows).toEqual([
      { key: 'cart-create-ip:198.51.100.77', count: 20 },
      { key: 'guest-session-ip:198.51.100.77', count: 9 },
    ])
    const counting = configs.filter((config) => config.name === 'count_rate_limit_hits')
    expect(counting.length).toBeGreaterThan(0)
    expect(counting.length).toBeLessThan(20 + 3)
  })
})
