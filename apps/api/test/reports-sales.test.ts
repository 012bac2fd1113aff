import { demoStores } from '@deli/demo-data'
import { REPORT_STAFF_TODAY_ONLY, shiftDay, storeToday } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { API } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError, type TJson } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { orderStore, placeOrder, signInMember, type TMember } from './order-helpers.ts'
import { moveAsStaff, signInStaff, type TStaffSession } from './staff-helpers.ts'

/**
 * The sales and items reports on real PostgreSQL (ADR 064): their numbers checked against the orders
 * this test placed (one kept, one cancelled: a refund), and who may read what.
 */
let t: TTestApp
let member: TMember
let staff: TStaffSession
let manager: TStaffSession
let otherManager: TStaffSession
let admin: TStaffSession
const store = orderStore()
type TPlaced = { subtotal: number; discount: number; tax: number; tip: number; day: string; hour: number }
let kept: TPlaced
let cancelled: TPlaced

async function placed(orderId: string): Promise<TPlaced> {
  const { rows } = await t.db.$client.query<TPlaced>(
    `select (totals->>'subtotal')::int as subtotal, (totals->>'discount')::int as discount,
       (totals->>'tax')::int as tax, (totals->>'tip')::int as tip,
       (created_at at time zone timezone)::date::text as day, extract(hour from created_at at time zone timezone)::int as hour
     from orders where id = $1`,
    [orderId],
  )
  if (!rows[0]) throw new Error('no order')
  return rows[0]
}

const sales = (who: TStaffSession | TMember | null, query: string) =>
  t.call({ method: 'GET', url: `${API}/staff/reports/sales?${query}`, headers: who?.headers ?? {} })
const items = (who: TStaffSession, query: string) =>
  t.call({ method: 'GET', url: `${API}/staff/reports/items?${query}`, headers: who.headers })

beforeAll(async () => {
  t = await build()
  const other = demoStores.find((candidate) => candidate.id !== store.id && candidate.available)
  if (!other) throw new Error('no other store')
  member = await signInMember(t)
  staff = await signInStaff(t, 'staff', [store.id])
  manager = await signInStaff(t, 'manager', [store.id])
  otherManager = await signInStaff(t, 'manager', [other.id])
  admin = await signInStaff(t, 'admin')
  const keptId = await placeOrder(t, member, { isPaid: false })
  const cancelledId = await placeOrder(t, member)
  expectOk(await moveAsStaff(t, staff, cancelledId, 'cancelled'))
  kept = await placed(keptId)
  cancelled = await placed(cancelledId)
})

/** What the report must say for the two orders (when both fall in the bucket). */
function expected() {
  const gross = kept.subtotal + cancelled.subtotal
  const discounts = kept.discount + cancelled.discount
  const refunds = cancelled.subtotal - cancelled.discount
  const netSales = gross - discounts - refunds
  return {
    orders: 1,
    grossSales: gross,
    discounts,
    refunds,
    netSales,
    averageTicket: netSales,
    tips: kept.tip,
    tax: kept.tax,
  }
}
const NOTHING = {
  orders: 0,
  grossSales: 0,
  discounts: 0,
  refunds: 0,
  netSales: 0,
  averageTicket: 0,
  tips: 0,
  tax: 0,
}

