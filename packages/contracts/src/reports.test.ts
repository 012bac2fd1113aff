import { describe, expect, it } from 'vitest'
import { REPORT_TOO_LONG } from './report-constants.ts'
import { ZGuestsReportSchema } from './report-guests.ts'
import { ZKitchenReportQuerySchema } from './report-kitchen.ts'
import {
  ZItemsReportQuerySchema,
  ZSalesFiguresSchema,
  ZSalesReportQuerySchema,
  ZSalesReportSchema,
} from './reports.ts'

/** The first issue's message and path of a query the schema refuses. */
const refusal = (schema: typeof ZItemsReportQuerySchema, query: Record<string, unknown>) => {
  const result = schema.safeParse(query)
  expect(result.success).toBe(false)
  const issue = result.error?.issues[0]
  return { message: issue?.message, path: issue?.path }
}

describe("the reports' queries share one set of rules (ADR 064)", () => {
  it('take the days and a store, a region or neither; the sales add a grouping, by day unless given', () => {
    expect(ZSalesReportQuerySchema.parse({ from: '2026-11-20', to: '2026-11-26', store_id: '2' })).toEqual({
      from: '2026-11-20',
      to: '2026-11-26',
      store_id: 2,
      by: 'day',
    })
    expect(ZItemsReportQuerySchema.parse({ from: '2026-11-20', to: '2026-11-26', region: 'NC' })).toEqual({
      from: '2026-11-20',
      to: '2026-11-26',
      region: 'NC',
    })
    expect(refusal(ZSalesReportQuerySchema, { from: '2026-11-20', to: '2026-11-26', by: 'year' })).toEqual({
      message: 'Choose day, week, month or hour.',
      path: ['by'],
    })
  })

  for (const [name, schema] of [
    ['sales', ZSalesReportQuerySchema],
    ['items', ZItemsReportQuerySchema],
    ['kitchen', ZKitchenReportQuerySchema],
  ] as const)
    it(`refuse backwards days, too long a period and a store with a region (${name})`, () => {
      expect(refusal(schema, { from: '2026-11-27', to: '2026-11-26' })).toEqual({
        message: 'The first day must not be after the last.',
        path: ['to'],
      })
      expect(refusal(schema, { from: '2025-01-01', to: '2026-11-26' })).toEqual({
        message: REPORT_TOO_LONG,
        path: ['from'],
      })
      expect(refusal(schema, { from: '2026-11-20', to: '2026-11-26', store_id: '2', region: 'NC' })).toEqual({
        message: 'Choose a store or a region, not both.',
        path: ['region'],
      })
    })
})

describe("the reports' answers", () => {
  const head = {
    period: { from: '2026-11-27', to: '2026-11-27' },
    scope: { storeId: 2, region: null, stores: 1 },
  }

  it('each begin with the same period and scope', () => {
    expect(ZGuestsReportSchema.parse({ ...head, days: [], offers: [] })).toMatchObject(head)
    expect(
      ZGuestsReportSchema.safeParse({ ...head, scope: { storeId: 2 }, days: [], offers: [] }).success,
    ).toBe(false)
    const figures = Object.fromEntries(Object.keys(ZSalesFiguresSchema.shape).map((key) => [key, 0]))
    const sales = {
      ...head,
      by: 'hour',
      previousPeriod: head.period,
      rows: [],
      total: figures,
      previousTotal: figures,
    }
    expect(ZSalesReportSchema.parse(sales)).toEqual(sales)
  })
})
