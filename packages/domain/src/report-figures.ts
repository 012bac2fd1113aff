import type { TReportBucket, TReportChannel, TReportPreset } from '@deli/contracts/report-constants'
import { addDays, DAY_MS, localDay, parseDay, slotInstant, wantedOf } from './wall-time.ts'

/**
 * The operator reports' rules (ADR 064): which channel an order counts under, the sales figures from
 * a rollup's sums, and the date ranges of the filters. Money is integer cents throughout.
 */

/** The channel of an order: a kiosk's, the app's (its submission said `client_type: app`), else the web's. */
export function orderChannel(order: {
  kioskId: string | null
  client: { client_type?: string }
}): TReportChannel {
  if (order.kioskId) return 'kiosk'
  return order.client.client_type === 'app' ? 'app' : 'web'
}

/** What a rollup adds up, in cents: orders accepted and cancelled, and their money. */
export type TSalesSums = {
  orders: number
  cancelled: number
  gross: number
  discount: number
  tax: number
  tip: number
  refund: number
  refundTax: number
  refundTip: number
}

export const NO_SALES: TSalesSums = {
  orders: 0,
  cancelled: 0,
  gross: 0,
  discount: 0,
  tax: 0,
  tip: 0,
  refund: 0,
  refundTax: 0,
  refundTip: 0,
}

/**
 * The figures a report shows. Gross sales are the subtotals of the accepted orders, discounts theirs;
 * a cancelled order's refund is what its items sold for after discounts, so net sales = gross −
 * discounts − refunds; orders, tips and tax count what was kept. The average ticket is net sales per
 * kept order, rounded half up to the cent (0 without orders).
 */
export function salesFigures(sums: TSalesSums) {
  const orders = sums.orders - sums.cancelled
  const netSales = sums.gross - sums.discount - sums.refund
  return {
    orders,
    grossSales: sums.gross,
    discounts: sums.discount,
    refunds: sums.refund,
    netSales,
    averageTicket: orders > 0 ? Math.round(netSales / orders) : 0,
    tips: sums.tip - sums.refundTip,
    tax: sums.tax - sums.refundTax,
  }
}

/** 'YYYYMMDD' ↔ 'YYYY-MM-DD' (the API's days). */
const toIso = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`
const fromIso = (day: string) => day.replaceAll('-', '')

/** The store-local day ('YYYY-MM-DD') of an instant: 'today' at a store. */
export function storeToday(now: Date, timeZone: string): string {
  return toIso(localDay(now, timeZone))
}

/**
 * The instant an ISO day begins in a zone: its midnight, or its first wall minute when a clock change
 * skips midnight there. The bounds of days chosen in a zone's calendar (the audit trail's filter).
 */
export function dayStartsAt(day: string, timeZone: string): Date {
  for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
    const instant = slotInstant(wantedOf(fromIso(day), minutes), timeZone)
    if (instant) return instant
  }
  return new Date(Date.parse(`${day}T00:00:00Z`))
}

/** An ISO day plus whole days. */
export function shiftDay(day: string, days: number): string {
  return toIso(addDays(fromIso(day), days))
}

/** Days from `from` to `to`, both included. */
export function periodDays(period: { from: string; to: string }): number {
  return (
    Math.round(((parseDay(fromIso(period.to)) ?? 0) - (parseDay(fromIso(period.from)) ?? 0)) / DAY_MS) + 1
  )
}

/** The first day of the month `months` after an ISO day's month (negative: before). */
function firstOfMonth(day: string, months: number): string {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + months
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`
}

/** Whole calendar months in a period: from a 1st to a month's last day, else 0. */
function wholeMonths(period: { from: string; to: string }): number {
  if (!period.from.endsWith('-01') || !shiftDay(period.to, 1).endsWith('-01')) return 0
  const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7))
  return monthIndex(period.to) - monthIndex(period.from) + 1
}

/**
 * The period a report shows beside another (ADR 064): whole calendar months beside as many whole
 * months just before (October beside September, so its month bucket pairs with a month), any other
 * period beside the same number of days ending the day before `from`.
 */
export function previousPeriod(period: { from: string; to: string }): { from: string; to: string } {
  const months = wholeMonths(period)
  if (months > 0) return { from: firstOfMonth(period.from, -months), to: shiftDay(period.from, -1) }
  const days = periodDays(period)
  return { from: shiftDay(period.from, -days), to: shiftDay(period.from, -1) }
}

/** Monday of an ISO day's week. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return shiftDay(day, -((weekday + 6) % 7))
}

/** The bucket a store-local day (or an hour, 0–23, for `hour`) falls in: its day, week's Monday, month or 'HH:00'. */
export function bucketOf(day: string, by: Exclude<TReportBucket, 'hour'>): string {
  if (by === 'week') return mondayOf(day)
  return by === 'month' ? day.slice(0, 7) : day
}
export const hourBucket = (hour: number) => `${String(hour).padStart(2, '0')}:00`

/** Every bucket of a period, in order (a report shows empty ones too). */
export function periodBuckets(period: { from: string; to: string }, by: TReportBucket): string[] {
  if (by === 'hour') return Array.from({ length: 24 }, (_, hour) => hourBucket(hour))
  const buckets: string[] = []
  for (let day = period.from; day <= period.to; day = shiftDay(day, 1)) {
    const bucket = bucketOf(day, by)
    if (buckets.at(-1) !== bucket) buckets.push(bucket)
  }
  return buckets
}

/** Two rollups' sums added. */
export function addSums(a: TSalesSums, b: TSalesSums): TSalesSums {
  return {
    orders: a.orders + b.orders,
    cancelled: a.cancelled + b.cancelled,
    gross: a.gross + b.gross,
    discount: a.discount + b.discount,
    tax: a.tax + b.tax,
    tip: a.tip + b.tip,
    refund: a.refund + b.refund,
    refundTax: a.refundTax + b.refundTax,
    refundTip: a.refundTip + b.refundTip,
  }
}

/** A filter's preset as days, from the store's (or the viewer's) today. Weeks start on Monday. */
export function presetPeriod(preset: TReportPreset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'today':
      return { from: today, to: today }
    case 'yesterday':
      return { from: shiftDay(today, -1), to: shiftDay(today, -1) }
    case 'last_7_days':
      return { from: shiftDay(today, -7), to: shiftDay(today, -1) }
    case 'last_week': {
      const monday = shiftDay(mondayOf(today), -7)
      return { from: monday, to: shiftDay(monday, 6) }
    }
    case 'last_month': {
      const firstOfThis = `${today.slice(0, 8)}01`
      const lastOfPrevious = shiftDay(firstOfThis, -1)
      return { from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious }
    }
  }
}

/** The preset's words in the filters. */
export const REPORT_PRESET_LABELS: Readonly<Record<TReportPreset, string>> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last_7_days: 'Last 7 days',
  last_week: 'Last week',
  last_month: 'Last month',
}

/** What store staff are told when they ask for more than today at their store. */
export const REPORT_STAFF_TODAY_ONLY = "Store staff can see only today's figures of their own store."
