import { describe, expect, it } from 'vitest'
import { humanFieldName } from './human-issues.ts'
import {
  REPORT_DAYS_MISSING,
  REPORT_DAYS_REVERSED,
  REPORT_MAX_DAYS,
  REPORT_TOO_LONG,
  reportPeriodProblem,
  reportSpanDays,
} from './report-constants.ts'
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

describe("a report's period, as the reports page checks it before asking", () => {
  it('says which day is wrong and why, with the schemas’ own sentences', () => {
    expect(reportPeriodProblem('2026-11-20', '2026-11-26')).toBeNull()
    expect(reportPeriodProblem('2026-11-26', '2026-11-26')).toBeNull()
    expect(reportPeriodProblem('', '2026-11-26')).toEqual({ field: 'from', message: REPORT_DAYS_MISSING })
    expect(reportPeriodProblem('2026-11-26', '')).toEqual({ field: 'to', message: REPORT_DAYS_MISSING })
    expect(reportPeriodProblem('2026-11-27', '2026-11-26')).toEqual({
      field: 'to',
      message: REPORT_DAYS_REVERSED,
    })
    expect(reportPeriodProblem('2025-11-24', '2026-11-26')).toEqual({
      field: 'from',
      message: REPORT_TOO_LONG,
    })
    expect(reportPeriodProblem('2025-11-25', '2026-11-26')).toBeNull()
    expect(reportSpanDays('2025-11-25', '2026-11-26')).toBe(REPORT_MAX_DAYS)
  })

  it('names the days in the API’s sentence by what they are', () => {
    expect(humanFieldName('to')).toBe('the last day')
    expect(humanFieldName('from')).toBe('the first day')
    expect(humanFieldName('store_id')).toBe('the store number')
  })
})

describe("the reports' answers", () => {
  const head = {
    period: { from: '2026-11-27', to: '2026-11-27' },
    scope: { storeId: 2, storeName: 'Uptown', region: null, stores: 1 },
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
