import {
  okEnvelope,
  ZArrivalBodySchema,
  ZAvailableTimesQuerySchema,
  ZCartIdParamsSchema,
  ZOrderHistoryQuerySchema,
  ZOrderHistorySchema,
  ZOrderParamsSchema,
  ZOrderSchema,
  ZOrderTimesSchema,
  ZRenameUsualOrderBodySchema,
  ZReorderBodySchema,
  ZReorderSchema,
  ZSaveUsualOrderBodySchema,
  ZSubmitTrackSchema,
  ZUsualOrderParamsSchema,
  ZUsualOrdersSchema,
} from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../platform/reply.ts'
import { chargesOf } from '../payments/index.ts'
import { findSessionId, requireMember } from '../sessions/index.ts'
import { announceArrival } from './announce-arrival.ts'
import { getMemberOrder } from './get-member-order.ts'
import { getOrderCalendar } from './get-order-calendar.ts'
import { listMemberOrders } from './list-member-orders.ts'
import { listOrderTimes } from './list-order-times.ts'
import { listUsualOrders } from './list-usual-orders.ts'
import { presentOrder, refundOf } from './present-order.ts'
import { removeUsualOrder } from './remove-usual-order.ts'
import { renameUsualOrder } from './rename-usual-order.ts'
import { repeatOrder } from './repeat-order.ts'
import { saveUsualOrder } from './save-usual-order.ts'
import { startHeldOrder } from './start-held-order.ts'
import { isGroupOrder } from './time-change-refusal.ts'
import { trackSubmission } from './track-submission.ts'

const tags = ['orders']

/**
 * Submission tracking, orders, history and re-order (/api/v1). Staff move orders through operations'
 * routes (`PUT orders/{orderId}/status` and the board's), as an identified staff member (ADR 044).
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/carts/:cartId/submit/track',
    {
      schema: {
        tags,
        summary: 'Where a submitted basket stands: waiting, success (order id) or error (message)',
        params: ZCartIdParamsSchema,
        response: { 200: okEnvelope(ZSubmitTrackSchema) },
      },
    },
    async (request) =>
      ok(await trackSubmission(app.db, await findSessionId(app.db, request), request.params.cartId)),
  )

  app.get(
    '/orders/:orderId',
    {
      schema: {
        tags,
        summary: "One of the member's orders",
        params: ZOrderParamsSchema,
        response: { 200: okEnvelope(ZOrderSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireMember(app.db, request)
      const order = await getMemberOrder(app.db, userId, request.params.orderId)
      const charges = refundOf(order) ? await chargesOf(app.db, [order.id]) : new Map()
      return ok(presentOrder(order, charges.get(order.id), await isGroupOrder(app.db, order)))
    },
  )

  app.post(
    '/orders/:orderId/arrival',
    {
      schema: {
        tags,
        summary:
          "Curbside 'I'm here': the order's member says they arrived (and where they parked); the board shows it at once",
        params: ZOrderParamsSchema,
        body: ZArrivalBodySchema,
        response: { 200: okEnvelope(ZOrderSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireMember(app.db, request)
      return ok(
        await announceArrival({
          db: app.db,
          userId,
          orderId: request.params.orderId,
          spot: request.body.spot,
        }),
      )
    },
  )

  app.post(
    '/orders/:orderId/start',
    {
      schema: {
        tags,
        summary: '"Start my order": the member sends their held (manual-fire) order to the kitchen now',
        params: ZOrderParamsSchema,
        response: { 200: okEnvelope(ZOrderSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireMember(app.db, request)
      return ok(await startHeldOrder(app.db, userId, request.params.orderId))
    },
  )

  app.get(
    '/orders/:orderId/times',
    {
      schema: {
        tags,
        summary:
          "Times of a store-local day (YYYYMMDD) the member may move their scheduled or held order to (checkout's rules, its own make time)",
        params: ZOrderParamsSchema,
        querystring: ZAvailableTimesQuerySchema,
        response: { 200: okEnvelope(ZOrderTimesSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireMember(app.db, request)
      return ok(await listOrderTimes(app.db, app.config, userId, request.params.orderId, request.query.day))
    },
  )

  app.get(
    '/orders/:orderId/calendar',
    {
      schema: {
        tags,
        summary: "The order's ready time as an add-to-calendar file (text/calendar)",
        params: ZOrderParamsSchema,
      },
    },
    async (request, reply) => {
      const { userId } = await requireMember(app.db, request)
      const order = await getMemberOrder(app.db, userId, request.params.orderId)
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="red-door-deli-order-${order.number}.ics"`)
        .send(await getOrderCalendar(app.db, order))
    },
  )

  app.get(
    '/members/orders',
    {
      schema: {
        tags,
        summary: "The member's order history, newest first, 20 a page",
        querystring: ZOrderHistoryQuerySchema,
        response: { 200: okEnvelope(ZOrderHistorySchema) },
      },
    },
    async (request) => {
      const { userId } = await requireMember(app.db, request)
      return ok(await listMemberOrders(app.db, userId, request.query.page))
    },
  )

  app.post(
    '/orders',
    {
      schema: {
        tags,
        summary:
          'Re-order: a new basket at the order’s store with what it still sells (removed items reported)',
        body: ZReorderBodySchema,
        response: { 201: okEnvelope(ZReorderSchema) },
      },
    },
    async (request, reply) => {
      const session = await requireMember(app.db, request)
      const reorder = await repeatOrder({ db: app.db, config: app.config, session, orderId: request.body.id })
      return reply.code(201).send(ok(reorder))
    },
  )

  // Usual orders ('My usual'): kept orders, ordered again through POST orders {id} above.
  app.get(
    '/members/usual-orders',
    {
      schema: {
        tags,
        summary: "The member's usual orders ('My usual'), newest first, each with its order",
        response: { 200: okEnvelope(ZUsualOrdersSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireMember(app.db, request)
      return ok(await listUsualOrders(app.db, userId))
    },
  )

  app.post(
    '/members/usual-orders',
    {
      schema: {
        tags,
        summary: "Keep one of the member's orders under a name ('My usual'); answers the usual orders",
        body: ZSaveUsualOrderBodySchema,
        response: { 201: okEnvelope(ZUsualOrdersSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = await requireMember(app.db, request)
      const { order_id: orderId, name } = request.body
      return reply.code(201).send(ok(await saveUsualOrder({ db: app.db, userId, orderId, name })))
    },
  )

  app.put(
    '/members/usual-orders/:id',
    {
      schema: {
        tags,
        summary: 'Rename a usual order; answers the usual orders',
        params: ZUsualOrderParamsSchema,
        body: ZRenameUsualOrderBodySchema,
        response: { 200: okEnvelope(ZUsualOrdersSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireMember(app.db, request)
      return ok(
        await renameUsualOrder({ db: app.db, userId, id: request.params.id, name: request.body.name }),
      )
    },
  )

  app.delete(
    '/members/usual-orders/:id',
    {
      schema: {
        tags,
        summary: 'Forget a usual order (the order itself stays); answers the usual orders',
        params: ZUsualOrderParamsSchema,
        response: { 200: okEnvelope(ZUsualOrdersSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireMember(app.db, request)
      return ok(await removeUsualOrder({ db: app.db, userId, id: request.params.id }))
    },
  )
}
