import { z } from 'zod'
import {
  ZCartAddressSchema,
  ZCartIdSchema,
  ZCartProductSchema,
  ZCartSchema,
  ZDaySchema,
  ZWantedTimeSchema,
} from './carts.ts'
import { MAX_TIP_CENTS } from './constants.ts'
import { ARRIVAL_SPOT_RULE, TEXT_LIMITS, USUAL_NAME_RULE } from './field-rules.ts'
import { ZEmailSchema, ZPhoneSchema } from './members.ts'
import { ZInt4Schema, ZIntIdSchema, ZPageNumberSchema, ZTextSchema } from './primitives.ts'
import { ZHandoffModeSchema } from './stores.ts'
import { ruleSchema } from './text-rule-schema.ts'

/**
 * Checkout, submission and orders (spec §3 Order, §4 Checkout submit and Re-order, §7
 * POST /api/submit-background, GET carts/{id}/submit/track, POST orders).
 */

/** Payment methods: a card tokenised by the configured gateway, or pay in store (pickup group only). */
export const PAYMENT_TYPES = ['card', 'instore'] as const
export const ZPaymentTypeSchema = z.enum(PAYMENT_TYPES)
export type TPaymentType = z.infer<typeof ZPaymentTypeSchema>

/** One payment of spec §7 data.payments: the card is only ever a gateway token, never card data. */
export const ZSubmitPaymentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('card'), token: ZTextSchema().min(4).max(255) }),
  z.object({ type: z.literal('instore') }),
])
export type TSubmitPayment = z.infer<typeof ZSubmitPaymentSchema>

/** Car details for curbside pickup. */
export const ZCarSchema = z.object({
  make: ZTextSchema().trim().min(1, 'Make is required').max(TEXT_LIMITS.carMake),
  model: ZTextSchema().trim().min(1, 'Model is required').max(TEXT_LIMITS.carModel),
  color: ZTextSchema().trim().min(1, 'Color is required').max(TEXT_LIMITS.carColor),
})
export type TCar = z.infer<typeof ZCarSchema>

/** Tip in cents (spec §9: 10 %, 15 %, 20 % or custom; default 0). */
export const ZTipSchema = z.number().int().min(0).max(MAX_TIP_CENTS).default(0)

/** POST /api/submit-background (spec §7): {id, data{payments, first_name, last_name, email, phone}}, plus tip and car. */
export const ZSubmitBodySchema = z.object({
  id: ZCartIdSchema,
  data: z.object({
    payments: z.array(ZSubmitPaymentSchema).length(1, 'Choose one payment method.'),
    first_name: ZTextSchema().trim().min(1, 'First name is required').max(TEXT_LIMITS.name),
    last_name: ZTextSchema().trim().min(1, 'Last name is required').max(TEXT_LIMITS.name),
    email: ZEmailSchema,
    phone: ZPhoneSchema,
    tip: ZTipSchema,
    car: ZCarSchema.optional(),
    /**
     * The total (with the tip, in cents) the guest was shown. When sent, a submission whose total is
     * not this one is refused (409 TOTAL_CHANGED) instead of charged (ADR 042).
     */
    total: ZInt4Schema.min(0).optional(),
    /**
     * Spec time mode `manualfire` (ADR 066): an ASAP order placed now and made when the guest says
     * ("Start my order", or a curbside guest's "I'm here"). A split group's is reset to asap.
     */
    manualfire: z.boolean().default(false),
  }),
})
export type TSubmitBody = z.input<typeof ZSubmitBodySchema>

/** Headers of the submit call (spec §7), all optional. */
export const ZSubmitHeadersSchema = z.object({
  client_type: ZTextSchema().max(40).optional(),
  device_id: ZTextSchema().max(200).optional(),
  push_token: ZTextSchema().max(400).optional(),
})

export const SUBMIT_STATES = ['waiting', 'success', 'error'] as const
export const ZSubmitStateSchema = z.enum(SUBMIT_STATES)
export type TSubmitState = z.infer<typeof ZSubmitStateSchema>
/**
 * GET carts/{id}/submit/track (and the submit answer): spec §7's status/message/data{id}, carried
 * inside our envelope's data. `id` is the order id once the submission exists.
 */
export const ZSubmitTrackSchema = z.object({
  status: ZSubmitStateSchema,
  message: z.string(),
  id: z.uuid().nullable(),
})
export type TSubmitTrack = z.infer<typeof ZSubmitTrackSchema>

