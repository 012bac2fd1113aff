import { z } from 'zod'
import { ZItemsReportQuerySchema, ZReportHeadSchema } from './reports.ts'

/** GET staff/reports/kitchen (ADR 064): slot fill, refusals, submit-to-ready and late orders. */
export const ZKitchenReportQuerySchema = ZItemsReportQuerySchema
export type TKitchenReportQuery = z.input<typeof ZKitchenReportQuerySchema>

/**
 * The kitchen's figures of one bucket (an hour of day '00'…'23' or a weekday 'Mon'…'Sun'), by the
 * store-local hour orders were promised for: orders booked and the capacity of the hours they were
 * booked in (slots × orders per slot), the fill in basis points, submissions refused because the
 * slot was full and how many store-hours turned guests away, orders marked ready, their average
 * seconds from submission to ready and how many were ready after their promised time.
 */
export const ZKitchenRowSchema = z.object({
  bucket: z.string(),
  booked: z.number().int(),
  capacity: z.number().int(),
  fillBps: z.number().int(),
  refused: z.number().int(),
  fullHours: z.number().int(),
  readied: z.number().int(),
  averageReadySeconds: z.number().int(),
  late: z.number().int(),
})
export type TKitchenRow = z.infer<typeof ZKitchenRowSchema>

export const ZKitchenReportSchema = ZReportHeadSchema.extend({
  /** Hours of day 00…23, every one listed. */
  byHour: z.array(ZKitchenRowSchema),
  /** Weekdays Monday first, every one listed. */
  byWeekday: z.array(ZKitchenRowSchema),
  total: ZKitchenRowSchema,
})
export type TKitchenReport = z.infer<typeof ZKitchenReportSchema>

/** GET staff/reports/held-items (ADR 064): the items 86'd in the period and for how long. */
export const ZHeldItemsReportQuerySchema = ZItemsReportQuerySchema
export type THeldItemsReportQuery = z.input<typeof ZHeldItemsReportQuerySchema>

export const ZHeldItemRowSchema = z.object({
  storeId: z.number().int(),
  storeName: z.string(),
  kind: z.enum(['product', 'option']),
  itemId: z.number().int(),
  name: z.string(),
  /** How many times it went off the menu in the period. */
  times: z.number().int(),
  /** Seconds off the menu within the period (up to now). */
  seconds: z.number().int(),
  /** Still off the menu now. */
  heldNow: z.boolean(),
})
export type THeldItemRow = z.infer<typeof ZHeldItemRowSchema>

export const ZHeldItemsReportSchema = ZReportHeadSchema.extend({
  /** Longest off the menu first. */
  items: z.array(ZHeldItemRowSchema),
})
export type THeldItemsReport = z.infer<typeof ZHeldItemsReportSchema>
