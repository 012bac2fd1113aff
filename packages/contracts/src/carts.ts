import { z } from 'zod'
import {
  BUILDING_RULE,
  INSTRUCTIONS_RULE,
  LINE_INSTRUCTIONS_RULE,
  STATE_RULE,
  TEXT_LIMITS,
  ZIP_RULE,
} from './field-rules.ts'
import { ZIdSchema, ZInt4Schema, ZIntIdSchema, ZTextSchema } from './primitives.ts'
import { ZHandoffModeSchema, ZLocationSchema } from './stores.ts'
import { ruleSchema } from './text-rule-schema.ts'

/** Store-local wire time of spec §3/§7: 'YYYYMMDD HH:mm' (a real calendar date, 15-minute grid not implied). */
export const ZWantedTimeSchema = z
  .string()
  .regex(/^\d{8} ([01]\d|2[0-3]):[0-5]\d$/, "Use 'YYYYMMDD HH:mm'.")
  .refine(isCalendarDay, 'Use a real calendar date.')
/** A store-local day: 'YYYYMMDD'. */
export const ZDaySchema = z
  .string()
  .regex(/^\d{8}$/, "Use 'YYYYMMDD'.")
  .refine(isCalendarDay, 'Use a real calendar date.')

/**
 * Days already checked (ADR 027: a day's available times are ~50 slots of the same day, each checked
 * when the answer is encoded). Bounded: arbitrary input cannot grow it past CALENDAR_DAYS_KEPT.
 */
const checkedDays = new Map<string, boolean>()
const CALENDAR_DAYS_KEPT = 5_000

function isCalendarDay(value: string): boolean {
  const day = value.slice(0, 8)
  let known = checkedDays.get(day)
  if (known === undefined) {
    known = readsAsCalendarDay(day)
    if (checkedDays.size < CALENDAR_DAYS_KEPT) checkedDays.set(day, known)
  }
  return known
}

function readsAsCalendarDay(value: string): boolean {
  const year = Number(value.slice(0, 4))
  const month = Number(value.slice(4, 6))
  const day = Number(value.slice(6, 8))
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export const ORDER_CHANNELS = ['mealtime', 'catering'] as const
export const ZOrderChannelSchema = z.enum(ORDER_CHANNELS)
export type TOrderChannel = z.infer<typeof ZOrderChannelSchema>

/** A basket id: a UUID. Anything else is simply not found. */
export const ZCartIdSchema = z.uuid('Unknown basket.')
export const ZCartIdParamsSchema = z.object({ cartId: ZCartIdSchema })
export const ZCartLineParamsSchema = z.object({ cartId: ZCartIdSchema, lineId: ZIntIdSchema })

export const ZCartChoiceSchema = z.object({
  option_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  /** Price delta of one of this option, in cents. */
  cost: z.number().int(),
})
export type TCartChoice = z.infer<typeof ZCartChoiceSchema>

/** Cart product of spec §3: cost.total is the line total in cents. */
export const ZCartProductSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  cost: z.object({ unit: z.number().int(), total: z.number().int() }),
  /** Calories of the whole line: its build's × its quantity (domain `lineCalories`, ADR 049). */
  calories: z.number().int().nonnegative(),
  choices: z.array(ZCartChoiceSchema),
  instructions: z.string(),
  recipient: z.string(),
  image: z.string(),
  /** Utensils lines are hidden from the bag, uncounted and ignored for emptiness (spec §4). */
  isUtensils: z.boolean(),
  /** False when the store no longer sells it: validate refuses the cart until it is removed. */
  available: z.boolean(),
  /** Unavailable because a manager marked it (or one of its options) sold out (ADR 021), not off the menu. */
  soldOut: z.boolean(),
})
export type TCartProduct = z.infer<typeof ZCartProductSchema>

export const ZCartAddressSchema = z.object({
  address: z.string(),
  building: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  instructions: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  default: z.boolean(),
})
export type TCartAddress = z.infer<typeof ZCartAddressSchema>

