import { shiftDay, storeToday } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { API, fillSlot } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import {
  cardToken,
  drain,
  fireNow,
  orderStore,
  placeOrder,
  readyCart,
  signInMember,
  submit,
  submitBody,
  submitWaiting,
  type TMember,
} from './order-helpers.ts'
import { moveAsStaff, signInStaff, type TStaffSession } from './staff-helpers.ts'

/**
 * The kitchen and capacity report on real PostgreSQL (ADR 064): orders booked in their promised
 * hour (a cancellation taken back out), a submission refused for a full slot, orders marked ready
 * (one after its promised time), checked against what the test did and, row by row, against a
 * direct query over the orders and the staff's recorded actions.
 */
let t: TTestApp
let member: TMember
let staff: TStaffSession
let manager: TStaffSession
const store = orderStore()
let from: string
let to: string
/** The promised slot of the orders (tomorrow's first), as its store-local day, hour and weekday. */
let slot: { day: string; hour: number; weekday: number }
let lateHour: number
let capacity: number

const kitchen = (who: TStaffSession, query: string) =>
  t.call({ method: 'GET', url: `${API}/staff/reports/kitchen?${query}`, headers: who.headers })

async function one<T>(query: string, values: unknown[] = []): Promise<T> {
  const { rows } = await t.db.$client.query(query, values)
  if (!rows[0]) throw new Error('no row')
  return rows[0] as T
}

/** A member's order whose promised time is set an hour back before it settles: ready late. */
async function placeLateOrder(): Promise<string> {
  const { cart } = await readyCart(t, member)
  const orderId = await submitWaiting(t, member, submitBody(cart.id, await cardToken(t)))
  // Promised an hour back, or two when that hour is the kept order's (so each hour has one order).
  const back = `now() - make_interval(hours => case
    when extract(hour from (now() - interval '1 hour') at time zone timezone) = $2 then 2 else 1 end)`
  await t.db.$client.query(`update orders set ready_at = ${back} where id = $1`, [orderId, slot.hour])
  await drain(t)
  await fireNow(t, orderId)
  return orderId
}

async function markReady(orderId: string) {
  expectOk(await moveAsStaff(t, staff, orderId, 'in_progress'))
  expectOk(await moveAsStaff(t, staff, orderId, 'ready'))
}

beforeAll(async () => {
  // Orders ahead wait as scheduled (ADR 066), so a guest can move one to another time.
  t = await build()
  member = await signInMember(t)
  staff = await signInStaff(t, 'staff', [store.id])
  manager = await signInStaff(t, 'manager', [store.id])
  const kept = await placeOrder(t, member)
  const cancelled = await placeOrder(t, member, { isPaid: false })
  slot = await one(
    `select (ready_at at time zone timezone)::date::text as day, extract(hour from ready_at at time zone timezone)::int as hour,
       extract(isodow from ready_at at time zone timezone)::int as weekday from orders where id = $1`,
    [kept],
  )
  const late = await placeLateOrder()
  // A guest moves a scheduled order an hour later: its booking follows it.
  const moved = await placeOrder(t, member, { isFired: false })
  const { ready } = expectOk(
    await t.call({ method: 'GET', url: `${API}/orders/${moved}`, headers: member.headers }),
  )
  const later = `${ready.slice(0, 9)}${String(Number(ready.slice(9, 11)) + 1).padStart(2, '0')}${ready.slice(11)}`
  const change = { method: 'PUT' as const, url: `${API}/orders/${moved}/time`, headers: member.headers }
  expectOk(await t.call({ ...change, payload: { wanted: later } }))
  expectOk(await moveAsStaff(t, staff, cancelled, 'cancelled'))
  await markReady(kept)
  await markReady(late)
  ;({ hour: lateHour } = await one<{ hour: number }>(
    'select extract(hour from ready_at at time zone timezone)::int as hour from orders where id = $1',
    [late],
  ))
  ;({ capacity } = await one<{ capacity: number }>(
    'select coalesce(slot_capacity, $2)::int as capacity from stores where id = $1',
    [store.id, t.app.config.SLOT_CAPACITY],
  ))
  // A guest turned away: their slot (tomorrow's first) holds its store's count of orders.
  const turnedAway = await signInMember(t)
  const { cart } = await readyCart(t, turnedAway)
  const wanted = await one<{ wanted_at: Date }>('select wanted_at from carts where id = $1', [cart.id])
  await fillSlot(t, store.id, new Date(wanted.wanted_at), capacity)
  expectError(await submit(t, turnedAway, submitBody(cart.id, await cardToken(t))), 409, 'SLOT_FULL')
  const today = storeToday(new Date(), store.timezone)
  from = shiftDay(today, -1)
  to = shiftDay(today, 1)
})

