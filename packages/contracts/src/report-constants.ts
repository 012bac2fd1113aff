/** Zod-free constants of the operator reports (ADR 064), safe for a browser bundle. */

/** How a sales report groups its days: by day, ISO week (Monday first), month, or hour of day. */
export const REPORT_BUCKETS = ['day', 'week', 'month', 'hour'] as const
export type TReportBucket = (typeof REPORT_BUCKETS)[number]

/** Where an order came from, as the rollups count it. */
export const REPORT_CHANNELS = ['web', 'app', 'kiosk'] as const
export type TReportChannel = (typeof REPORT_CHANNELS)[number]

/** The date-range presets of the reports' filters. */
export const REPORT_PRESETS = ['today', 'yesterday', 'last_7_days', 'last_week', 'last_month'] as const
export type TReportPreset = (typeof REPORT_PRESETS)[number]

/** The longest period a report reads: a year and a day. */
export const REPORT_MAX_DAYS = 367
export const REPORT_TOO_LONG = `Choose a period of at most ${REPORT_MAX_DAYS} days.`
export const REPORT_DAYS_REVERSED = 'The first day must not be after the last.'
export const REPORT_DAYS_MISSING = 'Choose the first and the last day.'

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/
const DAY_MS = 86_400_000

/** Days from `from` to `to` ('YYYY-MM-DD'), both included. */
export const reportSpanDays = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1

/**
 * Why days chosen for a report are no report's period, and which of the two it is about, or null:
 * the reports' query schemas and the reports page's "Choose days" check the same rule.
 */
export function reportPeriodProblem(
  from: string,
  to: string,
): { field: 'from' | 'to'; message: string } | null {
  if (!DAY_PATTERN.test(from)) return { field: 'from', message: REPORT_DAYS_MISSING }
  if (!DAY_PATTERN.test(to)) return { field: 'to', message: REPORT_DAYS_MISSING }
  if (from > to) return { field: 'to', message: REPORT_DAYS_REVERSED }
  if (reportSpanDays(from, to) > REPORT_MAX_DAYS) return { field: 'from', message: REPORT_TOO_LONG }
  return null
}