export const ORDER_MODES = ['asap', 'advance'] as const
export const ZOrderModeSchema = z.enum(ORDER_MODES)
export type TOrderMode = z.infer<typeof ZOrderModeSchema>

/**
 * Order time of spec §3/§4. `earliest` is the first slot the store can make now; `wanted` is the
 * chosen slot (advance) or null (asap). `asapAvailable` is false when the store is closed for this
 * handoff or the channel is catering: the guest must order ahead. Times are the store's own.
 */
export const ZCartTimeSchema = z.object({
  mode: ZOrderModeSchema,
  wanted: ZWantedTimeSchema.nullable(),
  earliest: ZWantedTimeSchema.nullable(),
  asapAvailable: z.boolean(),
  timezone: z.string(),
  /** Days (YYYYMMDD, store-local) that may have slots: today (or +2 for catering) … advancedays. */
  days: z.array(ZDaySchema),
  /** The days in that window a manager closed the store, with their words for guests (ADR 021). */
  closed: z.array(z.object({ day: ZDaySchema, message: z.string() })),
})
export type TCartTime = z.infer<typeof ZCartTimeSchema>

export const ZCartTotalsSchema = z.object({
  subtotal: z.number().int(),
  discount: z.number().int(),
  taxRateBps: z.number().int(),
  tax: z.number().int(),
  deliveryFee: z.number().int(),
  total: z.number().int(),
})
export type TCartTotals = z.infer<typeof ZCartTotalsSchema>

/**
 * A discount on the basket (spec §3 discounts[], each with its label): a redeemed reward (removable:
 * remove cart reward), an offer applied because the basket qualifies, or a back-office promotion
 * (ADR 061: automatic, or the promo code typed at checkout — removable, and listed with its
 * `problem` and amount 0 while it does not apply). `line_id` is the line it
 * makes free (null for an amount off the order). `problem` says why a redeemed reward does not apply
 * now (amount 0; validate and submit refuse until it is fixed or removed).
 */
export const ZCartDiscountSchema = z.object({
  id: z.string(),
  source: z.enum(['reward', 'offer', 'promotion']),
  label: z.string(),
  amount: z.number().int(),
  line_id: z.number().int().nullable(),
  removable: z.boolean(),
  problem: z.string().nullable(),
})
export type TCartDiscount = z.infer<typeof ZCartDiscountSchema>

export const ZCartSchema = z.object({
  id: ZCartIdSchema,
  menu_id: z.number().int(),
  store_id: z.number().int(),
  channel: ZOrderChannelSchema,
  handoff: ZHandoffModeSchema,
  address: ZCartAddressSchema.nullable(),
  time: ZCartTimeSchema,
  products: z.array(ZCartProductSchema),
  discounts: z.array(ZCartDiscountSchema),
  payments: z.array(z.object({ type: z.string(), amount: z.number().int() })),
  totals: ZCartTotalsSchema,
  /** Delivery fee and order minimum of the store's delivery zone (cents), when it delivers. */
  delivery: z.object({ fee: z.number().int(), minimum: z.number().int() }).nullable(),
  /** Count of items a guest sees: quantities of every non-utensils line. */
  count: z.number().int(),
  /** ISO instant after which the basket is abandoned unless touched again (spec §3 reset). */
  reset: z.iso.datetime({ offset: true }),
})
export type TCart = z.infer<typeof ZCartSchema>

export const ZCreateCartBodySchema = z.object({
  menu_id: ZIdSchema,
  channel: ZOrderChannelSchema.optional(),
  handoffMode: ZHandoffModeSchema.optional(),
})

