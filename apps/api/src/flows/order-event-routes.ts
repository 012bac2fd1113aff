import { ZOrderParamsSchema, ZStaffStoreParamsSchema } from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  requireStaff,
  requireStoreAccess,
  staffStreamOwner,
  watchStore,
} from '../modules/operations/index.ts'
import { getMemberOrder } from '../modules/orders/index.ts'
import { requireMember } from '../modules/sessions/index.ts'
import { EVENT_STREAM_APP_PARAM, EVENT_STREAM_KEY_PARAM } from '../platform/event-stream.ts'
import { watchOrder } from './watch-order.ts'

const tags = ['staff']
/** EventSource cannot send headers: the client's name and key may come as query parameters. */
const ZStreamQuerySchema = z.object({
  [EVENT_STREAM_APP_PARAM]: z.string().max(100).optional(),
  [EVENT_STREAM_KEY_PARAM]: z.string().max(200).optional(),
})

/**
 * Live events as server-sent events (ADR 017): a store's board and a guest's order, fed by PostgreSQL
 * LISTEN/NOTIFY so any node serves any board. Registered apart from the other routes because of the
 * key check by query parameter.
 */
export const orderEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/stores/:storeId/events',
    {
      schema: {
        tags,
        summary:
          "A store's board events (text/event-stream): `order` {order_id, store_id, status} on every new order or change, `resync` when events may have been missed",
        params: ZStaffStoreParamsSchema,
        querystring: ZStreamQuerySchema,
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(app.db, request)
      const store = await requireStoreAccess(app.db, staff, request.params.storeId)
      await app.orderEvents.listen()
      await watchStore(
        app.orderEvents,
        app.orderEvents.streams.open(request, reply, staffStreamOwner(staff)),
        store.id,
      )
    },
  )

  app.get(
    '/orders/:orderId/events',
    {
      schema: {
        tags: ['orders'],
        summary:
          "The member's order, live (text/event-stream): `status` {order_id, store_id, status} now and on every change",
        params: ZOrderParamsSchema,
        querystring: ZStreamQuerySchema,
      },
    },
    async (request, reply) => {
      const { sessionId, userId, expiresAt } = await requireMember(app.db, request)
      const order = await getMemberOrder(app.db, userId, request.params.orderId)
      await app.orderEvents.listen()
      // Ends with the member's session (sign-out, expiry: ADR 044).
      const owner = { session: `session:${sessionId}`, keys: [`session:${sessionId}`], expiresAt }
      const stream = app.orderEvents.streams.open(request, reply, owner)
      await watchOrder(app.db, app.orderEvents, stream, order)
    },
  )
}