describe('GET staff/reports/sales', () => {
  it("a manager reads their store's week by day, the week before beside it", async () => {
    expect(cancelled.day).toBe(kept.day)
    const from = shiftDay(kept.day, -6)
    const report = expectOk(await sales(manager, `from=${from}&to=${kept.day}&by=day&store_id=${store.id}`))
    expect(report.period).toEqual({ from, to: kept.day })
    expect(report.previousPeriod).toEqual({ from: shiftDay(from, -7), to: shiftDay(from, -1) })
    expect(report.scope).toEqual({ storeId: store.id, storeName: store.name, region: null, stores: 1 })
    expect(report.rows).toHaveLength(7)
    const last = report.rows[6]
    expect(last.bucket).toBe(kept.day)
    expect(last.previousBucket).toBe(shiftDay(kept.day, -7))
    expect(last.current).toEqual(expected())
    expect(last.previous).toEqual(NOTHING)
    expect(report.rows[0].current).toEqual(NOTHING)
    expect(report.total).toEqual(expected())
    expect(report.previousTotal).toEqual(NOTHING)
  })

  it('groups by hour of day, week and month with the same total', async () => {
    const query = `from=${kept.day}&to=${kept.day}&store_id=${store.id}`
    const byHour = expectOk(await sales(manager, `${query}&by=hour`))
    expect(byHour.rows).toHaveLength(24)
    expect(byHour.rows[kept.hour].bucket).toBe(`${String(kept.hour).padStart(2, '0')}:00`)
    expect(byHour.rows.map((row: TJson) => row.current.orders).reduce((a: number, b: number) => a + b)).toBe(
      1,
    )
    for (const by of ['week', 'month']) {
      const report = expectOk(await sales(manager, `${query}&by=${by}`))
      expect(report.rows).toHaveLength(1)
      expect(report.rows[0].current).toEqual(expected())
      expect(report.total).toEqual(expected())
    }
  })

  it("sets the next whole month beside the orders' whole month, bucket for bucket", async () => {
    const month = kept.day.slice(0, 7)
    const next = new Date(`${month}-01T00:00:00Z`)
    next.setUTCMonth(next.getUTCMonth() + 1)
    const from = next.toISOString().slice(0, 10)
    next.setUTCMonth(next.getUTCMonth() + 1)
    const to = shiftDay(next.toISOString().slice(0, 10), -1)
    const report = expectOk(await sales(manager, `from=${from}&to=${to}&by=month&store_id=${store.id}`))
    expect(report.previousPeriod).toEqual({ from: `${month}-01`, to: shiftDay(from, -1) })
    expect(report.rows).toHaveLength(1)
    expect(report.rows[0].previousBucket).toBe(month)
    expect(report.rows[0].previous).toEqual(expected())
    expect(report.previousTotal).toEqual(expected())
  })

  it("a manager's chain is their stores; their region too; the admin's chain is every store", async () => {
    const query = `from=${kept.day}&to=${kept.day}`
    const mine = expectOk(await sales(manager, query))
    expect(mine.scope).toEqual({ storeId: null, storeName: null, region: null, stores: 1 })
    expect(mine.total).toEqual(expected())
    const region = expectOk(await sales(manager, `${query}&region=${store.state}`))
    expect(region.scope.stores).toBe(1)
    expect(region.total).toEqual(expected())
    const chain = expectOk(await sales(admin, query))
    expect(chain.scope.stores).toBeGreaterThan(1)
    expect(chain.total).toEqual(expected())
    const elsewhere = expectOk(await sales(otherManager, query))
    expect(elsewhere.total).toEqual(NOTHING)
  })

  it("store staff read today's figures of their store only", async () => {
    const today = storeToday(new Date(), store.timezone)
    expectOk(await sales(staff, `from=${today}&to=${today}&store_id=${store.id}&by=hour`))
    for (const query of [
      `from=${shiftDay(today, -1)}&to=${today}&store_id=${store.id}`,
      `from=${today}&to=${today}`,
      `from=${today}&to=${today}&region=${store.state}`,
    ]) {
      const refused = await sales(staff, query)
      expectError(refused, 403, 'FORBIDDEN')
      expect(refused.json.message).toBe(REPORT_STAFF_TODAY_ONLY)
    }
  })

  it("refuses another store's figures, and anyone not signed in as staff", async () => {
    const query = `from=${kept.day}&to=${kept.day}&store_id=${store.id}`
    const refused = await sales(otherManager, query)
    expectError(refused, 403, 'FORBIDDEN')
    expect(refused.json.message).toBe('You do not work at this store.')
    expectError(await sales(member, query), 401, 'SIGN_IN_REQUIRED')
    expectError(await sales(null, query), 401, 'SIGN_IN_REQUIRED')
  })

  it('answers bad filters with a sentence', async () => {
    const cases: [string, string, string][] = [
      ['from=2026-11-27&to=2026-11-20', 'to', 'The first day must not be after the last.'],
      ['from=yesterday&to=2026-11-20', 'from', 'Use a date like 2026-11-27.'],
      ['from=2025-01-01&to=2026-11-20', 'from', 'Choose a period of at most 367 days.'],
      ['from=2026-11-20&to=2026-11-20&by=year', 'by', 'Choose day, week, month or hour.'],
      [
        `from=2026-11-20&to=2026-11-20&store_id=${store.id}&region=NC`,
        'region',
        'Choose a store or a region, not both.',
      ],
      [
        'from=2026-11-20&to=2026-11-20&region=Carolina',
        'region',
        "Choose a region as a state's two letters ('NC').",
      ],
    ]
    for (const [query, field, message] of cases) {
      const bad = await sales(admin, query)
      expectValidationError(bad, field)
      expect(bad.json.errors[field]).toBe(message)
    }
  })
})

