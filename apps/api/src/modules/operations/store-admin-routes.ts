import {
  MANAGER_STORE_FIELDS,
  okEnvelope,
  type TStoreAdmin,
  ZCreateStoreBodySchema,
  ZDaypartsBodySchema,
  ZPublishStoreBodySchema,
  ZStoreAdminListQuerySchema,
  ZStoreAdminListSchema,
  ZStoreAdminParamsSchema,
  ZStoreAdminSchema,
  ZStoreDaypartsSchema,
  ZStoreMenuBodySchema,
  ZStoreMenuSchema,
  ZUpdateStoreBodySchema,
} from '@deli/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../platform/errors.ts'
import { ok } from '../../platform/reply.ts'
import {
  copyMenu,
  findDayparts,
  listMenuCategories,
  replaceStoreMenu,
  setDayparts,
  toDaypartBody,
} from '../menus/index.ts'
import {
  createStore,
  findStoreById,
  forgetRegions,
  publishStore,
  searchStores,
  type TBackOfficeCaller,
  type TStoreRow,
  toStoreAdmin,
  updateStore,
} from '../stores/index.ts'
import { listStaffStores } from './repository.ts'
import { requireStaff, type TSignedInStaff } from './staff-session.ts'
import { hasRole, requireStoreAccess } from './store-access.ts'

const tags = ['staff', 'back office']
export const CHAIN_ADMIN_ONLY = 'Only a chain admin can create or publish stores, or change their menu.'
export const MANAGER_FIELDS_ONLY =
  "A store's manager can change its phone number; the rest of its settings belong to a chain admin."

const mayEditOf = (staff: TSignedInStaff): TStoreAdmin['may_edit'] =>
  staff.role === 'admin' ? 'all' : staff.role === 'manager' ? 'manager' : 'none'

/**
 * The back office's stores and dayparts (ADR 060). Chain admins list, create, edit and publish any
 * store; a manager reads their stores, changes their phone (`MANAGER_STORE_FIELDS`) and their
 * dayparts; store staff read. Every change is in the audit trail (ADR 057) through the owning
 * module's operation.
 */
