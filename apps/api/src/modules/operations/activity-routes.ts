import {
  okEnvelope,
  ZStaffStoreParamsSchema,
  ZStoreActivityQuerySchema,
  ZStoreActivitySchema,
} from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../platform/reply.ts'
import { listStoreActivity } from './list-store-activity.ts'
import { requireStaff } from './staff-session.ts'
import { requireStoreAccess } from './store-access.ts'

/**
 * A store's activity (ADR 044): who changed its hours, capacity, stations, timing, closures, held
 * items and kiosks, and who moved its orders. Its managers and chain admins read it; store staff not.
 */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/stores/:storeId/activity',
    {
      schema: {
        tags: ['staff'],
        summary: 'What was done at a store, newest first: its settings or its orders (managers)',
        params: ZStaffStoreParamsSchema,
        querystring: ZStoreActivityQuerySchema,
        response: { 200: okEnvelope(ZStoreActivitySchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      const store = await requireStoreAccess(app.db, staff, request.params.storeId, 'manager')
      return ok(await listStoreActivity(app.db, store.id, request.query.kind, request.query.before))
    },
  )
}
