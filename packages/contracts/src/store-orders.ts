import { z } from 'zod'
import { STORE_ORDERS_QUERY_MAX } from './constants.ts'
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

/** One order found: the board's ticket, and a cancelled card order's refund (null for any other). */
export const ZStoreOrderSchema = ZBoardTicketSchema.extend({ refund: ZOrderRefundSchema.nullable() })
export type TStoreOrder = z.infer<typeof ZStoreOrderSchema>

export const ZStoreOrdersSchema = z.object({
  /** Each as the board's ticket (who, what, when, how paid, its status) with its refund. */
  orders: z.array(ZStoreOrderSchema),
  /** The `before` of the next page, or null on the last. */
  next: z.string().nullable(),
})
export type TStoreOrders = z.infer<typeof ZStoreOrdersSchema>
