import { SLOT_FULL_MESSAGE, slotInstant, toWantedTime } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { API } from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import {
  getOrder,
  orderStore,
  placeOrder,
  putStoreAtMidDay,
  signInMember,
  type TMember,
} from './order-helpers.ts'
import { signInStaff } from './staff-helpers.ts'

/**
 * GET orders/{orderId}/times (ADR 066) on real PostgreSQL: the times a member may move their
 * scheduled order to, by checkout's rules and its own make time; its own slot stays on offer;
 * nobody else's order, and not once the kitchen has it. A new time also needs room in the kitchen's
 * plan with the order itself taken out of it (ADR 065, ADR 066).
 */
let t: TTestApp
let member: TMember
let other: TMember
const store = orderStore()
let timezone: string

beforeAll(async () => {
  t = await build()
  // At its mid-day: the plan's two hours lie inside its day, and the orders this file places ahead
  // (tomorrow's first slot) are hours past them, so no test's order stands in another's plan.
  timezone = await putStoreAtMidDay(t, store.id)
  member = await signInMember(t)
  other = await signInMember(t)
})

const times = (orderId: string, day: string, who: TMember | null = member) =>
  t.call({ method: 'GET', url: `${API}/orders/${orderId}/times?day=${day}`, headers: who?.headers ?? {} })

describe('GET /api/v1/orders/{orderId}/times: times to move an order to', () => {
  it("lists the day's open times for the order, its own slot included, and a listed one is accepted", async () => {
    const orderId = await placeOrder(t, member, { isFired: false })
    const order = await getOrder(t, member, orderId)
    const day = order.ready.slice(0, 8)
    const listed = expectOk(await times(orderId, day))
    expect(listed.day).toBe(day)
    expect(listed.days).toContain(day)
    expect(listed.times).toContain(order.ready)
    expect(listed.times.every((time: string) => time.startsWith(day))).toBe(true)
    const later = listed.times.find((time: string) => time > order.ready)
    expect(later).toBeDefined()
    const moved = expectOk(
      await t.call({
        method: 'PUT',
        url: `${API}/orders/${orderId}/time`,
        payload: { wanted: later },
        headers: member.headers,
      }),
    )
    expect(moved).toMatchObject({ ready: later, status: 'scheduled' })
  })

  it('leaves out a slot without room for the order (count full)', async () => {
    const orderId = await placeOrder(t, member, { isFired: false })
    const order = await getOrder(t, member, orderId)
    const day = order.ready.slice(0, 8)
    const listed = expectOk(await times(orderId, day))
    const target = listed.times.find((time: string) => time > order.ready)
    // Another member's order takes the target slot, then the store takes one order a slot.
    const blocker = await placeOrder(t, other, { isFired: false })
    expectOk(
      await t.call({
        method: 'PUT',
        url: `${API}/orders/${blocker}/time`,
        payload: { wanted: target },
        headers: other.headers,
      }),
    )
    expect(listed.times).toContain(target)
    await t.db.$client.query('update stores set slot_capacity = 1 where id = $1', [store.id])
    try {
      expect(expectOk(await times(orderId, day)).times).not.toContain(target)
    } finally {
      await t.db.$client.query('update stores set slot_capacity = null where id = $1', [store.id])
    }
  })

  it('answers only the order’s member (401, 404), a real day (400), and not once the kitchen has it (409)', async () => {
    const orderId = await placeOrder(t, member, { isFired: false })
    const day = (await getOrder(t, member, orderId)).ready.slice(0, 8)
    expectError(await times(orderId, day, null), 401, 'SIGN_IN_REQUIRED')
    expectError(await times(orderId, day, other), 404, 'ORDER_NOT_FOUND')
    expectError(await times(orderId, '2026-1-1'), 400, 'VALIDATION_FAILED')
    const fired = await placeOrder(t, member)
    const refused = await times(fired, day)
    expectError(refused, 409, 'CONFLICT')
    expect(refused.json.message).toMatch(/call the store at/)
  })
})

