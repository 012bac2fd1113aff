import { shiftDay, storeToday } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { findOrder } from '../src/modules/orders/index.ts'
import { rebuildReports, recordOrderSale, recordSlotRefusal } from '../src/modules/reports/index.ts'
import { API } from './cart-helpers.ts'
import { expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { orderStore, placeOrder, signInMember, type TMember } from './order-helpers.ts'
import { moveAsStaff, signInStaff, type TStaffSession } from './staff-helpers.ts'

/**
 * The reports' rebuild (ADR 064, its rebuild amendment): after orders settle through the real paths
 * (a card refund on the board, a guest's cancel, an order marked ready, offers, orders placed around
 * New York's DST changes and in another zone), the rollups are wiped and rebuilt from the orders, and
 * every rollup row equals what the settle path wrote; a second run changes nothing. Orders without
 * kept facts (settled before the rollups) get them as the settle path computes them.
 */
let t: TTestApp
let member: TMember
let staff: TStaffSession
const store = orderStore()
const FROM = '2026-01-01'
let to: string

/** Every table the reports read, its rows in key order (kitchen hours that count nothing left out). */
const TABLES = {
  report_sales_daily: 'store_id, local_date',
  report_sales_hourly: 'store_id, local_date, local_hour, handoff, channel',
  report_items_daily: 'store_id, local_date, product_id',
  report_options_daily: 'store_id, local_date, product_id, option_id',
  report_mix_daily: 'store_id, local_date, dimension, value',
  report_order_mix: 'order_id',
  report_kitchen_hourly: 'store_id, local_date, local_hour',
}
const COUNTS_SOMETHING = 'booked <> 0 or refused <> 0 or readied <> 0 or ready_seconds <> 0 or late <> 0'

async function rows(query: string, values: unknown[] = []) {
  return (await t.db.$client.query(query, values)).rows
}

async function snapshot() {
  const all: Record<string, unknown[]> = {}
  for (const [table, key] of Object.entries(TABLES)) {
    const where = table === 'report_kitchen_hourly' ? `where ${COUNTS_SOMETHING}` : ''
    all[table] = await rows(`select * from ${table} ${where} order by ${key}`)
  }
  return all
}

/** Clones a settled order as if placed at `at` in `timezone` with an offer, and settles it into the rollups. */
async function placedAt(orderId: string, at: string, timezone: string) {
  const [cloned] = await rows(
    `insert into orders (cart_id, user_id, store_id, menu_id, status, handoff, asap, ready_at, timezone, lines,
       totals, discounts, payment_type, payment_label, contact, client, points, created_at, settled_at)
     select gen_random_uuid(), user_id, store_id, menu_id, 'received', handoff, false, $2::timestamptz + interval '1 hour',
       $3, lines, totals, '[{"label": "Welcome offer", "amount": 150}]'::jsonb, payment_type, payment_label,
       contact, '{"client_type": "app"}'::jsonb, points, $2, $2
     from orders where id = $1 returning id`,
    [orderId, at, timezone],
  )
  const order = await findOrder(t.db, String(cloned?.id))
  if (!order) throw new Error('no clone')
  await recordOrderSale(t.db, order)
}

const rebuild = (period: { from?: string; to?: string; storeId?: number } = {}) =>
  rebuildReports(t.db, { from: FROM, to, ...period })

beforeAll(async () => {
  t = await build()
  member = await signInMember(t)
  staff = await signInStaff(t, 'staff', [store.id])
  to = shiftDay(storeToday(new Date(), store.timezone), 30)
  const paid = await placeOrder(t, member)
  await placeOrder(t, member, { isPaid: false })
  const curbside = await placeOrder(t, member, { isCurbside: true })
  const readied = await placeOrder(t, member)
  // A refund: the card-paid order is cancelled on the board.
  expectOk(await moveAsStaff(t, staff, paid, 'cancelled'))
  // An order made and marked ready: the kitchen's readied, seconds and late.
  expectOk(await moveAsStaff(t, staff, readied, 'in_progress'))
  expectOk(await moveAsStaff(t, staff, readied, 'ready'))
  // A guest's own cancel before the kitchen starts (ADR 066).
  const scheduled = await placeOrder(t, member, { isFired: false })
  expectOk(
    await t.call({ method: 'POST', url: `${API}/orders/${scheduled}/cancel`, headers: member.headers }),
  )
  // New York's clocks go back on 2026-11-01 and forward on 2026-03-08; the same instant is another day in LA.
  for (const at of ['2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z', '2026-03-08T07:30:00Z'])
    await placedAt(curbside, at, 'America/New_York')
  await placedAt(curbside, '2026-11-01T06:30:00Z', 'America/Los_Angeles')
})

describe('rebuilding the reports from the orders', () => {
  it('writes every rollup row the settle path wrote, after the rollups are wiped', async () => {
    const settled = await snapshot()
    expect(settled.report_sales_daily?.length).toBeGreaterThanOrEqual(4)
    expect(settled.report_kitchen_hourly).toContainEqual(expect.objectContaining({ readied: 1 }))
    expect(settled.report_mix_daily).toContainEqual(
      expect.objectContaining({ dimension: 'offer', value: 'Welcome offer' }),
    )
    // The rollups go; the orders' kept facts stay (ADR 064: read at acceptance, they may differ
    // now), except those of the first order (a new member's) and the last two (returning), which the
    // rebuild computes again as at acceptance.
    for (const table of Object.keys(TABLES))
      if (table !== 'report_order_mix') await rows(`delete from ${table}`)
    const forgotten = await rows(
      `delete from report_order_mix where order_id in (
         (select id from orders where kiosk_id is null order by created_at desc limit 2)
         union all (select id from orders where kiosk_id is null order by created_at limit 1)
       ) returning guest`,
    )
    expect(forgotten.map((row) => row.guest).sort()).toEqual(['new', 'returning', 'returning'])

    const batches = await rebuild()
    expect(batches.reduce((sum, batch) => sum + batch.salesDays, 0)).toBe(settled.report_sales_daily?.length)
    expect(await snapshot()).toEqual(settled)
  })

  it('changes nothing when run again', async () => {
    const before = await snapshot()
    await rebuild()
    expect(await snapshot()).toEqual(before)
  })

  it("rebuilds only the store's days asked for and keeps the kitchen's refusals", async () => {
    const grossOf = () =>
      rows(
        `select local_date::text as day, gross from report_sales_daily where store_id = $1
         and local_date in ('2026-03-08', '2026-06-01', '2026-11-01') order by 1`,
        [store.id],
      )
    const settled = await grossOf()
    expect(settled.map((row) => row.day)).toEqual(['2026-03-08', '2026-11-01'])
    const refusal = { storeId: store.id, at: new Date('2026-11-01T15:00:00Z'), timezone: 'America/New_York' }
    await recordSlotRefusal(t.db, refusal)
    await rows(
      "update report_sales_daily set gross = gross + 999 where local_date in ('2026-11-01', '2026-03-08')",
    )
    await rows('insert into report_sales_daily (store_id, local_date, orders) values ($1, $2, 5)', [
      store.id,
      '2026-06-01',
    ])

    await rebuildReports(t.db, { from: '2026-11-01', to: '2026-11-01', storeId: store.id })
    // The day asked for is rebuilt; the days outside the period are left as they are.
    expect(await grossOf()).toEqual([
      { day: '2026-03-08', gross: settled[0].gross + 999 },
      { day: '2026-06-01', gross: 0 },
      settled[1],
    ])
    const [kitchen] = await rows(
      `select sum(refused)::int as refused from report_kitchen_hourly where store_id = $1 and local_date = '2026-11-01'`,
      [store.id],
    )
    expect(kitchen?.refused).toBe(1)
  })
})
