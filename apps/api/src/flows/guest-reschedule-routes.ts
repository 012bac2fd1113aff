import { okEnvelope, ZOrderParamsSchema, ZOrderSchema, ZOrderTimeChangeBodySchema } from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { rescheduleOrder } from '../modules/orders/index.ts'
import { recordKitchenReschedule } from '../modules/reports/index.ts'
import { requireMember } from '../modules/sessions/index.ts'
import { ok } from '../platform/reply.ts'

/**
 * PUT orders/{orderId}/time (ADR 066): the member moves their order to another time before the
 * kitchen starts it. A flow because the move carries the order's booking to its new hour in the
 * reports' kitchen rollup (ADR 064) in its own transaction, and reports sit above orders.
 */
export const guestRescheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/orders/:orderId/time',
    {
      schema: {
        tags: ['orders'],
        summary:
          "The member moves their order to another time before the kitchen starts it (checkout's time rules; the slot re-booked)",
        params: ZOrderParamsSchema,
        body: ZOrderTimeChangeBodySchema,
        response: { 200: okEnvelope(ZOrderSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireMember(app.db, request)
      const { db, config, jobs } = app
      const { orderId } = request.params
      const wanted = request.body.wanted
      return ok(
        await rescheduleOrder({ db, config, jobs, userId, orderId, wanted, record: recordKitchenReschedule }),
      )
    },
  )
}
