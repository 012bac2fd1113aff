import { ZStoreScheduleSchema } from '@deli/contracts'
import { DEFAULT_MAKE_TIMES, localDay, slotInstant, toWantedTime } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { API, addSimple, cartUrl, expectCreated, getCart, type TAny } from './cart-helpers.ts'
import { expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import {
  cardToken,
  drain,
  getOrder,
  orderStore,
  putStoreAtMidDay,
  readyCart,
  scheduleOn,
  sellableProductId,
  signInMember,
  submit,
  submitBody,
  submitWaiting,
  type TMember,
} from './order-helpers.ts'
import { moveAsStaff, signInStaff, type TStaffSession } from './staff-helpers.ts'

/**
 * Kitchen pacing (ADR 065) on real PostgreSQL: a store's kitchen stations as its manager sets them,
 * ASAP quotes from the kitchen's live work (a second basket at a busy store is quoted later; the
 * board finishing the first moves it earlier again), an order ready at its quote, and slots full by
 * the work planned in them (a big order fills more than a small one).
 */

const CHAIN_STATIONS = 3
let t: TTestApp
const store = orderStore()
let manager: TStaffSession
let first: TMember
let second: TMember
let timezone: string
const week = (open: string, close: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close }))
const setStations = (kitchen_stations: unknown) =>
  t.call({
    method: 'PUT',
    url: `${API}/staff/stores/${store.id}/stations`,
    payload: { kitchen_stations },
    headers: manager.headers,
  })

beforeAll(async () => {
  t = await build({ KITCHEN_STATIONS: String(CHAIN_STATIONS), SLOT_CAPACITY: '50' })
  // At its mid-day: an ASAP quote and the kitchen plan's two hours fall inside its day.
  timezone = await putStoreAtMidDay(t, store.id)
  manager = await signInStaff(t, 'manager', [store.id])
  first = await signInMember(t)
  second = await signInMember(t)
  // Open all day, whatever the store's own hours: ASAP needs the store open now.
  const url = `${API}/staff/stores/${store.id}/hours/pickup`
  expectOk(
    await t.call({
      method: 'PUT',
      url,
      payload: { periods: week('00:00', '00:00') },
      headers: manager.headers,
    }),
  )
})

/** A member's new ASAP basket at the store with `quantity` of one sandwich. */
async function asapBasket(member: TMember, quantity = 1): Promise<string> {
  const created = expectCreated(
    await t.call({
      method: 'POST',
      url: `${API}/carts`,
      payload: { menu_id: store.menu_id },
      headers: member.headers,
    }),
  )
  await addSimple(t, member, created.id, sellableProductId(store.menu_id), quantity)
  return created.id
}
const quoteOf = async (member: TMember, cartId: string): Promise<string> => {
  const { time } = await getCart(t, member, cartId)
  expect(time.mode).toBe('asap')
  expect(time.asapAvailable).toBe(true)
  return time.earliest
}
const board = async () =>
  expectOk(
    await t.call({ method: 'GET', url: `${API}/staff/stores/${store.id}/board`, headers: manager.headers }),
  )
const minutesBetween = (from: string, to: string) =>
  ((slotInstant(to, timezone)?.getTime() ?? 0) - (slotInstant(from, timezone)?.getTime() ?? 0)) / 60_000

describe("a store's kitchen stations (managers, ADR 065)", () => {
  it("answers the chain's stations until the manager sets the store's own, and back with null", async () => {
    const before = ZStoreScheduleSchema.parse(expectOk(await setStations(null)))
    expect(before).toMatchObject({ kitchen_stations: CHAIN_STATIONS, uses_chain_stations: true })
    const own = ZStoreScheduleSchema.parse(expectOk(await setStations(2)))
    expect(own).toMatchObject({ kitchen_stations: 2, uses_chain_stations: false, chain_kitchen_stations: 3 })
    const { rows } = await t.db.$client.query(
      `select action, detail from staff_actions where staff_id = $1 and action = 'store.stations' order by created_at`,
      [manager.id],
    )
    expect(rows.map((row) => row.detail)).toEqual([{ stations: null }, { stations: 2 }])
  })

  it('refuses stations out of range or not a whole number with one sentence', async () => {
    for (const wrong of [0, 1_001, 2.5, 'two']) {
      const refused = await setStations(wrong)
      expectValidationError(refused, 'kitchen_stations')
      expect(refused.json.errors.kitchen_stations).toBe('Choose between 1 and 1,000 kitchen stations.')
    }
  })
})

