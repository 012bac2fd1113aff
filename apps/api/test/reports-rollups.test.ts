import { beforeAll, describe, expect, it } from 'vitest'
import { findOrder } from '../src/modules/orders/index.ts'
import { recordOrderSale } from '../src/modules/reports/index.ts'
import { API } from './cart-helpers.ts'
import { expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { orderStore, placeOrder, signInMember, type TMember } from './order-helpers.ts'
import { moveAsStaff, signInStaff, type TStaffSession } from './staff-helpers.ts'

/**
 * The rollups are exact (ADR 064): after orders settle, are cancelled (refunded) and are placed
 * around a daylight-saving change, every rollup row equals a direct query over the orders.
 */
let t: TTestApp
let member: TMember
let staff: TStaffSession
let admin: TStaffSession
const placed: string[] = []

/** Given back: cancelled, or handed over and refunded by a manager (ADR 072). */
const REFUNDED = `(status = 'cancelled' or refunded_at is not null)`
const SUMS_OF_ORDERS = `count(*)::int as orders,
  count(*) filter (where status = 'cancelled')::int as cancelled,
  sum((totals->>'subtotal')::int)::int as gross,
  sum((totals->>'discount')::int)::int as discount,
  sum((totals->>'tax')::int)::int as tax,
  sum((totals->>'tip')::int)::int as tip,
  coalesce(sum((totals->>'subtotal')::int - (totals->>'discount')::int) filter (where ${REFUNDED}), 0)::int as refund,
  coalesce(sum((totals->>'tax')::int) filter (where ${REFUNDED}), 0)::int as refund_tax,
  coalesce(sum((totals->>'tip')::int) filter (where ${REFUNDED}), 0)::int as refund_tip`
const SUMS_OF_ROLLUP = 'orders, cancelled, gross, discount, tax, tip, refund, refund_tax, refund_tip'
const ACCEPTED = `status not in ('pending', 'failed')`
const LOCAL = '(created_at at time zone timezone)'

async function rows(query: string) {
  return (await t.db.$client.query(query)).rows
}

/** Clones a settled order as if placed at `at` in `timezone`, and settles it into the rollups. */
async function placedAt(orderId: string, at: string, timezone: string) {
  const { rows: cloned } = await t.db.$client.query<{ id: string }>(
    `insert into orders (cart_id, user_id, store_id, menu_id, status, handoff, asap, ready_at, timezone, lines,
       totals, discounts, payment_type, payment_label, contact, client, created_at, settled_at)
     select gen_random_uuid(), user_id, store_id, menu_id, 'received', handoff, asap, ready_at, $3, lines,
       totals, discounts, payment_type, payment_label, contact, client, $2, $2
     from orders where id = $1 returning id`,
    [orderId, at, timezone],
  )
  const order = await findOrder(t.db, String(cloned[0]?.id))
  if (!order) throw new Error('no clone')
  await recordOrderSale(t.db, order)
}

beforeAll(async () => {
  // Orders ahead wait as scheduled (ADR 066), so a guest can cancel one before the kitchen starts.
  t = await build()
  member = await signInMember(t)
  staff = await signInStaff(t, 'staff', [orderStore().id])
  admin = await signInStaff(t, 'admin')
  placed.push(await placeOrder(t, member))
  placed.push(await placeOrder(t, member, { isPaid: false }))
  placed.push(await placeOrder(t, member, { isCurbside: true }))
  // A refund: the card-paid order is cancelled on the board.
  expectOk(await moveAsStaff(t, staff, String(placed[0]), 'cancelled'))
  // A handed-over order a manager refunds (ADR 072): money back, the order and its items kept.
  const handedOver = await placeOrder(t, member)
  placed.push(handedOver)
  for (const status of ['in_progress', 'ready', 'completed'])
    expectOk(await moveAsStaff(t, staff, handedOver, status))
  const manager = await signInStaff(t, 'manager', [orderStore().id])
  expectOk(
    await t.call({
      method: 'POST',
      url: `${API}/staff/orders/${handedOver}/refund`,
      payload: { reason: 'quality' },
      headers: manager.headers,
    }),
  )
  // And a guest's own cancel before the kitchen starts (ADR 066) leaves the rollups the same way.
  const scheduled = await placeOrder(t, member, { isFired: false })
  placed.push(scheduled)
  expectOk(
    await t.call({ method: 'POST', url: `${API}/orders/${scheduled}/cancel`, headers: member.headers }),
  )
  // New York's clocks go back on 2026-11-01 (01:30 happens twice) and forward on 2026-03-08 (no 02:00).
  const source = String(placed[2])
  for (const at of [
    '2026-11-01T04:30:00Z',
    '2026-11-01T05:30:00Z',
    '2026-11-01T06:30:00Z',
    '2026-03-08T07:30:00Z',
  ]) {
    await placedAt(source, at, 'America/New_York')
  }
  // The same instant is another day in Los Angeles.
  await placedAt(source, '2026-11-01T06:30:00Z', 'America/Los_Angeles')
})

describe('the rollups equal a direct query over the orders', () => {
  it('per store and local day', async () => {
    const direct = await rows(`select store_id, ${LOCAL}::date::text as day, ${SUMS_OF_ORDERS}
      from orders where ${ACCEPTED} group by 1, 2 order by 1, 2`)
    const rollup = await rows(`select store_id, local_date::text as day, ${SUMS_OF_ROLLUP}
      from report_sales_daily order by 1, 2`)
    expect(direct.length).toBeGreaterThanOrEqual(4)
    expect(rollup).toEqual(direct)
  })

  it('per store, local hour, handoff and channel', async () => {
    const direct =
      await rows(`select store_id, ${LOCAL}::date::text as day, extract(hour from ${LOCAL})::int as hour,
        handoff, case when kiosk_id is not null then 'kiosk' when client->>'client_type' = 'app' then 'app' else 'web' end as channel,
        ${SUMS_OF_ORDERS}
      from orders where ${ACCEPTED} group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`)
    const rollup =
      await rows(`select store_id, local_date::text as day, local_hour::int as hour, handoff, channel,
        ${SUMS_OF_ROLLUP}
      from report_sales_hourly order by 1, 2, 3, 4, 5`)
    expect(rollup).toEqual(direct)
  })

  it('per store, local day and product (kept units: a cancellation takes its items back)', async () => {
    const direct =
      await rows(`select store_id, ${LOCAL}::date::text as day, (line->>'product_id')::int as product_id,
        sum((line->>'quantity')::int * case when status = 'cancelled' then 0 else 1 end)::int as quantity,
        sum(((line->'cost'->>'total')::int) * case when status = 'cancelled' then 0 else 1 end)::int as revenue
      from orders, jsonb_array_elements(lines) as line
      where ${ACCEPTED} and not (line->>'isUtensils')::boolean group by 1, 2, 3 order by 1, 2, 3`)
    const rollup = await rows(`select store_id, local_date::text as day, product_id, quantity, revenue
      from report_items_daily order by 1, 2, 3`)
    expect(rollup).toEqual(direct)
  })

  it("puts a fall-back day's two 1 o'clocks in hour 1 and a spring-forward day's 03:30 in hour 3", async () => {
    const store = orderStore().id
    const hours =
      await rows(`select local_date::text as day, local_hour::int as hour, sum(orders)::int as orders
      from report_sales_hourly where store_id = ${store} and local_date in ('2026-11-01', '2026-10-31', '2026-03-08')
      group by 1, 2 order by 1, 2`)
    expect(hours).toEqual([
      { day: '2026-03-08', hour: 3, orders: 1 },
      { day: '2026-10-31', hour: 23, orders: 1 },
      { day: '2026-11-01', hour: 0, orders: 1 },
      { day: '2026-11-01', hour: 1, orders: 2 },
    ])
  })
})

describe('GET staff/reports/sales reads the rollups', () => {
  it('answers the fall-back day by hour of day with the previous day beside it', async () => {
    const store = orderStore().id
    const report = expectOk(
      await t.call({
        method: 'GET',
        url: `${API}/staff/reports/sales?from=2026-11-01&to=2026-11-01&by=hour&store_id=${store}`,
        headers: admin.headers,
      }),
    )
    expect(report.previousPeriod).toEqual({ from: '2026-10-31', to: '2026-10-31' })
    expect(report.rows).toHaveLength(24)
    expect(report.rows[1].bucket).toBe('01:00')
    expect(report.rows[1].current.orders).toBe(2)
    expect(report.rows[23].previous.orders).toBe(1)
    expect(report.total.orders).toBe(3)
    expect(report.previousTotal.orders).toBe(1)
  })
})
