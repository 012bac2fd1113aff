import {
  okEnvelope,
  ZHandoffHoursBodySchema,
  ZHandoffHoursParamsSchema,
  ZKitchenStationsBodySchema,
  ZSlotCapacityBodySchema,
  ZStaffStoreParamsSchema,
  ZStoreScheduleSchema,
} from '@deli/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../platform/reply.ts'
import type { TStoreRow } from '../stores/index.ts'
import { setHandoffHours, setKitchenStations, setSlotCapacity } from '../stores/index.ts'
import { getSchedule } from './get-schedule.ts'
import { recordedStaffAction } from './record-staff-action.ts'
import { requireStaff } from './staff-session.ts'
import { requireStoreAccess } from './store-access.ts'

const tags = ['staff']
const response = { 200: okEnvelope(ZStoreScheduleSchema) }

/**
 * A store's weekly hours per handoff, its slot capacity (ADR 021) and its kitchen stations (ADR 065): store staff read them;
 * managers of the store and chain admins change them, through the stores module's operations (ADR
 * 012). Every change answers the whole schedule as stored.
 */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const chain = { slotCapacity: app.config.SLOT_CAPACITY, kitchenStations: app.config.KITCHEN_STATIONS }
  const access = async (request: FastifyRequest, storeId: number, least: 'staff' | 'manager') => {
    const staff = await requireStaff(app.db, request)
    return { staff, store: await requireStoreAccess(app.db, staff, storeId, least) }
  }
  const answer = (store: TStoreRow) => ok(getSchedule(store, chain))

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
    async (request) => answer((await access(request, request.params.storeId, 'staff')).store),
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
      const { staff, store } = await access(request, request.params.storeId, 'manager')
      const { handoff } = request.params
      const { periods } = request.body
      const action = {
        staff,
        storeId: store.id,
        action: 'store.hours',
        subject: handoff,
        // The hours they replace, so the store's Activity can say what changed (ADR 044).
        detail: { periods, before: store.hours[handoff] ?? [] },
      } as const
      return answer(
        await recordedStaffAction(app.db, action, (tx) => setHandoffHours(tx, store, handoff, periods)),
      )
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
      const { staff, store } = await access(request, request.params.storeId, 'manager')
      const capacity = request.body.slot_capacity
      const action = { staff, storeId: store.id, action: 'store.capacity', detail: { capacity } } as const
      return answer(await recordedStaffAction(app.db, action, (tx) => setSlotCapacity(tx, store, capacity)))
    },
  )

  app.put(
    '/staff/stores/:storeId/stations',
    {
      schema: {
        tags,
        summary:
          "Set the store's kitchen stations (orders made side by side), or null for the chain's default (managers)",
        params: ZStaffStoreParamsSchema,
        body: ZKitchenStationsBodySchema,
        response,
      },
    },
    async (request) => {
      const { staff, store } = await access(request, request.params.storeId, 'manager')
      const stations = request.body.kitchen_stations
      const action = { staff, storeId: store.id, action: 'store.stations', detail: { stations } } as const
      return answer(
        await recordedStaffAction(app.db, action, (tx) => setKitchenStations(tx, store, stations)),
      )
    },
  )
}
