import { beforeAll, describe, expect, it } from 'vitest'
import { API, cartUrl } from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import {
  CURBSIDE_CAR,
  cardToken,
  drain,
  fireNow,
  getOrder,
  orderStore,
  placeOrder,
  putStoreAtMidDay,
  readyCart,
  signInMember,
  submitBody,
  submitWaiting,
  type TMember,
} from './order-helpers.ts'
import { moveAsStaff, signInStaff, type TStaffSession } from './staff-helpers.ts'

/**
 * Firing, manual fire and the guest's cancel before the kitchen starts (ADR 066), on real
 * PostgreSQL: an order ahead waits as scheduled and its fire job fires it once; a manual-fire order
 * waits as held until its guest starts it or says "I'm here"; a guest cancels a scheduled or held
 * order (refunded once through the payment adapter), never one the kitchen has.
 */
let t: TTestApp
let member: TMember
let other: TMember
let staff: TStaffSession
const store = orderStore()

beforeAll(async () => {
  t = await build()
  // At its mid-day: an ASAP quote and a held order's fire time (closing) fall today, and an order ahead
  // (tomorrow's first slot) fires hours from now, not within the board's next hour.
  await putStoreAtMidDay(t, store.id)
  member = await signInMember(t)
  other = await signInMember(t)
  staff = await signInStaff(t, 'staff', [store.id])
  // Open around the clock, so an ASAP (manual-fire) basket can be placed whatever the store's own hours.
  await t.db.$client.query(
    `update stores set hours = (select jsonb_object_agg(key, $2::jsonb) from jsonb_each(hours)) where id = $1`,
    [store.id, JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '00:00' })))],
  )
})

const row = async (orderId: string) =>
  (
    await t.db.$client.query<{ status: string; fire_at: Date | null; ready_at: Date; manual_fire: boolean }>(
      'select status, fire_at, ready_at, manual_fire from orders where id = $1',
      [orderId],
    )
  ).rows[0]
const post = (orderId: string, action: 'start' | 'cancel' | 'arrival', who: TMember | null = member) =>
  t.call({
    method: 'POST',
    url: `${API}/orders/${orderId}/${action}`,
    ...(action === 'arrival' ? { payload: {} } : {}),
    headers: who?.headers ?? {},
  })

/** A member's paid ASAP basket placed with manual fire (optionally curbside); answers the order id. */
async function heldOrder(who: TMember, options: { isCurbside?: boolean } = {}): Promise<string> {
  const { cart } = await readyCart(t, who)
  expectOk(
    await t.call({
      method: 'PUT',
      url: cartUrl(cart.id, '/time'),
      payload: { mode: 'asap' },
      headers: who.headers,
    }),
  )
  if (options.isCurbside) {
    expectOk(
      await t.call({
        method: 'PUT',
        url: cartUrl(cart.id, '/handoff'),
        payload: { handoffMode: 'curbside' },
        headers: who.headers,
      }),
    )
  }
  const extra = { manualfire: true, ...(options.isCurbside ? { car: CURBSIDE_CAR } : {}) }
  const orderId = await submitWaiting(t, who, submitBody(cart.id, await cardToken(t), extra))
  await drain(t)
  return orderId
}

describe('firing an order ahead (ADR 066)', () => {
  it('keeps it scheduled until wanted time minus make time, then fires it to received once', async () => {
    const orderId = await placeOrder(t, member, { isFired: false })
    const scheduled = await row(orderId)
    expect(scheduled?.status).toBe('scheduled')
    // The order's own make time from its lines (ADR 065), written at submission.
    const { rows } = await t.db.$client.query('select make_seconds from orders where id = $1', [orderId])
    expect(rows[0].make_seconds).toBeGreaterThan(0)
    expect(scheduled?.fire_at?.getTime()).toBe(
      (scheduled?.ready_at.getTime() ?? 0) - rows[0].make_seconds * 1000,
    )
    expect((await getOrder(t, member, orderId)).status).toBe('scheduled')
    // Its job ran early (a drain skips the start time): the fire time has not come, nothing changes.
    await drain(t)
    expect((await row(orderId))?.status).toBe('scheduled')
    await fireNow(t, orderId)
    expect(await row(orderId)).toMatchObject({ status: 'received', fire_at: null })
    // A repeated run fires nothing more.
    const { fireDueOrder } = await import('../src/modules/orders/index.ts')
    expect(await fireDueOrder(t.db, orderId)).toBe(false)
  })

  it('lets staff start a scheduled order early on the board', async () => {
    const orderId = await placeOrder(t, member, { isFired: false })
    expectOk(await moveAsStaff(t, staff, orderId, 'in_progress'))
    expect((await row(orderId))?.status).toBe('in_progress')
  })
})

