import type { TItemsReport, TSalesReport } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import { defaultFilters, reportQuery, withPreset } from './report-filters.ts'
import {
  channelsSection,
  csvFile,
  itemsSection,
  missingReportsText,
  periodText,
  SALES_COLUMNS,
  salesSection,
  tablesCsv,
} from './report-table.ts'

const figures = (orders: number, netSales: number) => ({
  orders,
  grossSales: netSales,
  discounts: 0,
  refunds: 0,
  netSales,
  averageTicket: orders ? Math.round(netSales / orders) : 0,
  tips: 0,
  tax: 0,
})
const report: TSalesReport = {
  by: 'day',
  period: { from: '2026-11-26', to: '2026-11-27' },
  previousPeriod: { from: '2026-11-24', to: '2026-11-25' },
  scope: { storeId: 1, storeName: 'Deep Ellum', region: null, stores: 1 },
  rows: [
    {
      bucket: '2026-11-26',
      current: figures(2, 123456),
      previousBucket: '2026-11-24',
      previous: figures(0, 0),
    },
    { bucket: '2026-11-27', current: figures(0, 0), previousBucket: '2026-11-25', previous: figures(1, 999) },
  ],
  total: figures(2, 123456),
  previousTotal: figures(1, 999),
}

describe('the CSV downloads', () => {
  it('hold the sales table exactly: its columns, its rows, money as shown (quoted where it has a comma)', () => {
    const lines = tablesCsv(salesSection(report, 'Downtown').tables).trimEnd().split('\r\n')
    expect(lines[0]).toBe(SALES_COLUMNS.map((column) => column.title).join(','))
    expect(lines[1]).toBe('2026-11-26,2,"$1,234.56",$617.28,$0.00,$0.00,$0.00,$0.00,2026-11-24,0,$0.00')
    expect(lines[2]).toBe('2026-11-27,0,$0.00,$0.00,$0.00,$0.00,$0.00,$0.00,2026-11-25,1,$9.99')
    expect(lines).toHaveLength(3)
  })

  it('list each product, then its options with attach rates', () => {
    const items: TItemsReport = {
      period: report.period,
      scope: report.scope,
      items: [
        {
          productId: 7,
          name: 'Club, "classic"',
          quantity: 4,
          revenue: 4396,
          options: [{ optionId: 9, name: 'Extra bacon', quantity: 1, attachRateBps: 2500 }],
        },
      ],
    }
    expect(tablesCsv(itemsSection(items).tables)).toBe(
      'Product,Option,Units,Revenue,Attach rate\r\n"Club, ""classic""",,4,$43.96,\r\n"Club, ""classic""",Extra bacon,1,,25.0%\r\n',
    )
  })
})

describe('the channels CSV', () => {
  it('names channels and handoffs as the table does (delivery and dispatch apart)', () => {
    const rows = [
      { kind: 'channel' as const, name: 'kiosk', figures: figures(1, 500) },
      { kind: 'handoff' as const, name: 'dispatch', figures: figures(0, 0) },
    ]
    expect(tablesCsv(channelsSection({ period: report.period, scope: report.scope, rows }).tables)).toBe(
      'By,Name,Orders,Net sales,Average ticket,Tips,Refunded sales\r\n' +
        'Channel,Kiosk,1,$5.00,$5.00,$0.00,$0.00\r\n' +
        'Handoff,Delivery (courier partner),0,$0.00,$0.00,$0.00,$0.00\r\n',
    )
  })
})

describe('the filters', () => {
  const stores = [{ id: 5, name: 'Downtown', timezone: 'America/New_York', state: 'NY' }]
  const now = new Date('2026-11-27T15:00:00Z')

  it('start store staff on today at their store by hour, and managers on the last 7 days of all their stores', () => {
    const staff = defaultFilters({ role: 'staff', stores }, now)
    expect(reportQuery(staff)).toBe('from=2026-11-27&to=2026-11-27&by=hour&store_id=5')
    const manager = defaultFilters({ role: 'manager', stores }, now)
    expect(reportQuery(manager)).toBe('from=2026-11-20&to=2026-11-26&by=day')
    expect(reportQuery({ ...manager, scope: 'region:NC' }, false)).toBe(
      'from=2026-11-20&to=2026-11-26&region=NC',
    )
  })

  it("turns a preset into days at the store's today", () => {
    const filters = defaultFilters({ role: 'manager', stores }, now)
    expect(withPreset(filters, 'last_week', { stores }, now)).toMatchObject({
      from: '2026-11-16',
      to: '2026-11-22',
    })
    expect(withPreset(filters, 'custom', { stores }, now)).toMatchObject({
      preset: 'custom',
      from: filters.from,
    })
  })
})

describe('the shown tables', () => {
  it('name an option line by its product, hidden, and the CSV keeps the product', () => {
    const items: TItemsReport = {
      period: report.period,
      scope: report.scope,
      items: [
        {
          productId: 7,
          name: 'Club',
          quantity: 4,
          revenue: 4396,
          options: [{ optionId: 9, name: 'Extra bacon', quantity: 1, attachRateBps: 2500 }],
        },
      ],
    }
    const [table] = itemsSection(items).tables
    expect(table?.rows.map((row) => [row.className, row.hiddenHeader])).toEqual([
      [undefined, undefined],
      ['reports__option', 'Club: '],
    ])
    expect(itemsSection({ ...items, items: [] }).tables[0]).toMatchObject({
      rows: [],
      empty: 'Nothing sold in these days.',
    })
  })

  it('name CSV files by report, what they cover, days and grouping, and head the sales with its days and scope', () => {
    expect(csvFile('sales', report, 'hour')).toBe('sales-store-1-2026-11-26-2026-11-27-by-hour.csv')
    expect(csvFile('86d-items', report)).toBe('86d-items-store-1-2026-11-26-2026-11-27.csv')
    const region = { ...report, scope: { storeId: null, storeName: null, region: 'TX', stores: 3 } }
    expect(csvFile('items', region)).toBe('items-region-tx-2026-11-26-2026-11-27.csv')
    const chain = { ...report, scope: { storeId: null, storeName: null, region: null, stores: 79 } }
    expect(csvFile('guests', chain)).toBe('guests-all-79-stores-2026-11-26-2026-11-27.csv')
    expect(salesSection(report, 'Downtown')).toMatchObject({
      name: 'sales',
      heading: 'Sales, 2026-11-26 to 2026-11-27: Downtown',
      download: { label: 'Download CSV', file: 'sales-store-1-2026-11-26-2026-11-27-by-day.csv' },
    })
    expect(periodText({ from: '2026-11-27', to: '2026-11-27' })).toBe('2026-11-27')
  })

  it('names the reports that did not load', () => {
    expect(missingReportsText(['items'])).toBe('The items report did not load. Reload the page to try again.')
    expect(missingReportsText(['order mix', 'items', 'guests'])).toBe(
      'The order mix, items and guests reports did not load. Reload the page to try again.',
    )
  })
})
