import { z } from 'zod'
import { ZReportHeadSchema } from './reports.ts'

/** The order mix and guests reports (ADR 064's amendment): the rollups' dimensions shown. */
export const REPORT_MIX_DIMENSIONS = ['menu', 'timing', 'group'] as const
export type TReportMixDimension = (typeof REPORT_MIX_DIMENSIONS)[number]
/** Every value each dimension lists (zeros included), in the order the report shows them. */
export const REPORT_MIX_VALUES: Readonly<Record<TReportMixDimension, readonly string[]>> = {
  menu: ['mealtime', 'catering'],
  timing: ['asap', 'ahead'],
  group: ['none', 'host', 'split'],
}

/**
 * GET staff/reports/order-mix: the period's orders by menu channel (catering or mealtime), by timing
 * (ASAP or ordered ahead) and by group (none, host pays, split), cancellations taken out.
 */
export const ZOrderMixRowSchema = z.object({
  dimension: z.enum(REPORT_MIX_DIMENSIONS),
  value: z.string(),
  orders: z.number().int(),
  netSales: z.number().int(),
  /** Groups hosted and their participants (host included): the group rows only, else 0. */
  groups: z.number().int(),
  participants: z.number().int(),
})
export type TOrderMixRow = z.infer<typeof ZOrderMixRowSchema>
export const ZOrderMixReportSchema = ZReportHeadSchema.extend({
  rows: z.array(ZOrderMixRowSchema),
})
export type TOrderMixReport = z.infer<typeof ZOrderMixReportSchema>

/** One store-local day of the guests report. `signUps` is null unless the report covers the chain. */
export const ZGuestsDaySchema = z.object({
  day: z.string(),
  newMembers: z.number().int(),
  returningMembers: z.number().int(),
  kioskOrders: z.number().int(),
  signUps: z.number().int().nullable(),
  pointsEarned: z.number().int(),
  pointsRedeemed: z.number().int(),
  /**
   * Baskets opened that day: ordered, still open, or abandoned — empty, with lines, or at checkout
   * (a submission failed) — counted from the baskets themselves.
   */
  baskets: z.number().int(),
  basketsOrdered: z.number().int(),
  basketsOpen: z.number().int(),
  abandonedEmpty: z.number().int(),
  abandonedWithLines: z.number().int(),
  abandonedAtCheckout: z.number().int(),
})
export type TGuestsDay = z.infer<typeof ZGuestsDaySchema>
/** An offer or reward used (a discount label): orders that used it and what it took off, in cents. */
export const ZOfferUseRowSchema = z.object({
  label: z.string(),
  orders: z.number().int(),
  discounts: z.number().int(),
})
export type TOfferUseRow = z.infer<typeof ZOfferUseRowSchema>
/** GET staff/reports/guests: new vs returning members, sign-ups, points, offers used, per day. */
export const ZGuestsReportSchema = ZReportHeadSchema.extend({
  days: z.array(ZGuestsDaySchema),
  offers: z.array(ZOfferUseRowSchema),
})
export type TGuestsReport = z.infer<typeof ZGuestsReportSchema>
