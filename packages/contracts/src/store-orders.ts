import { z } from 'zod'
import { REFUND_REASON_REQUIRED, REFUND_REASONS, STORE_ORDERS_QUERY_MAX } from './constants.ts'
import { ZOrderRefundSchema } from './orders.ts'
import { ZTextSchema } from './primitives.ts'
import { ZBoardTicketSchema } from './staff.ts'

/**
 * GET staff/stores/{storeId}/orders: a store's orders, newest placed first, for a manager answering a
 * guest — all of them, or those whose number, guest name, email or phone holds `q`.
 */
export const ZStoreOrdersQuerySchema = z.object({
  q: ZTextSchema()
    .trim()
    .max(STORE_ORDERS_QUERY_MAX, `Search with at most ${STORE_ORDERS_QUERY_MAX} characters.`)
    .optional(),
  /** The next page: the `next` of the previous page. */
  before: z.uuid('There is no such order.').optional(),
})
export type TStoreOrdersQuery = z.input<typeof ZStoreOrdersQuerySchema>

/**
 * One order found: the board's ticket, its card refund (a cancelled order's or a handed-over one's;
 * null for any other) and, for a handed-over order a manager refunded (ADR 072), why and by whom.
 */
export const ZStoreOrderSchema = ZBoardTicketSchema.extend({
  refund: ZOrderRefundSchema.nullable(),
  refunded: z
    .object({ at: z.iso.datetime({ offset: true }), reason: z.enum(REFUND_REASONS), by: z.string() })
    .nullable(),
})
export type TStoreOrder = z.infer<typeof ZStoreOrderSchema>

export const ZStoreOrdersSchema = z.object({
  /** Each as the board's ticket (who, what, when, how paid, its status) with its refund. */
  orders: z.array(ZStoreOrderSchema),
  /** The `before` of the next page, or null on the last. */
  next: z.string().nullable(),
})
export type TStoreOrders = z.infer<typeof ZStoreOrdersSchema>

/** POST staff/orders/{orderId}/refund (ADR 072): why a handed-over order's money goes back. */
export const ZRefundOrderBodySchema = z.object({
  reason: z.enum(REFUND_REASONS, { error: REFUND_REASON_REQUIRED }),
})
export type TRefundOrderBody = z.infer<typeof ZRefundOrderBodySchema>
