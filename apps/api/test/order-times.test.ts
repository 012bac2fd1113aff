import { beforeAll, describe, expect, it } from 'vitest'
import { API } from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { getOrder, orderStore, placeOrder, signInMember, type TMember } from './order-helpers.ts'

/**
 * GET orders/{orderId}/times (ADR 066) on real PostgreSQL: the times a member may move their
 * scheduled order to, by checkout's rules and its own make time; its own slot stays on offer;
 * nobody else's order, and not once the kitchen has it.
 */
let t: TTestApp
let member: TMember
let other: TMember
const store = orderStore()

beforeAll(async () => {
  t = await build()
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