export const storeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const caller = (request: FastifyRequest, staff: TSignedInStaff): TBackOfficeCaller => ({
    staff: { id: staff.id, name: staff.name },
    fromAddress: request.ip,
  })
  const requireAdmin = async (request: FastifyRequest) => {
    const staff = await requireStaff(app.db, request)
    if (staff.role !== 'admin') throw new AppError(403, 'FORBIDDEN', CHAIN_ADMIN_ONLY)
    return staff
  }
  const answer = (store: TStoreRow, staff: TSignedInStaff) => ok(toStoreAdmin(store, mayEditOf(staff)))
  /** This node drops what the change touches at once; the others on its notifications (ADR 060). */
  const changed = (store: TStoreRow) => {
    forgetRegions(app.db)
    app.menuCache.invalidate(`store:${store.id}`)
    return store
  }

  app.get(
    '/staff/stores',
    {
      schema: {
        tags,
        summary: 'Stores by name, a page at a time; `q` a name, city, ZIP or id (a manager: their stores)',
        querystring: ZStoreAdminListQuerySchema,
        response: { 200: okEnvelope(ZStoreAdminListSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      const isAdmin = staff.role === 'admin'
      const storeIds = isAdmin ? undefined : (await listStaffStores(app.db, staff.id)).map((s) => s.id)
      const found = await searchStores({ db: app.db, ...request.query, storeIds })
      return ok({
        stores: found.stores,
        page: found.page,
        has_more: found.hasMore,
        may_create: isAdmin,
        staff_name: staff.name,
      })
    },
  )

  app.post(
    '/staff/stores',
    {
      schema: {
        tags,
        summary: 'Create a store, unpublished, with the menu of another store (chain admins)',
        body: ZCreateStoreBodySchema,
        response: { 201: okEnvelope(ZStoreAdminSchema) },
      },
    },
    async (request, reply) => {
      const staff = await requireAdmin(request)
      const store = changed(
        await createStore({
          db: app.db,
          geo: app.geo,
          body: request.body,
          caller: caller(request, staff),
          copyMenu,
        }),
      )
      return reply.code(201).send(answer(store, staff))
    },
  )

  app.get(
    '/staff/stores/:storeId/settings',
    {
      schema: {
        tags,
        summary: "A store's settings and what the reader may change",
        params: ZStoreAdminParamsSchema,
        response: { 200: okEnvelope(ZStoreAdminSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      return answer(await requireStoreAccess(app.db, staff, request.params.storeId), staff)
    },
  )

  app.patch(
    '/staff/stores/:storeId/settings',
    {
      schema: {
        tags,
        summary: "Change a store's settings (chain admins; a manager: the phone only)",
        params: ZStoreAdminParamsSchema,
        body: ZUpdateStoreBodySchema,
        response: { 200: okEnvelope(ZStoreAdminSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      const store = await requireStoreAccess(app.db, staff, request.params.storeId, 'manager')
      const patch = request.body
      if (staff.role !== 'admin') {
        const allowed: readonly string[] = MANAGER_STORE_FIELDS
        const chainFields = Object.keys(patch).filter((key) => !allowed.includes(key))
        if (chainFields.length > 0) {
          throw new AppError(
            403,
            'FORBIDDEN',
            MANAGER_FIELDS_ONLY,
            Object.fromEntries(chainFields.map((key) => [key, MANAGER_FIELDS_ONLY])),
          )
        }
      }
      const updated = changed(
        await updateStore({ db: app.db, geo: app.geo, store, patch, caller: caller(request, staff) }),
      )
      return answer(updated, staff)
    },
  )

  app.put(
    '/staff/stores/:storeId/publish',
    {
      schema: {
        tags,
        summary: 'Put a store on the storefront (search, region pages) or take it off (chain admins)',
        params: ZStoreAdminParamsSchema,
        body: ZPublishStoreBodySchema,
        response: { 200: okEnvelope(ZStoreAdminSchema) },
      },
    },
    async (request) => {
      const staff = await requireAdmin(request)
      const store = await requireStoreAccess(app.db, staff, request.params.storeId)
      const isPublished = request.body.is_published
      return answer(
        changed(await publishStore({ db: app.db, store, isPublished, caller: caller(request, staff) })),
        staff,
      )
    },
  )

  app.put(
    '/staff/stores/:storeId/menu',
    {
      schema: {
        tags,
        summary: "Sell another store's menu (its products and prices) at this store (chain admins)",
        params: ZStoreAdminParamsSchema,
        body: ZStoreMenuBodySchema,
        response: { 200: okEnvelope(ZStoreMenuSchema) },
      },
    },
    async (request) => {
      const staff = await requireAdmin(request)
      const store = await requireStoreAccess(app.db, staff, request.params.storeId)
      const from = await findStoreById(app.db, request.body.from_store_id)
      if (!from) {
        const message = 'There is no store with that id to take the menu from.'
        throw new AppError(422, 'VALIDATION_FAILED', message, { from_store_id: message })
      }
      const products = await replaceStoreMenu({ db: app.db, store, from, caller: caller(request, staff) })
      changed(store)
      return ok({ store_id: store.id, products })
    },
  )

  const daypartsOf = async (store: TStoreRow, mayEdit: boolean) => ({
    store_id: store.id,
    timezone: store.timezone,
    dayparts: (await findDayparts(app.db, store.id)).map(toDaypartBody),
    categories: await listMenuCategories(app.db, store.menuId),
    may_edit: mayEdit,
  })

  app.get(
    '/staff/stores/:storeId/dayparts',
    {
      schema: {
        tags,
        summary: 'When the store sells each category (store time), with one-offs by date',
        params: ZStoreAdminParamsSchema,
        response: { 200: okEnvelope(ZStoreDaypartsSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      const store = await requireStoreAccess(app.db, staff, request.params.storeId)
      return ok(await daypartsOf(store, hasRole(staff, 'manager')))
    },
  )

  app.put(
    '/staff/stores/:storeId/dayparts',
    {
      schema: {
        tags,
        summary: "Replace the store's dayparts (its managers and chain admins)",
        params: ZStoreAdminParamsSchema,
        body: ZDaypartsBodySchema,
        response: { 200: okEnvelope(ZStoreDaypartsSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      const store = await requireStoreAccess(app.db, staff, request.params.storeId, 'manager')
      const categories = await listMenuCategories(app.db, store.menuId)
      await setDayparts({
        db: app.db,
        storeId: store.id,
        categoryIds: new Set(categories.map((category) => category.id)),
        dayparts: request.body.dayparts,
        caller: caller(request, staff),
      })
      // This node drops the store's menus at once; the others on the trigger's notification (ADR 023).
      app.menuCache.invalidate(`store:${store.id}`)
      return ok(await daypartsOf(store, true))
    },
  )
}
