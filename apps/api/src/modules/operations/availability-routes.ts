import {
  okEnvelope,
  ZCloseDayBodySchema,
  ZClosureParamsSchema,
  ZHoldItemBodySchema,
  ZHoldParamsSchema,
  ZStaffStoreParamsSchema,
  ZStoreAvailabilitySchema,
  ZStoreTimingBodySchema,
} from '@deli/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../platform/reply.ts'
import {
  closeStoreDay,
  getAvailability,
  holdItem,
  releaseItem,
  reopenStoreDay,
  setStoreTiming,
} from '../availability/index.ts'
import { findItemName, menuItemName } from './menu-item-name.ts'
import { recordedStaffAction } from './record-staff-action.ts'
import { requireStaff } from './staff-session.ts'
import { requireStoreAccess } from './store-access.ts'

const tags = ['staff']
const response = { 200: okEnvelope(ZStoreAvailabilitySchema) }

/**
 * A store's availability (ADR 021): store staff read it; managers of the store and chain admins 86
 * items and options, pause ASAP, add lead time and close days. Every change answers the whole state.
 */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The signed-in staff member and the store, when their role reaches `least` there. */
  const access = async (request: FastifyRequest, storeId: number, least: 'staff' | 'manager') => {
    const staff = await requireStaff(app.db, request)
    return { staff, store: await requireStoreAccess(app.db, staff, storeId, least) }
  }

  app.get(
    '/staff/stores/:storeId/availability',
    {
      schema: {
        tags,
        summary: "A store's 86'd items and options, ASAP pause, extra lead time and closed days",
        params: ZStaffStoreParamsSchema,
        response,
      },
    },
    async (request) => {
      const { store } = await access(request, request.params.storeId, 'staff')
      return ok(await getAvailability(app.db, store))
    },
  )

  app.put(
    '/staff/stores/:storeId/holds',
    {
      schema: {
        tags,
        summary: "86 a product or option of this store's menu for today or until further notice (managers)",
        params: ZStaffStoreParamsSchema,
        body: ZHoldItemBodySchema,
        response,
      },
    },
    async (request) => {
      const { staff, store } = await access(request, request.params.storeId, 'manager')
      const { kind, id, length } = request.body
      // The item's name goes into the store's activity too (ADR 044): read as a manager named it.
      const name = await menuItemName(app.db, store, request.body)
      await recordedStaffAction(
        app.db,
        { staff, storeId: store.id, action: 'item.hold', subject: `${kind}:${id}`, detail: { length, name } },
        (tx) => holdItem(tx, store, staff.id, request.body, name),
      )
      // Every node drops this store's menus on the trigger's notification; this node at once (ADR 023).
      app.menuCache.invalidate(`store:${store.id}`)
      return ok(await getAvailability(app.db, store))
    },
  )

  app.delete(
    '/staff/stores/:storeId/holds/:kind/:itemId',
    {
      schema: {
        tags,
        summary: "Bring an 86'd product or option back on this store's menu (managers)",
        params: ZHoldParamsSchema,
        response,
      },
    },
    async (request) => {
      const { staff, store } = await access(request, request.params.storeId, 'manager')
      const { kind, itemId } = request.params
      const name = await findItemName(app.db, store, { kind, id: itemId })
      await recordedStaffAction(
        app.db,
        {
          staff,
          storeId: store.id,
          action: 'item.release',
          subject: `${kind}:${itemId}`,
          ...(name && { detail: { name } }),
        },
        (tx) => releaseItem(tx, store.id, kind, itemId),
      )
      app.menuCache.invalidate(`store:${store.id}`)
      return ok(await getAvailability(app.db, store))
    },
  )

  app.put(
    '/staff/stores/:storeId/timing',
    {
      schema: {
        tags,
        summary: 'Pause or resume ASAP orders and set the extra lead time (managers)',
        params: ZStaffStoreParamsSchema,
        body: ZStoreTimingBodySchema,
        response,
      },
    },
    async (request) => {
      const { staff, store } = await access(request, request.params.storeId, 'manager')
      await recordedStaffAction(
        app.db,
        { staff, storeId: store.id, action: 'store.timing', detail: request.body },
        (tx) => setStoreTiming(tx, store.id, staff.id, request.body),
      )
      return ok(await getAvailability(app.db, store))
    },
  )

  app.put(
    '/staff/stores/:storeId/closures/:day',
    {
      schema: {
        tags,
        summary: 'Close the store for a store-local day, with a message for guests (managers)',
        params: ZClosureParamsSchema,
        body: ZCloseDayBodySchema,
        response,
      },
    },
    async (request) => {
      const { staff, store } = await access(request, request.params.storeId, 'manager')
      const { day } = request.params
      await recordedStaffAction(
        app.db,
        { staff, storeId: store.id, action: 'store.close-day', subject: day },
        (tx) => closeStoreDay(tx, store, staff.id, day, request.body.message),
      )
      return ok(await getAvailability(app.db, store))
    },
  )

  app.delete(
    '/staff/stores/:storeId/closures/:day',
    {
      schema: {
        tags,
        summary: 'Open a closed day again (managers)',
        params: ZClosureParamsSchema,
        response,
      },
    },
    async (request) => {
      const { staff, store } = await access(request, request.params.storeId, 'manager')
      const { day } = request.params
      await recordedStaffAction(
        app.db,
        { staff, storeId: store.id, action: 'store.reopen-day', subject: day },
        (tx) => reopenStoreDay(tx, store.id, day),
      )
      return ok(await getAvailability(app.db, store))
    },
  )
}