describe('manual fire (spec time mode manualfire, ADR 066)', () => {
  it('refuses manual fire for an order ahead', async () => {
    const { cart } = await readyCart(t, member)
    const response = await t.call({
      method: 'POST',
      url: '/api/submit-background',
      payload: submitBody(cart.id, await cardToken(t), { manualfire: true }),
      headers: member.headers,
    })
    expectError(response, 422, 'CHECKOUT_INVALID')
  })

  it('holds the order until its member taps Start my order; once only, theirs only', async () => {
    const orderId = await heldOrder(member)
    expect(await row(orderId)).toMatchObject({ status: 'held', manual_fire: true })
    expect((await row(orderId))?.fire_at).toBeInstanceOf(Date)
    expectError(await post(orderId, 'start', null), 401, 'SIGN_IN_REQUIRED')
    expectError(await post(orderId, 'start', other), 404, 'ORDER_NOT_FOUND')
    expect(expectOk(await post(orderId, 'start')).status).toBe('received')
    expectError(await post(orderId, 'start'), 409, 'CONFLICT')
    expect(await row(orderId)).toMatchObject({ status: 'received', fire_at: null })
  })

  it("fires a held curbside order when its guest says 'I'm here'", async () => {
    const orderId = await heldOrder(member, { isCurbside: true })
    expect((await row(orderId))?.status).toBe('held')
    expect(expectOk(await post(orderId, 'arrival')).status).toBe('received')
  })

  it('fires a held order nobody started at its fire time (closing minus make time)', async () => {
    const orderId = await heldOrder(member)
    await fireNow(t, orderId)
    expect((await row(orderId))?.status).toBe('received')
  })
})

describe('POST /api/v1/orders/{orderId}/cancel: before the kitchen starts', () => {
  const refunds = async (orderId: string) =>
    (
      await t.db.$client.query(
        `select g.outcome from payment_charges c join test_gateway_charges g on g.reference = c.reference
          where c.order_id = $1`,
        [orderId],
      )
    ).rows

  it('cancels a scheduled order and refunds its card once through the payment adapter', async () => {
    const orderId = await placeOrder(t, member, { isFired: false })
    expectError(await post(orderId, 'cancel', null), 401, 'SIGN_IN_REQUIRED')
    expectError(await post(orderId, 'cancel', other), 404, 'ORDER_NOT_FOUND')
    const cancelled = expectOk(await post(orderId, 'cancel'))
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'guest',
      refund: { state: 'pending' },
    })
    await drain(t)
    expect(await refunds(orderId)).toEqual([{ outcome: 'refunded' }])
    // The order's page and the member's history show the refund once the gateway gave it back.
    const total = cancelled.totals.total
    expect((await getOrder(t, member, orderId)).refund).toEqual({ amount: total, state: 'refunded' })
    const history = expectOk(
      await t.call({ method: 'GET', url: `${API}/members/orders`, headers: member.headers }),
    )
    const listed = history.orders.find((order: { id: string }) => order.id === orderId)
    expect(listed.refund).toEqual({ amount: total, state: 'refunded' })
    expectError(await post(orderId, 'cancel'), 409, 'CONFLICT')
    await drain(t)
    expect(await refunds(orderId)).toEqual([{ outcome: 'refunded' }])
    const bookings = await t.db.$client.query(
      'select 1 from slot_bookings where cart_id = (select cart_id from orders where id = $1)',
      [orderId],
    )
    expect(bookings.rows).toEqual([])
  })

  it('cancels a held order', async () => {
    const orderId = await heldOrder(member)
    expect(expectOk(await post(orderId, 'cancel')).status).toBe('cancelled')
  })

  it('refuses once the kitchen has it, naming the store phone', async () => {
    const orderId = await placeOrder(t, member)
    const response = await post(orderId, 'cancel')
    expectError(response, 409, 'CONFLICT')
    expect(response.json.message).toBe(
      `The kitchen has your order and starts it soon. To change or cancel it, call the store at ${store.phone}.`,
    )
    expect((await row(orderId))?.status).toBe('received')
  })
})

