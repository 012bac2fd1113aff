import { z } from 'zod'
import { ZDayQuerySchema } from './back-office-audit.ts'
import { ZIntIdSchema } from './primitives.ts'
import {
  REPORT_BUCKETS,
  REPORT_CHANNELS,
  REPORT_DAYS_REVERSED,
  REPORT_MAX_DAYS,
  REPORT_TOO_LONG,
  reportSpanDays,
} from './report-constants.ts'

export * from './report-constants.ts'

/** A region of the reports: a state's two-letter code ('NC'), as the storefront's region pages. */
const ZReportRegionSchema = z.string().regex(/^[A-Z]{2}$/, "Choose a region as a state's two letters ('NC').")

/**
 * The reports' days and scope, checked the same way by every report's query: `from` to `to`
 * (store-local days, both included, at most `REPORT_MAX_DAYS`), a store, a region or the chain
 * (neither given).
 */
const ZReportRangeQuerySchema = z.object({
  from: ZDayQuerySchema,
  to: ZDayQuerySchema,
  store_id: ZIntIdSchema.optional(),
  region: ZReportRegionSchema.optional(),
})
type TReportRange = { from: string; to: string; store_id?: number; region?: string }
const withRangeRules = <TSchema extends z.ZodType<TReportRange>>(schema: TSchema) =>
  schema
    .refine((query) => query.from <= query.to, {
      message: REPORT_DAYS_REVERSED,
      path: ['to'],
    })
    .refine((query) => reportSpanDays(query.from, query.to) <= REPORT_MAX_DAYS, {
      message: REPORT_TOO_LONG,
      path: ['from'],
    })
    .refine((query) => query.store_id === undefined || query.region === undefined, {
      message: 'Choose a store or a region, not both.',
      path: ['region'],
    })

/**
 * GET staff/reports/sales (ADR 064): the figures of a store, a region or the chain (neither given),
 * from `from` to `to` (store-local days, both included), by day, ISO week, month or hour of day.
 */
export const ZSalesReportQuerySchema = withRangeRules(
  ZReportRangeQuerySchema.extend({
    by: z.enum(REPORT_BUCKETS, 'Choose day, week, month or hour.').default('day'),
  }),
)
export type TSalesReportQuery = z.input<typeof ZSalesReportQuerySchema>

/** The sales figures of one bucket (integer cents; `averageTicket` rounded to the cent). */
export const ZSalesFiguresSchema = z.object({
  orders: z.number().int(),
  grossSales: z.number().int(),
  discounts: z.number().int(),
  refunds: z.number().int(),
  netSales: z.number().int(),
  averageTicket: z.number().int(),
  tips: z.number().int(),
  tax: z.number().int(),
})
export type TSalesFigures = z.infer<typeof ZSalesFiguresSchema>

/** One row: a bucket of the period and the bucket at the same place in the period before it. */
export const ZSalesReportRowSchema = z.object({
  bucket: z.string(),
  current: ZSalesFiguresSchema,
  previousBucket: z.string().nullable(),
  previous: ZSalesFiguresSchema,
})
export type TSalesReportRow = z.infer<typeof ZSalesReportRowSchema>

export const ZReportPeriodSchema = z.object({ from: z.string(), to: z.string() })

/**
 * What every report answers first: its days and what its figures cover — one store (with its name), a
 * region or the chain (`storeId` and `region` null), and how many stores were read. Each report extends it.
 */
export const ZReportHeadSchema = z.object({
  period: ZReportPeriodSchema,
  scope: z.object({
    storeId: z.number().int().nullable(),
    /** The store's name when one store was asked for (null otherwise). */
    storeName: z.string().nullable(),
    region: z.string().nullable(),
    stores: z.number().int(),
  }),
})
export type TReportHead = z.infer<typeof ZReportHeadSchema>

/** The regions (state codes) a viewer's reports may be asked for: a chain admin's every state with a store, others their stores' states. */
export const ZReportRegionsSchema = z.object({ regions: z.array(z.string()) })
export type TReportRegions = z.infer<typeof ZReportRegionsSchema>

export const ZSalesReportSchema = ZReportHeadSchema.extend({
  by: z.enum(REPORT_BUCKETS),
  previousPeriod: ZReportPeriodSchema,
  rows: z.array(ZSalesReportRowSchema),
  total: ZSalesFiguresSchema,
  previousTotal: ZSalesFiguresSchema,
})
export type TSalesReport = z.infer<typeof ZSalesReportSchema>

/** GET staff/reports/items: the period's products by quantity and revenue, with option attach rates. */
export const ZItemsReportQuerySchema = withRangeRules(ZReportRangeQuerySchema)
export type TItemsReportQuery = z.input<typeof ZItemsReportQuerySchema>

export const ZItemOptionRowSchema = z.object({
  optionId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  /** Share of the product's units sold with this option, in basis points (10000 = every one). */
  attachRateBps: z.number().int(),
})
export const ZItemRowSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  revenue: z.number().int(),
  options: z.array(ZItemOptionRowSchema),
})
export type TItemRow = z.infer<typeof ZItemRowSchema>
export const ZItemsReportSchema = ZReportHeadSchema.extend({
  /** Best sellers first (by quantity, then revenue). */
  items: z.array(ZItemRowSchema),
})
export type TItemsReport = z.infer<typeof ZItemsReportSchema>

export const ZReportChannelSchema = z.enum(REPORT_CHANNELS)

/** GET staff/reports/channels: the period's sales by channel (web, app, kiosk) and by handoff. */
export const ZChannelsReportQuerySchema = ZItemsReportQuerySchema
export type TChannelsReportQuery = TItemsReportQuery
export const ZChannelRowSchema = z.object({
  /** `channel` (web, app, kiosk) or `handoff` (pickup, curbside, drivethru, delivery, dispatch). */
  kind: z.enum(['channel', 'handoff']),
  name: z.string(),
  figures: ZSalesFiguresSchema,
})
export type TChannelRow = z.infer<typeof ZChannelRowSchema>
export const ZChannelsReportSchema = ZReportHeadSchema.extend({
  rows: z.array(ZChannelRowSchema),
})
export type TChannelsReport = z.infer<typeof ZChannelsReportSchema>
