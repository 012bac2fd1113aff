import { shiftDay, storeToday } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { FOLD_BASKETS_JOB } from '../src/modules/housekeeping/housekeeping-jobs.ts'
import { foldBaskets, rebuildReports } from '../src/modules/reports/index.ts'
import { API, cartUrl } from './cart-helpers.ts'
import { expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import {
  cardToken,
  DECLINE_CARD,
  drain,
  orderStore,
  placeOrder,
  readyCart,
  signInMember,
  submitBody,
  submitWaiting,
  type TMember,
} from './order-helpers.ts'
import { signInStaff, type TStaffSession } from './staff-helpers.ts'

/**
 * The baskets rollup (ADR 064's baskets amendment): the guests report's basket figures are the same
 * before and after final days are folded into `report_baskets_daily` — days on both sides of the
 * marker, a store in another zone, a basket still open, a basket held by its payment and then
 * abandoned at checkout after a declined card; folding again changes nothing, a day not final is not
 * folded, and the rebuild writes back exactly what the fold wrote.
 */
let t: TTestApp
let member: TMember
let admin: TStaffSession
const home = orderStore()
let away: { id: number; menuId: number }
let today: string
let from: string
let sessionId: string
let declined: { cartId: string; day: string }

const RESET = 120
const LATER = () => new Date(Date.now() + 3 * 86_400_000)

async function rows(query: string, values: unknown[] = []) {
  return (await t.db.$client.query(query, values)).rows
}

/** A basket at `menuId` opened at `at`, with a line and an order of `orderStatus` when given. */
async function basket(
  menuId: number,
  at: string,
  status: string,
  options: { line?: boolean; orderStatus?: string } = {},
) {
  const [cart] = await rows(
    `insert into carts (session_id, menu_id, base_channel, channel, handoff, status, reset_at, created_at)
     values ($1, $2, 'mealtime', 'mealtime', 'pickup', $3, $4::timestamptz + interval '2 hours', $4) returning id`,
    [sessionId, menuId, status, at],
  )
  if (options.line)
    await rows(
      `insert into cart_lines (cart_id, product_id, name, quantity, unit_cost, choices)
       values ($1, 1, 'Club', 1, 900, '[]')`,
      [cart.id],
    )
  if (options.orderStatus)
    await rows(
      `insert into orders (cart_id, user_id, store_id, menu_id, status, handoff, asap, ready_at, timezone, lines,
         totals, payment_type, payment_label, contact, client, created_at)
       select $1, user_id, s.id, s.menu_id, $2, handoff, asap, ready_at, s.timezone, lines, totals,
         payment_type, payment_label, contact, client, $4
       from orders, stores s where s.menu_id = $3 order by orders.created_at limit 1`,
      [cart.id, options.orderStatus, menuId, at],
    )
}

/** The guests report's basket figures per day, for the chain (null) or a store. */
async function reported(storeId: number | null) {
  const scope = storeId === null ? '' : `&store_id=${storeId}`
  const response = await t.call({
    method: 'GET',
    url: `${API}/staff/reports/guests?from=${from}&to=${today}${scope}`,
    headers: admin.headers,
  })
  return expectOk(response).days.map((day: Record<string, unknown>) => ({
    day: day.day,
    baskets: day.baskets,
    basketsOrdered: day.basketsOrdered,
    basketsOpen: day.basketsOpen,
    abandonedEmpty: day.abandonedEmpty,
    abandonedWithLines: day.abandonedWithLines,
    abandonedAtCheckout: day.abandonedAtCheckout,
  }))
}

/** The same figures counted directly from the baskets, in each store's zone. */
async function direct(storeId: number | null) {
  const counted = await rows(
    `with b as (
       select (c.created_at at time zone s.timezone)::date as day, c.status,
         exists (select 1 from cart_lines l where l.cart_id = c.id) as lined,
         exists (select 1 from orders o where o.cart_id = c.id) as tried
       from carts c join stores s on s.menu_id = c.menu_id where $1::int is null or s.id = $1)
     select day::text as day, count(*)::int as baskets,
       count(*) filter (where status = 'submitted')::int as "basketsOrdered",
       count(*) filter (where status = 'active')::int as "basketsOpen",
       count(*) filter (where status = 'abandoned' and not lined and not tried)::int as "abandonedEmpty",
       count(*) filter (where status = 'abandoned' and lined and not tried)::int as "abandonedWithLines",
       count(*) filter (where status = 'abandoned' and tried)::int as "abandonedAtCheckout"
     from b where day between $2::date and $3::date group by day`,
    [storeId, from, today],
  )
  const none = { baskets: 0, basketsOrdered: 0, basketsOpen: 0, abandonedEmpty: 0 }
  return (await reported(storeId)).map(({ day }: { day: string }) => ({
    day,
    ...none,
    abandonedWithLines: 0,
    abandonedAtCheckout: 0,
    ...counted.find((row) => row.day === day),
  }))
}

const scopes = () => [null, home.id, away.id]
const rollup = () =>
  rows(`select store_id, local_date::text as local_date, created, ordered, empty, with_lines, at_checkout
    from report_baskets_daily order by store_id, local_date`)
const marker = async () =>
  (await rows('select through::text as through from report_baskets_folded'))[0]?.through

beforeAll(async () => {
  t = await build()
  member = await signInMember(t)
  admin = await signInStaff(t, 'admin')
  await placeOrder(t, member)
  await placeOrder(t, member, { isPaid: false })
  const [other] = await rows(
    'select id, menu_id as "menuId" from stores where id <> $1 order by id limit 1',
    [home.id],
  )
  away = other
  // The other store is in Tokyo: its baskets near UTC midnight fall on other local days than home's.
  await rows(`update stores set timezone = 'Asia/Tokyo' where id = $1`, [away.id])
  ;[{ session_id: sessionId }] = await rows(
    'select c.session_id from carts c join orders o on o.cart_id = c.id limit 1',
  )
  today = storeToday(new Date(), home.timezone)
  from = shiftDay(today, -8)
  const utcDay = new Date().toISOString().slice(0, 10)
  for (const menuId of [home.menu_id, away.menuId]) {
    for (const [days, time] of [
      [-6, '02:00'],
      [-5, '12:00'],
      [-5, '23:30'],
    ] as const) {
      const at = `${shiftDay(utcDay, days)}T${time}:00Z`
      await basket(menuId, at, 'abandoned')
      await basket(menuId, at, 'abandoned', { line: true })
      await basket(menuId, at, 'abandoned', { line: true, orderStatus: 'failed' })
      await basket(menuId, at, 'submitted', { line: true, orderStatus: 'received' })
    }
  }
  // Still open today.
  await basket(home.menu_id, new Date().toISOString(), 'active')
  // Submitted with a declined card, its payment not yet settled, opened 26 hours ago (a day not final).
  const { cart } = await readyCart(t, member)
  await submitWaiting(t, member, submitBody(cart.id, await cardToken(t, DECLINE_CARD)))
  const [moved] = await rows(
    `update carts set created_at = now() - interval '26 hours' where id = $1
     returning (created_at at time zone $2)::date::text as day`,
    [cart.id, home.timezone],
  )
  declined = { cartId: cart.id, day: moved.day }
})

describe('folding the baskets into report_baskets_daily', () => {
  it('keeps the guests report’s basket figures, folding the days that have ended everywhere', async () => {
    const before = await Promise.all(scopes().map(reported))
    for (const [index, scope] of scopes().entries()) expect(before[index]).toEqual(await direct(scope))
    const fold = await foldBaskets(t.db, { resetMinutes: RESET })
    // The days ended in every zone a reset time ago, up to the day of the basket being paid for.
    const held = shiftDay(declined.day, -1)
    expect(fold.through).toBe([fold.lastEnded, held].sort()[0])
    expect(fold.through < today).toBe(true)
    expect(fold.storeDays).toBeGreaterThanOrEqual(4)
    const folded = await rollup()
    expect(folded.map((row) => row.store_id)).toEqual(expect.arrayContaining([home.id, away.id]))
    expect(folded.every((row) => row.local_date <= fold.through)).toBe(true)
    expect(await Promise.all(scopes().map(reported))).toEqual(before)
  })

  it('changes nothing when folded again', async () => {
    const folded = await rollup()
    const through = await marker()
    const again = await foldBaskets(t.db, { resetMinutes: RESET })
    expect(again).toMatchObject({ from: null, to: null, storeDays: 0, through })
    expect(await rollup()).toEqual(folded)
  })

  it('holds back a day with a basket being paid for, then one still open', async () => {
    // Days later, the declined basket's payment is still unsettled: its day and the days after wait.
    const held = await foldBaskets(t.db, { resetMinutes: RESET, now: LATER(), maxDays: 30 })
    expect(held.through).toBe(shiftDay(declined.day, -1))
    expect((await rollup()).every((row) => row.local_date < declined.day)).toBe(true)
    // The card is declined (the basket is active again) and the guest walks away from it.
    await drain(t)
    const [{ status }] = await rows('select status from carts where id = $1', [declined.cartId])
    expect(status).toBe('active')
    expect((await foldBaskets(t.db, { resetMinutes: RESET, now: LATER() })).to).toBeNull()
    expectOk(await t.call({ method: 'DELETE', url: cartUrl(declined.cartId), headers: member.headers }))
    const before = await Promise.all(scopes().map(reported))
    const fold = await foldBaskets(t.db, { resetMinutes: RESET, now: LATER(), maxDays: 30 })
    // Today's open basket holds today back; the declined basket's day is folded, abandoned at checkout.
    expect(fold.through).toBe(shiftDay(today, -1))
    const [row] = await rows('select * from report_baskets_daily where store_id = $1 and local_date = $2', [
      home.id,
      declined.day,
    ])
    expect(row).toMatchObject({ created: 1, at_checkout: 1 })
    const after = await Promise.all(scopes().map(reported))
    expect(after).toEqual(before)
    for (const [index, scope] of scopes().entries()) expect(after[index]).toEqual(await direct(scope))
    expect(after[1]?.at(-1)?.day).toBe(today)
    expect(after[1]?.at(-1)?.basketsOpen).toBeGreaterThan(0)
  })

  it('is reproduced by the reports’ rebuild, for the folded days only', async () => {
    const folded = await rollup()
    await rows('update report_baskets_daily set created = created + 7')
    await rows('delete from report_baskets_daily where store_id = $1', [away.id])
    await rebuildReports(t.db, { from: shiftDay(today, -10), to: today })
    expect(await rollup()).toEqual(folded)
    // One store's rebuild leaves the others alone.
    await rows('update report_baskets_daily set created = created + 7')
    await rebuildReports(t.db, { from: shiftDay(today, -10), to: today, storeId: home.id })
    const others = folded
      .filter((row) => row.store_id !== home.id)
      .map((row) => ({ ...row, created: row.created + 7 }))
    const after = await rollup()
    expect(after.filter((row) => row.store_id !== home.id)).toEqual(others)
    expect(after.filter((row) => row.store_id === home.id)).toEqual(
      folded.filter((row) => row.store_id === home.id),
    )
    // Days after the marker are left to the fold.
    const through = await marker()
    expect(after.every((row) => row.local_date <= through)).toBe(true)
    await rebuildReports(t.db, { from: shiftDay(today, -10), to: today })
    expect(await rollup()).toEqual(folded)
  })
  it('is folded by the hourly job from the first basket on', async () => {
    const folded = await rollup()
    await rows('delete from report_baskets_daily')
    await rows('delete from report_baskets_folded')
    await t.db.transaction((tx) => t.app.jobs.send(FOLD_BASKETS_JOB, {}, { tx }))
    await drain(t)
    const { through, lastEnded } = await foldBaskets(t.db, { resetMinutes: RESET })
    expect(through).toBe(lastEnded)
    expect(await rollup()).toEqual(folded.filter((row) => row.local_date <= lastEnded))
  })
})
