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