export const ORDER_STATUSES = [
  'pending',
  'failed',
  'scheduled',
  'held',
  'received',
  'in_progress',
  'ready',
  'completed',
  'cancelled',
] as const
export const ZOrderStatusSchema = z.enum(ORDER_STATUSES)
export type TOrderStatus = z.infer<typeof ZOrderStatusSchema>

/** A line of a placed order: the basket's line as it was submitted (no line id, no availability). */
export const ZOrderLineSchema = ZCartProductSchema.omit({ id: true, available: true })
export type TOrderLine = z.infer<typeof ZOrderLineSchema>

export const ZOrderTotalsSchema = z.object({
  subtotal: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
  deliveryFee: z.number().int(),
  tip: z.number().int(),
  total: z.number().int(),
})
export type TOrderTotals = z.infer<typeof ZOrderTotalsSchema>

/** A discount the order was placed with, by its label (spec §3 discounts[]): what totals.discount adds up. */
export const ZOrderDiscountSchema = z.object({ label: z.string(), amount: z.number().int() })
export type TOrderDiscount = z.infer<typeof ZOrderDiscountSchema>

/** A curbside guest's arrival ('I'm here'): when, and where they parked ('' when not said). */
export const ZArrivalSchema = z.object({ at: z.iso.datetime({ offset: true }), spot: z.string() })
export type TArrival = z.infer<typeof ZArrivalSchema>
/** PUT orders/{orderId}/time: the guest moves an order not yet with the kitchen to another time (ADR 066). */
export const ZOrderTimeChangeBodySchema = z.object({ wanted: ZWantedTimeSchema })
export type TOrderTimeChangeBody = z.input<typeof ZOrderTimeChangeBodySchema>
/**
 * GET orders/{orderId}/times?day=: the times of a store-local day the order may move to, and the days
 * (YYYYMMDD) that may have some, as the basket's times and days (ADR 066).
 */
export const ZOrderTimesSchema = z.object({
  day: ZDaySchema,
  /** Open slots of the day with room for this order, 'YYYYMMDD HH:mm'; its own slot included. */
  times: z.array(ZWantedTimeSchema),
  days: z.array(ZDaySchema),
})
export type TOrderTimes = z.infer<typeof ZOrderTimesSchema>
/** POST orders/{orderId}/arrival: curbside 'I'm here', with where the guest parked (optional). */
export const ZArrivalBodySchema = z.object({ spot: ruleSchema(ARRIVAL_SPOT_RULE).default('') })
export type TArrivalBody = z.input<typeof ZArrivalBodySchema>

/** Order of spec §3 (history item: id, menu_id, products, totals) with what confirmation shows. */
/** A card payment given back through the payment adapter: `pending` until the gateway did, then `refunded`. */
export const ZOrderRefundSchema = z.object({
  amount: z.number().int(),
  state: z.enum(['pending', 'refunded']),
})
export type TOrderRefund = z.infer<typeof ZOrderRefundSchema>