describe('ASAP quotes under load', () => {
  it('a second basket at a busy store is quoted later; finishing the first on the board moves it earlier', async () => {
    expectOk(await setStations(1))
    const firstCart = await asapBasket(first)
    const secondCart = await asapBasket(second)
    const idleQuote = await quoteOf(second, secondCart)
    // An idle kitchen: a sandwich's make time from now (rounded up to the minute).
    const now = toWantedTime(new Date(), timezone)
    const sandwich = DEFAULT_MAKE_TIMES.mealtime.makeSeconds / 60
    expect(minutesBetween(now, idleQuote)).toBeGreaterThanOrEqual(sandwich)
    expect(minutesBetween(now, idleQuote)).toBeLessThanOrEqual(sandwich + 1)

    const firstQuote = await quoteOf(first, firstCart)
    const orderId = await submitWaiting(t, first, submitBody(firstCart, null))
    await drain(t)
    const order = await getOrder(t, first, orderId)
    expect(order.status).toBe('received')
    // The confirmation's ready time is the quote the guest saw (a minute later only if the clock
    // turned a minute between the two reads).
    expect([0, 1]).toContain(minutesBetween(firstQuote, order.ready))
    const { rows } = await t.db.$client.query('select make_seconds from orders where id = $1', [orderId])
    expect(rows[0]?.make_seconds).toBe(DEFAULT_MAKE_TIMES.mealtime.makeSeconds)

    // The board says what the kitchen has on; one station, the first order on it: the second waits for it.
    const sandwichSeconds = DEFAULT_MAKE_TIMES.mealtime.makeSeconds
    expect((await board()).kitchen).toEqual({
      stations: 1,
      work_seconds: sandwichSeconds,
      wait_seconds: sandwichSeconds,
    })
    const busyQuote = await quoteOf(second, secondCart)
    expect(minutesBetween(idleQuote, busyQuote)).toBeGreaterThanOrEqual(sandwich)

    expectOk(await moveAsStaff(t, manager, orderId, 'in_progress'))
    // In progress is still the kitchen's work.
    expect(minutesBetween(idleQuote, await quoteOf(second, secondCart))).toBeGreaterThanOrEqual(sandwich)
    expectOk(await moveAsStaff(t, manager, orderId, 'ready'))
    expect((await board()).kitchen).toEqual({ stations: 1, work_seconds: 0, wait_seconds: 0 })
    const freedQuote = await quoteOf(second, secondCart)
    expect(freedQuote < busyQuote).toBe(true)
    expect(minutesBetween(idleQuote, freedQuote)).toBeLessThanOrEqual(1)
  })

  it('more stations take the same load without a wait, and a bigger basket is quoted later', async () => {
    expectOk(await setStations(1))
    const busyCart = await asapBasket(first)
    expectOk(await submit(t, first, submitBody(busyCart, null)))
    await drain(t)
    const cartId = await asapBasket(second)
    const oneStation = await quoteOf(second, cartId)
    expectOk(await setStations(4))
    const fourStations = await quoteOf(second, cartId)
    expect(fourStations < oneStation).toBe(true)
    await addSimple(t, second, cartId, sellableProductId(store.menu_id), 9)
    expect((await quoteOf(second, cartId)) > fourStations).toBe(true)
  })
})

