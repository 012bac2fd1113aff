import { describe, expect, it } from 'vitest'
import {
  addSums,
  dayStartsAt,
  NO_SALES,
  orderChannel,
  periodBuckets,
  periodDays,
  presetPeriod,
  previousPeriod,
  salesFigures,
  storeToday,
} from './report-figures.ts'

describe('salesFigures', () => {
  it('takes discounts and refunds off gross sales and keeps what was not cancelled', () => {
    const figures = salesFigures({
      orders: 3,
      cancelled: 1,
      gross: 3000,
      discount: 200,
      tax: 240,
      tip: 300,
      refund: 900,
      refundTax: 72,
      refundTip: 100,
    })
    expect(figures).toEqual({
      orders: 2,
      grossSales: 3000,
      discounts: 200,
      refunds: 900,
      netSales: 1900,
      averageTicket: 950,
      tips: 200,
      tax: 168,
    })
  })

  it('rounds the average ticket half up to the cent and gives 0 without orders', () => {
    expect(salesFigures({ ...NO_SALES, orders: 3, gross: 1000 }).averageTicket).toBe(333)
    expect(salesFigures({ ...NO_SALES, orders: 2, gross: 1001 }).averageTicket).toBe(501)
    expect(salesFigures(NO_SALES).averageTicket).toBe(0)
    expect(
      salesFigures({ ...NO_SALES, orders: 1, cancelled: 1, gross: 500, refund: 500 }).averageTicket,
    ).toBe(0)
  })
})

describe('orderChannel', () => {
  it('counts a kiosk order as kiosk, an app submission as app and the rest as web', () => {
    expect(orderChannel({ kioskId: 'k', client: { client_type: 'kiosk' } })).toBe('kiosk')
    expect(orderChannel({ kioskId: null, client: { client_type: 'app' } })).toBe('app')
    expect(orderChannel({ kioskId: null, client: { client_type: 'web' } })).toBe('web')
    expect(orderChannel({ kioskId: null, client: {} })).toBe('web')
  })
})

describe('report periods', () => {
  it("reads today in the store's zone, across midnight UTC", () => {
    const instant = new Date('2026-11-27T03:30:00Z')
    expect(storeToday(instant, 'America/New_York')).toBe('2026-11-26')
    expect(storeToday(instant, 'Europe/Berlin')).toBe('2026-11-27')
  })

  it('begins a day at its midnight in the zone, or its first minute when the clocks skip midnight', () => {
    expect(dayStartsAt('2026-11-27', 'America/Chicago').toISOString()).toBe('2026-11-27T06:00:00.000Z')
    expect(dayStartsAt('2026-07-01', 'America/Chicago').toISOString()).toBe('2026-07-01T05:00:00.000Z')
    // Santiago springs forward at midnight: 2026-09-06 begins at 01:00 local time (UTC−3).
    expect(dayStartsAt('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z')
  })

  it('sets the previous period to the same number of days just before', () => {
    expect(previousPeriod({ from: '2026-11-16', to: '2026-11-22' })).toEqual({
      from: '2026-11-09',
      to: '2026-11-15',
    })
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    })
    expect(periodDays({ from: '2026-10-01', to: '2026-10-31' })).toBe(31)
  })

  it('compares whole calendar months with the same number of whole months just before', () => {
    // October beside September, not beside Aug 31 – Sep 30: its month bucket pairs with a whole month.
    expect(previousPeriod({ from: '2026-10-01', to: '2026-10-31' })).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
    })
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    })
    expect(previousPeriod({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    })
    expect(previousPeriod({ from: '2026-01-01', to: '2026-03-31' })).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    })
    expect(periodBuckets(previousPeriod({ from: '2026-10-01', to: '2026-10-31' }), 'month')).toEqual([
      '2026-09',
    ])
    // A period that starts on the 1st but ends mid-month is days, not months.
    expect(previousPeriod({ from: '2026-11-01', to: '2026-11-15' })).toEqual({
      from: '2026-10-17',
      to: '2026-10-31',
    })
  })

  it('turns presets into days, weeks from Monday', () => {
    // 2026-11-27 is a Friday.
    expect(presetPeriod('today', '2026-11-27')).toEqual({ from: '2026-11-27', to: '2026-11-27' })
    expect(presetPeriod('yesterday', '2026-11-27')).toEqual({ from: '2026-11-26', to: '2026-11-26' })
    expect(presetPeriod('last_7_days', '2026-11-27')).toEqual({ from: '2026-11-20', to: '2026-11-26' })
    expect(presetPeriod('last_week', '2026-11-27')).toEqual({ from: '2026-11-16', to: '2026-11-22' })
    expect(presetPeriod('last_week', '2026-11-23')).toEqual({ from: '2026-11-16', to: '2026-11-22' })
    expect(presetPeriod('last_month', '2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-10-31' })
    expect(presetPeriod('last_month', '2026-03-05')).toEqual({ from: '2026-02-01', to: '2026-02-28' })
    expect(presetPeriod('last_month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' })
  })
})

describe('report buckets', () => {
  it('lists every day, ISO week (from Monday), month or hour of a period', () => {
    expect(periodBuckets({ from: '2026-10-30', to: '2026-11-02' }, 'day')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ])
    expect(periodBuckets({ from: '2026-10-30', to: '2026-11-02' }, 'week')).toEqual([
      '2026-10-26',
      '2026-11-02',
    ])
    expect(periodBuckets({ from: '2026-10-30', to: '2026-11-02' }, 'month')).toEqual(['2026-10', '2026-11'])
    const hours = periodBuckets({ from: '2026-11-01', to: '2026-11-01' }, 'hour')
    expect(hours).toHaveLength(24)
    expect([hours[0], hours[13], hours[23]]).toEqual(['00:00', '13:00', '23:00'])
  })

  it('adds sums field by field', () => {
    const one = { ...NO_SALES, orders: 1, gross: 500, tip: 50 }
    expect(addSums(one, { ...one, refund: 500, cancelled: 1 })).toEqual({
      ...NO_SALES,
      orders: 2,
      cancelled: 1,
      gross: 1000,
      tip: 100,
      refund: 500,
    })
  })
})