export const ZOrderSchema = z.object({
  id: z.uuid(),
  /** Human order number shown to the guest and the store. */
  number: z.number().int(),
  menu_id: z.number().int(),
  store_id: z.number().int(),
  status: ZOrderStatusSchema,
  handoff: ZHandoffModeSchema,
  address: ZCartAddressSchema.nullable(),
  car: ZCarSchema.nullable(),
  /** Store-local ready (or delivery) time 'YYYYMMDD HH:mm' and the store's time zone. */
  ready: ZWantedTimeSchema,
  timezone: z.string(),
  asap: z.boolean(),
  products: z.array(ZOrderLineSchema),
  totals: ZOrderTotalsSchema,
  discounts: z.array(ZOrderDiscountSchema),
  payment: z.object({ type: ZPaymentTypeSchema, label: z.string() }),
  /** Who it is for, as checkout submitted it; the receipt goes to this email. */
  contact: z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), phone: z.string() }),
  /** The points this order earns (10 per dollar after discounts; 0 for a kiosk's order). */
  points: z.number().int(),
  /**
   * Whether they count yet (ADR 024): `earned` once the order is paid, `pending` until then (an order
   * paid at the counter is paid when it is handed over), `none` for no points or a failed or cancelled order.
   */
  points_state: z.enum(['earned', 'pending', 'none']),
  placed: z.iso.datetime({ offset: true }),
  /** Curbside 'I'm here': when the guest said they arrived, and where they parked (null until then). */
  arrival: ZArrivalSchema.nullable(),
  /**
   * A cancelled card order's refund through the payment adapter (ADR 066): `pending` until the
   * gateway gave it back, then `refunded`; null for every other order.
   */
  refund: ZOrderRefundSchema.nullable(),
  /** Who cancelled a cancelled order: its guest (before the kitchen started) or the store; else null. */
  cancelled_by: z.enum(['guest', 'store']).nullable(),
  /**
   * Part of a group order (ADR 015): made together at its host's time, which nobody moves online once
   * the group is placed. GET orders/{id} says it of the host's order too; other answers of a split
   * participant's only.
   */
  in_group: z.boolean(),
})
export type TOrder = z.infer<typeof ZOrderSchema>
export const ZOrderParamsSchema = z.object({ orderId: z.uuid('Unknown order.') })
/** GET members/orders?page=n: the member's orders, newest first, ORDER_HISTORY_PAGE_SIZE a page. */
export const ORDER_HISTORY_PAGE_SIZE = 20
export const ZOrderHistoryQuerySchema = z.object({
  page: ZPageNumberSchema.default(1),
})
export const ZOrderHistorySchema = z.object({
  orders: z.array(ZOrderSchema),
  /** The next page's number, or null on the last page. */
  next_page: z.number().int().nullable(),
})
/** PUT orders/{orderId}/status (store staff): the next status of an order's life. */
export const ZOrderStatusBodySchema = z.object({
  status: z.enum(['in_progress', 'ready', 'completed', 'cancelled']),
})

/** POST orders {id}: re-order (spec §4) — a new cart at the order's store; lines it no longer sells are reported. */
export const ZReorderBodySchema = z.object({ id: z.uuid('Unknown order.') })
export const ZReorderSchema = z.object({
  cart: ZCartSchema,
  removed: z.array(z.object({ product_id: z.number().int(), name: z.string(), quantity: z.number().int() })),
})
export type TReorder = z.infer<typeof ZReorderSchema>

/**
 * Usual orders ('My usual'): orders a member keeps under a name of their own, to order again in one
 * tap (POST orders {id} with the kept order's id). At most USUAL_ORDERS_MAX a member, each order once.
 */
export const USUAL_ORDERS_MAX = 10
export const ZUsualOrderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  order: ZOrderSchema,
})
export type TUsualOrder = z.infer<typeof ZUsualOrderSchema>
/** Every answer of members/usual-orders: the member's usual orders, newest first. */
export const ZUsualOrdersSchema = z.object({ usual_orders: z.array(ZUsualOrderSchema) })
export type TUsualOrders = z.infer<typeof ZUsualOrdersSchema>
/** POST members/usual-orders: keep one of the member's orders under a name. */
export const ZSaveUsualOrderBodySchema = z.object({
  order_id: z.uuid('Unknown order.'),
  name: ruleSchema(USUAL_NAME_RULE).min(1, USUAL_NAME_RULE.invalid),
})
export type TSaveUsualOrderBody = z.input<typeof ZSaveUsualOrderBodySchema>
/** PUT members/usual-orders/{id}: rename a usual order. */
export const ZRenameUsualOrderBodySchema = ZSaveUsualOrderBodySchema.pick({ name: true })
export type TRenameUsualOrderBody = z.input<typeof ZRenameUsualOrderBodySchema>
export const ZUsualOrderParamsSchema = z.object({ id: ZIntIdSchema })

/** The built-in test gateway's card tokenisation (the Stripe adapter tokenises in Stripe's own fields). */
export const ZTestCardBodySchema = z.object({
  number: ZTextSchema().trim().max(30),
  exp_month: ZInt4Schema,
  exp_year: ZInt4Schema,
  cvc: ZTextSchema().trim().max(4),
  postal_code: ZTextSchema().trim().max(10).optional(),
})
export type TTestCardBody = z.input<typeof ZTestCardBodySchema>
export const ZCardTokenSchema = z.object({ token: z.string(), brand: z.string(), last4: z.string() })
export type TCardToken = z.infer<typeof ZCardTokenSchema>

/** What checkout needs to know about payments: which gateway, and Stripe's publishable key when used. */
export const ZPaymentConfigSchema = z.object({
  gateway: z.enum(['test', 'stripe']),
  publishableKey: z.string().nullable(),
})
export type TPaymentConfig = z.infer<typeof ZPaymentConfigSchema>