describe('GET staff/reports/kitchen', () => {
  it('answers the orders the test placed: booked, refused, ready and late, by hour and weekday', async () => {
    const report = expectOk(await kitchen(manager, `from=${from}&to=${to}&store_id=${store.id}`))
    const readied = await one<{ seconds: number }>(
      `select sum(floor(extract(epoch from a.created_at - o.created_at)))::int as seconds
       from staff_actions a join orders o on o.id::text = a.subject
       where a.action = 'order.status' and a.detail->>'status' = 'ready'`,
    )
    const hour = String(slot.hour).padStart(2, '0')
    // Booked: the kept order (the cancelled one taken back out) in the slot's hour, the moved one an
    // hour later, the late one in its hour.
    expect(report.byHour[slot.hour]).toMatchObject({
      bucket: hour,
      booked: 1,
      capacity: (60 / 15) * capacity,
      refused: 1,
      fullHours: 1,
      readied: 1,
      late: 0,
    })
    expect(report.byHour[lateHour]).toMatchObject({ readied: 1, late: 1, refused: 0 })
    expect(report.byHour[slot.hour + 1].booked).toBe(lateHour === slot.hour + 1 ? 2 : 1)
    expect(report.byWeekday[slot.weekday - 1]).toMatchObject({ booked: 2, refused: 1, readied: 1 })
    expect(report.total).toMatchObject({
      bucket: 'total',
      booked: 3,
      refused: 1,
      fullHours: 1,
      readied: 2,
      late: 1,
      averageReadySeconds: Math.round(readied.seconds / 2),
    })
    expect(report.total.capacity).toBe((60 / 15) * capacity * 3)
    expect(report.byHour).toHaveLength(24)
    expect(report.byWeekday.map((row: { bucket: string }) => row.bucket)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ])
    expect(report.scope).toEqual({ storeId: store.id, storeName: store.name, region: null, stores: 1 })
  })

  it('keeps every kitchen rollup row equal to a direct query over the orders and staff actions', async () => {
    const local = () =>
      `(o.ready_at at time zone o.timezone)::date as local_date, extract(hour from o.ready_at at time zone o.timezone)::int as local_hour`
    const { rows: booked } = await t.db.$client.query(
      `select o.store_id, ${local()}, count(*)::int as booked from orders o
       where o.status not in ('pending', 'failed', 'cancelled') group by 1, 2, 3 order by 1, 2, 3`,
    )
    const { rows: readied } = await t.db.$client.query(
      `select o.store_id, ${local()}, count(*)::int as readied,
         sum(floor(extract(epoch from a.created_at - o.created_at)))::int as ready_seconds,
         (count(*) filter (where a.created_at > o.ready_at))::int as late
       from staff_actions a join orders o on o.id::text = a.subject
       where a.action = 'order.status' and a.detail->>'status' = 'ready' group by 1, 2, 3 order by 1, 2, 3`,
    )
    const rollup = (columns: string, where: string) =>
      t.db.$client
        .query(
          `select store_id, local_date, local_hour::int, ${columns} from report_kitchen_hourly where ${where} order by 1, 2, 3`,
        )
        .then((result) => result.rows)
    expect(await rollup('booked', 'booked <> 0')).toEqual(booked)
    expect(await rollup('readied, ready_seconds, late', 'readied <> 0')).toEqual(readied)
    expect(await rollup('refused', 'refused <> 0')).toEqual([
      { store_id: store.id, local_date: expect.any(Date), local_hour: slot.hour, refused: 1 },
    ])
  })

  it('answers zeros for a period without orders', async () => {
    const before = `from=${shiftDay(from, -7)}&to=${shiftDay(from, -1)}&store_id=${store.id}`
    const report = expectOk(await kitchen(manager, before))
    expect(report.total).toEqual({
      bucket: 'total',
      booked: 0,
      capacity: 0,
      fillBps: 0,
      refused: 0,
      fullHours: 0,
      readied: 0,
      averageReadySeconds: 0,
      late: 0,
    })
    expect(report.byHour.every((row: { booked: number }) => row.booked === 0)).toBe(true)
  })

  it("lets store staff read today's figures of their store only", async () => {
    const today = storeToday(new Date(), store.timezone)
    expectOk(await kitchen(staff, `from=${today}&to=${today}&store_id=${store.id}`))
    expectError(await kitchen(staff, `from=${from}&to=${to}&store_id=${store.id}`), 403, 'FORBIDDEN')
  })

  it('refuses a period that ends before it starts (400 with a sentence)', async () => {
    expectValidationError(await kitchen(manager, `from=${to}&to=${from}&store_id=${store.id}`), 'to')
  })
})
