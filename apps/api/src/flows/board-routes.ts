import {
  okEnvelope,
  ZBoardSchema,
  ZBoardTicketSchema,
  ZOrderParamsSchema,
  ZOrderSchema,
  ZOrderStatusBodySchema,
  ZStaffStoreParamsSchema,
} from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireStaff, requireStoreAccess } from '../modules/operations/index.ts'
import { ok } from '../platform/reply.ts'
import { getBoard } from './get-board.ts'
import { changeOrderStatus, moveOrder } from './move-order.ts'

const tags = ['staff']

/** The order board and its moves (ADR 017, 044): a staff member of operations moves an order of orders. */
export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/stores/:storeId/board',
    {
      schema: {
        tags,
        summary: "A store's order board: tickets received, in progress, ready and recently finished",
        params: ZStaffStoreParamsSchema,
        response: { 200: okEnvelope(ZBoardSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      return ok(
        await getBoard(app.db, app.config, await requireStoreAccess(app.db, staff, request.params.storeId)),
      )
    },
  )

  app.put(
    '/staff/orders/:orderId/status',
    {
      schema: {
        tags,
        summary:
          "Staff of the order's store move it along its life (received → in progress → ready → completed, or cancel)",
        params: ZOrderParamsSchema,
        body: ZOrderStatusBodySchema,
        response: { 200: okEnvelope(ZBoardTicketSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      return ok(
        await moveOrder(
          app.db,
          { config: app.config, jobs: app.jobs },
          staff,
          request.params.orderId,
          request.body.status,
        ),
      )
    },
  )

  app.put(
    '/orders/:orderId/status',
    {
      schema: {
        tags: ['orders'],
        summary:
          "A store's app: the signed-in staff member (staff-token) moves an order of their store along its life; recorded (ADR 044)",
        params: ZOrderParamsSchema,
        body: ZOrderStatusBodySchema,
        response: { 200: okEnvelope(ZOrderSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      const deps = { config: app.config, jobs: app.jobs }
      return ok(await changeOrderStatus(app.db, deps, staff, request.params.orderId, request.body.status))
    },
  )
}