const ZChoiceInputSchema = z.object({ id: ZIdSchema, quantity: z.number().int().min(1).max(99) })
export const ZAddProductBodySchema = z.object({
  product_id: ZIdSchema,
  quantity: ZInt4Schema,
  choices: z.array(ZChoiceInputSchema).max(50).default([]),
  instructions: ruleSchema(LINE_INSTRUCTIONS_RULE).default(''),
  recipient: ZTextSchema().trim().max(TEXT_LIMITS.name).default(''),
})
export type TAddProductBody = z.input<typeof ZAddProductBodySchema>
export const ZUpdateProductBodySchema = ZAddProductBodySchema.omit({ product_id: true })
export type TUpdateProductBody = z.input<typeof ZUpdateProductBodySchema>

export const ZTransferCartBodySchema = z.object({ menu_id: ZIdSchema })
export const ZTransferReportSchema = z.object({
  cart: ZCartSchema,
  /** Lines the new store does not sell, removed from the cart. */
  removed: z.array(z.object({ product_id: z.number().int(), name: z.string(), quantity: z.number().int() })),
  /** Lines whose price changed at the new store (unit cost in cents, before and after). */
  repriced: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      before: z.number().int(),
      after: z.number().int(),
    }),
  ),
})
export type TTransferReport = z.infer<typeof ZTransferReportSchema>

export const ZHandoffBodySchema = z.object({ handoffMode: ZHandoffModeSchema })

/** PUT carts/{cartId}/handoff/delivery body (spec §7), plus optional coordinates from place details. */
export const ZDeliveryHandoffBodySchema = z.object({
  address: ZTextSchema().trim().min(1, 'Enter the street address.').max(TEXT_LIMITS.street),
  building: ruleSchema(BUILDING_RULE).default(''),
  city: ZTextSchema().trim().min(1, 'Enter the city.').max(TEXT_LIMITS.city),
  state: ruleSchema(STATE_RULE),
  zip: ruleSchema(ZIP_RULE),
  instructions: ruleSchema(INSTRUCTIONS_RULE).default(''),
  default: z.boolean().default(false),
  handoffMode: z.enum(['delivery', 'dispatch']).default('delivery'),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
})
export type TDeliveryHandoffBody = z.input<typeof ZDeliveryHandoffBodySchema>

export const ZOrderTimeBodySchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('asap') }),
  z.object({ mode: z.literal('advance'), wanted: ZWantedTimeSchema }),
])
export type TOrderTimeBody = z.infer<typeof ZOrderTimeBodySchema>

export const ZAvailableTimesQuerySchema = z.object({ day: ZDaySchema })
export const ZAvailableTimesSchema = z.object({
  day: ZDaySchema,
  /** Open slots of the day, store-local 'YYYYMMDD HH:mm'; full and past slots are left out. */
  times: z.array(ZWantedTimeSchema),
})
export type TAvailableTimes = z.infer<typeof ZAvailableTimesSchema>

export const ZUpsellSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  cost: z.number().int(),
  calories: z.number().int(),
  image: z.string(),
})
export type TUpsell = z.infer<typeof ZUpsellSchema>
export const ZUpsellsSchema = z.object({ upsells: z.array(ZUpsellSchema) })

/** PUT stores/for-delivery-address (spec §7): an address; stores that deliver there, at most 3. */
export const ZDeliveryAddressQuerySchema = z.object({
  address: ZTextSchema().trim().min(1, 'Enter the street address.').max(TEXT_LIMITS.street),
  city: ZTextSchema().trim().max(TEXT_LIMITS.city).default(''),
  state: ZTextSchema().trim().max(2).default(''),
  zip: ZTextSchema().trim().max(10).default(''),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  /** Split-payment group orders keep only stores offering groupsplitpay (spec §5). */
  splitPayment: z.boolean().default(false),
})
export type TDeliveryAddressQuery = z.input<typeof ZDeliveryAddressQuerySchema>
export const ZDeliveryLocationSchema = ZLocationSchema.extend({
  delivery: z.object({ fee: z.number().int(), minimum: z.number().int() }),
})
export type TDeliveryLocation = z.infer<typeof ZDeliveryLocationSchema>
export const ZDeliveryLocationsSchema = z.object({ locations: z.array(ZDeliveryLocationSchema) })