describe('the board: coming up (next hour)', () => {
  const board = async () =>
    expectOk(
      await t.call({ method: 'GET', url: `${API}/staff/stores/${store.id}/board`, headers: staff.headers }),
    ).tickets as { id: string; status: string; fire_at: string | null }[]

  it('lists held orders and scheduled ones firing within the hour, with their fire time', async () => {
    const later = await placeOrder(t, member, { isFired: false })
    const soon = await placeOrder(t, member, { isFired: false })
    await t.db.$client.query(`update orders set fire_at = now() + interval '30 minutes' where id = $1`, [
      soon,
    ])
    const held = await heldOrder(member)
    const tickets = await board()
    expect(tickets.find((ticket) => ticket.id === later)).toBeUndefined()
    expect(tickets.find((ticket) => ticket.id === soon)).toMatchObject({ status: 'scheduled' })
    expect(tickets.find((ticket) => ticket.id === soon)?.fire_at).toEqual(expect.any(String))
    expect(tickets.find((ticket) => ticket.id === held)).toMatchObject({ status: 'held' })
  })
})

describe('PUT /api/v1/orders/{orderId}/time: change the time before the kitchen starts', () => {
  const change = (orderId: string, wanted: unknown, who: TMember | null = member) =>
    t.call({
      method: 'PUT',
      url: `${API}/orders/${orderId}/time`,
      payload: { wanted },
      headers: who?.headers ?? {},
    })
  /** 'YYYYMMDD HH:mm' fifteen minutes later (the slot after a day's first one). */
  const nextSlot = (wanted: string) => {
    const minutes = Number(wanted.slice(9, 11)) * 60 + Number(wanted.slice(12, 14)) + 15
    return `${wanted.slice(0, 9)}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
  }

  it('moves a scheduled order to another slot: its booking, ready and fire times follow', async () => {
    const orderId = await placeOrder(t, member, { isFired: false })
    const before = expectOk(
      await t.call({ method: 'GET', url: `${API}/orders/${orderId}`, headers: member.headers }),
    )
    const wanted = nextSlot(before.ready)
    expectError(await change(orderId, wanted, null), 401, 'SIGN_IN_REQUIRED')
    expectError(await change(orderId, wanted, other), 404, 'ORDER_NOT_FOUND')
    const moved = expectOk(await change(orderId, wanted))
    expect(moved).toMatchObject({ ready: wanted, status: 'scheduled', asap: false })
    const after = await row(orderId)
    // The order's own make time from its lines (ADR 065), written at submission.
    const { rows } = await t.db.$client.query('select make_seconds from orders where id = $1', [orderId])
    expect(rows[0].make_seconds).toBeGreaterThan(0)
    expect(after?.fire_at?.getTime()).toBe((after?.ready_at.getTime() ?? 0) - rows[0].make_seconds * 1000)
    const booking = await t.db.$client.query(
      'select slot_at from slot_bookings where cart_id = (select cart_id from orders where id = $1)',
      [orderId],
    )
    expect(booking.rows.map((found) => found.slot_at.getTime())).toEqual([after?.ready_at.getTime()])
  })

  it('refuses a time checkout would refuse (422), a malformed one (400), and an order the kitchen has (409)', async () => {
    const orderId = await placeOrder(t, member, { isFired: false })
    expectError(await change(orderId, '20200101 12:00'), 422, 'ORDER_TIME_INVALID')
    expectError(await change(orderId, 'tomorrow'), 400, 'VALIDATION_FAILED')
    expect((await row(orderId))?.status).toBe('scheduled')
    const fired = await placeOrder(t, member)
    const before = await getOrder(t, member, fired)
    const refused = await change(fired, nextSlot(before.ready))
    expectError(refused, 409, 'CONFLICT')
    expect(refused.json.message).toMatch(/call the store at/)
  })
})
