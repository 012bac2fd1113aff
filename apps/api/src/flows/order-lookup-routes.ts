import {
  okEnvelope,
  ZOrderParamsSchema,
  ZRefundOrderBodySchema,
  ZStaffStoreParamsSchema,
  ZStoreOrderSchema,
  ZStoreOrdersQuerySchema,
  ZStoreOrdersSchema,
} from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireStaff, requireStoreAccess } from '../modules/operations/index.ts'
import { refundOf, searchStoreOrders } from '../modules/orders/index.ts'
import { chargesOf } from '../modules/payments/index.ts'
import { ok } from '../platform/reply.ts'
import { presentStoreOrder } from './present-ticket.ts'
import { refundHandedOverOrder } from './refund-handed-over-order.ts'

/**
 * A store's order lookup (ADR 071): its manager or a chain admin finds a guest's order of any day by
 * its number, the guest's name, email or phone, and reads it as the board's ticket with a cancelled
 * card order's refund, so a guest asking after their money gets an answer; and gives a handed-over
 * order's money back (ADR 072). Store staff work
 * from the board (today's orders); a past order's guest and phone are a manager's to read.
 */
export const orderLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/stores/:storeId/orders',
    {
      schema: {
        tags: ['staff'],
        summary:
          "A store's orders, newest first, or those whose number, guest, email or phone holds `q` (managers)",
        params: ZStaffStoreParamsSchema,
        querystring: ZStoreOrdersQuerySchema,
        response: { 200: okEnvelope(ZStoreOrdersSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      const store = await requireStoreAccess(app.db, staff, request.params.storeId, 'manager')
      const now = new Date()
      const { rows, next } = await searchStoreOrders(app.db, store.id, request.query)
      const refunded = rows.filter((row) => refundOf(row) !== null).map((row) => row.id)
      const charges = await chargesOf(app.db, refunded)
      return ok({
        orders: rows.map((row) => presentStoreOrder(row, now, charges.get(row.id))),
        next,
      })
    },
  )

  app.post(
    '/staff/orders/:orderId/refund',
    {
      schema: {
        tags: ['staff'],
        summary:
          "Give a handed-over card order's money back in full, once, with a reason (its store's managers, chain admins); emails the guest",
        params: ZOrderParamsSchema,
        body: ZRefundOrderBodySchema,
        response: { 200: okEnvelope(ZStoreOrderSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      const deps = { config: app.config, jobs: app.jobs }
      return ok(await refundHandedOverOrder(app.db, deps, staff, request.params.orderId, request.body.reason))
    },
  )
}
