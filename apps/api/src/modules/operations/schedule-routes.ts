import {
  okEnvelope,
  ZHandoffHoursBodySchema,
  ZHandoffHoursParamsSchema,
  ZSlotCapacityBodySchema,
  ZStaffStoreParamsSchema,
  ZStoreScheduleSchema,
} from '@deli/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../platform/reply.ts'
import { setHandoffHours } from '../stores/set-handoff-hours.ts'
import { setSlotCapacity } from '../stores/set-slot-capacity.ts'
import type { TStoreRow } from '../stores/tables.ts'
import { getSchedule } from './get-schedule.ts'
import { requireStaff } from './staff-session.ts'
import { requireStoreAccess } from './store-access.ts'

const tags = ['staff']
const response = { 200: okEnvelope(ZStoreScheduleSchema) }

/**
 * A store's weekly hours per handoff and its slot capacity (issue 14): store staff read them;
 * managers of the store and chain admins change them, through the stores module's operations (ADR
 * 012). Every change answers the whole schedule as stored.
 */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const chainCapacity = app.config.SLOT_CAPACITY
  const access = async (request: FastifyRequest, storeId: number, least: 'staff' | 'manager') =>
    requireStoreAccess(app.db, await requireStaff(app.db, request), storeId, least)
  const answer = (store: TStoreRow) => ok(getSchedule(store, chainCapacity))

  app.get(
    '/staff/stores/:storeId/schedule',
    {
      schema: {
        tags,
        summary: "A store's weekly hours per handoff and its orders per time slot",
        params: ZStaffStoreParamsSchema,
        response,
      },
    },
    async (request) => answer(await access(request, request.params.storeId, 'staff')),
  )

  app.put(
    '/staff/stores/:storeId/hours/:handoff',
    {
      schema: {
        tags,
        summary: "Replace one handoff's weekly hours (managers)",
        params: ZHandoffHoursParamsSchema,
        body: ZHandoffHoursBodySchema,
        response,
      },
    },
    async (request) => {
      const store = await access(request, request.params.storeId, 'manager')
      return answer(await setHandoffHours(app.db, store, request.params.handoff, request.body.periods))
    },
  )

  app.put(
    '/staff/stores/:storeId/capacity',
    {
      schema: {
        tags,
        summary: "Set the store's orders per 15-minute time slot, or null for the chain's default (managers)",
        params: ZStaffStoreParamsSchema,
        body: ZSlotCapacityBodySchema,
        response,
      },
    },
    async (request) => {
      const store = await access(request, request.params.storeId, 'manager')
      return answer(await setSlotCapacity(app.db, store, request.body.slot_capacity))
    },
  )
}