describe("moving an order needs room in the kitchen's plan, the order itself taken out (ADR 065, ADR 066)", () => {
  const put = (orderId: string, wanted: string) =>
    t.call({
      method: 'PUT',
      url: `${API}/orders/${orderId}/time`,
      payload: { wanted },
      headers: member.headers,
    })
  const instantOf = (slot: string) => slotInstant(slot, timezone)?.getTime() ?? 0
  /** The order's offered times today (the store's mid-day: the plan's two hours are all today's). */
  const offered = async (orderId: string): Promise<string[]> =>
    expectOk(await times(orderId, toWantedTime(new Date(), timezone).slice(0, 8))).times
  const setStations = (stations: number | null) =>
    t.db.$client.query('update stores set kitchen_stations = $2 where id = $1', [store.id, stations])

  beforeAll(async () => {
    // Open all day, whatever the store's own hours: times within the plan's horizon exist.
    const manager = await signInStaff(t, 'manager', [store.id])
    const periods = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '00:00' }))
    expectOk(
      await t.call({
        method: 'PUT',
        url: `${API}/staff/stores/${store.id}/hours/pickup`,
        payload: { periods },
        headers: manager.headers,
      }),
    )
  })

  it('a time the plan has no room for is not offered and is refused as full; its own time stays', async () => {
    const orderId = await placeOrder(t, member, { isFired: false })
    const order = await getOrder(t, member, orderId)
    const soon = (await offered(orderId)).filter(
      (slot) => slot !== order.ready && instantOf(slot) < Date.now() + 100 * 60_000,
    )
    expect(soon.length).toBeGreaterThan(0)
    // One station, held for three hours by another guest's order the kitchen has (received).
    const blocker = await placeOrder(t, other)
    await t.db.$client.query(
      `update orders set make_seconds = 10800, ready_at = now() + interval '3 hours' where id = $1`,
      [blocker],
    )
    await setStations(1)
    try {
      const busy = await offered(orderId)
      for (const slot of soon) expect(busy).not.toContain(slot)
      expect(expectOk(await times(orderId, order.ready.slice(0, 8))).times).toContain(order.ready)
      const [slot] = soon
      const refused = await put(orderId, slot as string)
      expectError(refused, 409, 'SLOT_FULL')
      expect(refused.json.message).toBe(SLOT_FULL_MESSAGE)
      expect(expectOk(await put(orderId, order.ready))).toMatchObject({
        ready: order.ready,
        status: 'scheduled',
      })
    } finally {
      await t.db.$client.query(`update orders set status = 'completed' where id = $1`, [blocker])
      await setStations(null)
    }
  })

  it("the order's own making never blocks its new time: it is out of the plan it is checked against", async () => {
    const orderId = await placeOrder(t, member, { isFired: false })
    const listed = (await offered(orderId)).filter((slot) => instantOf(slot) >= Date.now() + 45 * 60_000)
    const [first, next] = listed.filter((slot) => instantOf(slot) < Date.now() + 100 * 60_000)
    if (!first || !next) throw new Error('no two times within the plan')
    expect(expectOk(await put(orderId, first))).toMatchObject({ ready: first, status: 'scheduled' })
    // One station, and the order's making starts now: planned on that station until its time.
    const makeSeconds = Math.floor((instantOf(first) - Date.now()) / 1_000)
    await t.db.$client.query('update orders set make_seconds = $2 where id = $1', [orderId, makeSeconds])
    await setStations(1)
    try {
      // Were it still in the plan, the station would be busy with it until `first`, and `next` late.
      expect(await offered(orderId)).toContain(next)
      expect(expectOk(await put(orderId, next))).toMatchObject({ ready: next, status: 'scheduled' })
    } finally {
      await setStations(null)
    }
  })
})