describe('GET staff/reports/items', () => {
  it('lists the kept units and revenue of the products sold, with option attach rates', async () => {
    const report = expectOk(await items(manager, `from=${kept.day}&to=${kept.day}&store_id=${store.id}`))
    const { rows } = await t.db.$client.query<{ productId: number; quantity: number; revenue: number }>(
      `select (line->>'product_id')::int as "productId", sum((line->>'quantity')::int)::int as quantity,
         sum((line->'cost'->>'total')::int)::int as revenue
       from orders, jsonb_array_elements(lines) as line
       where store_id = $1 and status not in ('pending', 'failed', 'cancelled') and not (line->>'isUtensils')::boolean
       group by 1 order by 2 desc, 3 desc, 1`,
      [store.id],
    )
    expect(rows.length).toBeGreaterThan(0)
    expect(
      report.items.map((item: TJson) => ({
        productId: item.productId,
        quantity: item.quantity,
        revenue: item.revenue,
      })),
    ).toEqual(rows)
    for (const item of report.items) {
      for (const option of item.options) {
        expect(option.attachRateBps).toBe(Math.round((option.quantity * 10_000) / item.quantity))
      }
    }
    const refused = await items(staff, `from=${shiftDay(kept.day, -1)}&to=${kept.day}&store_id=${store.id}`)
    expectError(refused, 403, 'FORBIDDEN')
  })
})

describe('GET staff/reports/channels', () => {
  it('splits the same figures by channel and by handoff, each adding up to the total', async () => {
    const query = `from=${kept.day}&to=${kept.day}&store_id=${store.id}`
    const report = expectOk(
      await t.call({
        method: 'GET',
        url: `${API}/staff/reports/channels?${query}`,
        headers: manager.headers,
      }),
    )
    const names = (kind: string) =>
      report.rows.filter((row: TJson) => row.kind === kind).map((row: TJson) => row.name)
    expect(names('channel')).toEqual(['web', 'app', 'kiosk'])
    expect(names('handoff')).toEqual(['pickup', 'curbside', 'drivethru', 'delivery', 'dispatch'])
    // The test's orders were submitted without a client type (web) for pickup.
    const web = report.rows.find((row: TJson) => row.kind === 'channel' && row.name === 'web')
    const pickup = report.rows.find((row: TJson) => row.kind === 'handoff' && row.name === 'pickup')
    expect(web.figures).toEqual(expected())
    expect(pickup.figures).toEqual(expected())
    const refused = await t.call({
      method: 'GET',
      url: `${API}/staff/reports/channels?from=${kept.day}&to=${kept.day}`,
      headers: staff.headers,
    })
    expectError(refused, 403, 'FORBIDDEN')
  })
})

describe('GET staff/reports/regions', () => {
  const regions = async (who: TStaffSession) =>
    expectOk(await t.call({ method: 'GET', url: `${API}/staff/reports/regions`, headers: who.headers }))
      .regions as string[]

  it("offers a chain admin the chain's states only, and anyone else their stores' states", async () => {
    const { rows } = await t.db.$client.query<{ state: string }>(
      'select distinct state from stores order by state',
    )
    const chain = rows.map((row) => row.state)
    expect(chain.length).toBeGreaterThan(1)
    // Every state the chain has a store in, once each and in order; no state it has none in.
    expect(await regions(admin)).toEqual(chain)
    expect(await regions(admin)).not.toContain('WY')
    expect(await regions(manager)).toEqual([store.state])
    expect(await regions(staff)).toEqual([store.state])
  })
})
