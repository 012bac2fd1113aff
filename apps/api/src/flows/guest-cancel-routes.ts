import { okEnvelope, ZOrderParamsSchema, ZOrderSchema } from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cancelMemberOrder } from '../modules/orders/index.ts'
import { recordOrderCancellation } from '../modules/reports/index.ts'
import { requireMember } from '../modules/sessions/index.ts'
import { ok } from '../platform/reply.ts'

/**
 * POST orders/{orderId}/cancel (ADR 066): the member cancels before the kitchen starts. A flow
 * because the cancel leaves the reports' rollups (ADR 064) in its own transaction, as the board's
 * cancel does, and reports sit above orders.
 */
export const guestCancelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:orderId/cancel',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The member cancels their order before the kitchen starts it (scheduled or held); a card payment is refunded',
        params: ZOrderParamsSchema,
        response: { 200: okEnvelope(ZOrderSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireMember(app.db, request)
      const { db, config, jobs } = app
      const orderId = request.params.orderId
      return ok(
        await cancelMemberOrder({ db, config, jobs, userId, orderId, record: recordOrderCancellation }),
      )
    },
  )
}