describe('order-ahead slots full by planned work', () => {
  const timesOn = async (member: TMember, cartId: string, day: string): Promise<string[]> =>
    expectOk(
      await t.call({ method: 'GET', url: cartUrl(cartId, `/times?day=${day}`), headers: member.headers }),
    ).times

  // A basket ordered at the first slot two days out: beyond the kitchen's plan of the next two hours
  // (ADR 065, second amendment), which decides tomorrow's first slots when the store's evening is
  // late, so the slots here are full by their work counts whatever the hour the test runs at.
  const readyAhead = async (member: TMember, quantity: number) => {
    const { cart } = await readyCart(t, member, { menuId: store.menu_id, quantity })
    const today = localDay(new Date(), cart.time.timezone)
    const [, dayAfterTomorrow] = (cart.time.days as string[]).filter((day) => day > today)
    if (!dayAfterTomorrow) throw new Error('the store takes no orders two days out')
    const slot = await scheduleOn(t, member, cart.id, dayAfterTomorrow)
    return { cart: await getCart(t, member, cart.id), slot }
  }

  it('a big order fills more of a slot than a small one, with the same sentence for a full slot', async () => {
    expectOk(await setStations(1))
    // A small order (one sandwich, 3 of the slot's 15 station-minutes): a second small one still fits.
    const small = await readyAhead(first, 1)
    expectOk(await submit(t, first, submitBody(small.cart.id, await cardToken(t))))
    const next: { cart: TAny; slot: string } = await readyAhead(second, 1)
    const day = small.slot.slice(0, 8)
    expect(next.slot).toBe(small.slot)
    expect(await timesOn(second, next.cart.id, day)).toContain(small.slot)
    // A big order (fourteen: 3 + 13 × 0.75 minutes) in a slot of its own leaves no room for one more.
    const big = await readyCart(t, first, { menuId: store.menu_id, quantity: 14 })
    const bigSlot = (await timesOn(first, big.cart.id, day)).find((slot) => slot > small.slot) ?? ''
    expectOk(
      await t.call({
        method: 'PUT',
        url: cartUrl(big.cart.id, '/time'),
        payload: { mode: 'advance', wanted: bigSlot },
        headers: first.headers,
      }),
    )
    expectOk(await submit(t, first, submitBody(big.cart.id, await cardToken(t))))
    expect(await timesOn(second, next.cart.id, day)).not.toContain(bigSlot)
    const refused = await t.call({
      method: 'PUT',
      url: cartUrl(next.cart.id, '/time'),
      payload: { mode: 'advance', wanted: bigSlot },
      headers: second.headers,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json.message).toBe('That time is no longer available. Please choose another time.')
    // More stations make room for it again.
    expectOk(await setStations(2))
    expect(await timesOn(second, next.cart.id, day)).toContain(bigSlot)
  })
})

describe("the kitchen's work: what is left of orders in progress, and orders ahead due first", () => {
  const clearBoard = () =>
    t.db.$client.query(
      `update orders set status = 'completed' where store_id = $1 and status in ('pending', 'received', 'in_progress', 'ready')`,
      [store.id],
    )

  it('an order in progress counts only its make time left since staff started it', async () => {
    expectOk(await setStations(1))
    await clearBoard()
    const cartId = await asapBasket(first)
    const orderId = await submitWaiting(t, first, submitBody(cartId, await cardToken(t)))
    await drain(t)
    const sandwichSeconds = DEFAULT_MAKE_TIMES.mealtime.makeSeconds
    expect((await board()).kitchen.work_seconds).toBe(sandwichSeconds)
    expectOk(await moveAsStaff(t, manager, orderId, 'in_progress'))
    const { rows } = await t.db.$client.query('select started_at from orders where id = $1', [orderId])
    expect(rows[0]?.started_at).toBeInstanceOf(Date)
    // Started two minutes ago: a minute of a three-minute sandwich is left (a second may tick by).
    await t.db.$client.query(`update orders set started_at = now() - interval '120 seconds' where id = $1`, [
      orderId,
    ])
    const left = (await board()).kitchen
    expect(left.work_seconds).toBeGreaterThanOrEqual(sandwichSeconds - 121)
    expect(left.work_seconds).toBeLessThanOrEqual(sandwichSeconds - 120)
    expect(left.wait_seconds).toBe(left.work_seconds)
    // Past its make time it is the kitchen's still (not ready), but nothing is left to wait for.
    await t.db.$client.query(`update orders set started_at = now() - interval '1 hour' where id = $1`, [
      orderId,
    ])
    expect((await board()).kitchen).toMatchObject({ work_seconds: 0, wait_seconds: 0 })
    await clearBoard()
  })

  it('an order ahead due to start before a station frees is waited for; one due after is not', async () => {
    // Room to place both orders (earlier tests' orders fill one station's slots), then one station.
    expectOk(await setStations(50))
    await clearBoard()
    // The line: one ASAP order of 30 minutes' work (its make time set so).
    const liveCart = await asapBasket(first)
    const liveId = await submitWaiting(t, first, submitBody(liveCart, await cardToken(t)))
    await drain(t)
    await t.db.$client.query('update orders set make_seconds = 1800 where id = $1', [liveId])
    // An order ahead of 5 minutes' make, due to start in 20 minutes: before the station frees at 30.
    const ahead = await readyCart(t, second, { menuId: store.menu_id, quantity: 1 })
    const aheadId = await submitWaiting(t, second, submitBody(ahead.cart.id, await cardToken(t)))
    await drain(t)
    const due = async (minutes: number) =>
      t.db.$client.query(
        `update orders set asap = false, status = 'received', make_seconds = 300,
           ready_at = now() + make_interval(mins => $2) + interval '300 seconds' where id = $1`,
        [aheadId, minutes],
      )
    expectOk(await setStations(1))
    await due(20)
    const waited = (await board()).kitchen
    // 20 minutes in, the order ahead takes the station at 30 and holds it 5 more: about 35 minutes.
    expect(waited.work_seconds).toBe(1800)
    expect(waited.wait_seconds).toBe(2100)
    const cartId = await asapBasket(first)
    const quoted = await quoteOf(first, cartId)
    const now = toWantedTime(new Date(), timezone)
    expect(minutesBetween(now, quoted)).toBeGreaterThanOrEqual(
      35 + DEFAULT_MAKE_TIMES.mealtime.makeSeconds / 60,
    )
    // Due in 40 minutes: after the station frees, so the new order goes first.
    await due(40)
    expect((await board()).kitchen.wait_seconds).toBe(1800)
    await clearBoard()
  })
})

describe("order-ahead slots need room in the kitchen's plan (ADR 065, second amendment of 2026-11-27)", () => {
  const timesOn = async (member: TMember, cartId: string, day: string): Promise<string[]> =>
    expectOk(
      await t.call({ method: 'GET', url: cartUrl(cartId, `/times?day=${day}`), headers: member.headers }),
    ).times
  const instantOf = (slot: string) => slotInstant(slot, timezone)?.getTime() ?? 0
  /** Today's offered slots (the store's mid-day, open all day: the next two hours are all today's). */
  const offered = (member: TMember, cartId: string) =>
    timesOn(member, cartId, toWantedTime(new Date(), timezone).slice(0, 8))

  it('a slot the kitchen cannot make by, or only by making a promised order late, is full', async () => {
    expectOk(await setStations(50))
    await t.db.$client.query(
      `update orders set status = 'completed' where store_id = $1 and status in ('pending', 'received', 'in_progress', 'ready', 'scheduled')`,
      [store.id],
    )
    // An order ahead 15–55 minutes on, while the kitchen is idle: offered.
    const ahead = await readyCart(t, second, { menuId: store.menu_id, quantity: 1 })
    const soon = (await offered(second, ahead.cart.id)).filter(
      (slot) => instantOf(slot) < Date.now() + 55 * 60_000,
    )
    expect(soon.length).toBeGreaterThan(0)
    // One station, and an ASAP order of an hour on it (received, not started).
    const liveCart = await asapBasket(first)
    const liveId = await submitWaiting(t, first, submitBody(liveCart, await cardToken(t)))
    await drain(t)
    await t.db.$client.query(
      `update orders set make_seconds = 3600, ready_at = now() + interval '1 hour' where id = $1`,
      [liveId],
    )
    expectOk(await setStations(1))
    const busy = await offered(second, ahead.cart.id)
    for (const slot of soon) expect(busy).not.toContain(slot)
    const [slot] = soon
    const refused = await t.call({
      method: 'PUT',
      url: cartUrl(ahead.cart.id, '/time'),
      payload: { mode: 'advance', wanted: slot },
      headers: second.headers,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json.message).toBe('That time is no longer available. Please choose another time.')
    // Past the hour the station is free again: a slot 70 minutes on or later is offered.
    expect(busy.some((later) => instantOf(later) >= Date.now() + 70 * 60_000)).toBe(true)
    // The live order done, the slot is offered again.
    await t.db.$client.query(`update orders set status = 'completed' where id = $1`, [liveId])
    expect(await offered(second, ahead.cart.id)).toContain(slot)
  })
})
