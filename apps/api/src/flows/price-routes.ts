import {
  okEnvelope,
  PRICE_CSV_MAX_BYTES,
  ZPriceHistoryQuerySchema,
  ZPriceHistorySchema,
  ZPriceImportBodySchema,
  ZPriceImportResultSchema,
  ZPriceListQuerySchema,
  ZPriceListSchema,
  ZSetPriceBodySchema,
} from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  exportPrices,
  importPrices,
  listPrices,
  listProductPriceHistory,
  priceCachePayload,
  setPrice,
  type TPriceStaff,
} from '../modules/menus/index.ts'
import {
  listStaffStores,
  requireStaff,
  requireStoreAccess,
  type TSignedInStaff,
} from '../modules/operations/index.ts'
import { ok } from '../platform/reply.ts'

const tags = ['back office']

/**
 * The back office's prices (ADR 062) and spreadsheet (ADR 063): any staff member reads their
 * stores' prices; a chain admin sets base prices and any override, a manager their stores' overrides.
 * Every change drops the menus it touches on this node at once, on the others by `menu_changes`.
 */
export const priceRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The signed-in staff member, with their store access handed to the menus module (ADR 050). */
  const priceStaff = (staff: TSignedInStaff): TPriceStaff => ({
    id: staff.id,
    name: staff.name,
    role: staff.role,
    requireStore: (storeId, least) => requireStoreAccess(app.db, staff, storeId, least),
    ownStoreIds: async () => (await listStaffStores(app.db, staff.id)).map((store) => store.id),
  })
  const signedIn = async (request: Parameters<typeof requireStaff>[1]) =>
    priceStaff(await requireStaff(app.db, request))
  const actorOf = async (request: Parameters<typeof requireStaff>[1]) => ({
    staff: await signedIn(request),
    fromAddress: request.ip,
  })

  app.get(
    '/staff/back-office/prices',
    {
      schema: {
        tags,
        summary:
          "The catalogue's prices: base, and with store_id that store's menu, overrides and prices in force",
        querystring: ZPriceListQuerySchema,
        response: { 200: okEnvelope(ZPriceListSchema) },
      },
    },
    async (request) => {
      const staff = await signedIn(request)
      return ok(await listPrices(app.db, staff, request.query.store_id))
    },
  )

  app.put(
    '/staff/back-office/prices',
    {
      schema: {
        tags,
        summary: "Set a base price (chain admins) or a region's or store's override; cost null removes it",
        body: ZSetPriceBodySchema,
        response: { 200: okEnvelope(z.object({ change_id: z.string().nullable() })) },
      },
    },
    async (request) => {
      const { changeId, target } = await setPrice(app.db, await actorOf(request), request.body)
      app.menuCache.invalidate(priceCachePayload(target))
      return ok({ change_id: changeId })
    },
  )

  app.get(
    '/staff/back-office/prices/history',
    {
      schema: {
        tags,
        summary:
          "Every price a product has had (valid from/to, who): the chain's, and a store's and its regions'",
        querystring: ZPriceHistoryQuerySchema,
        response: { 200: okEnvelope(ZPriceHistorySchema) },
      },
    },
    async (request) => {
      const staff = await signedIn(request)
      const { product_id, store_id } = request.query
      return ok({ entries: await listProductPriceHistory(app.db, staff, product_id, store_id) })
    },
  )

  app.get(
    '/staff/back-office/prices/export',
    {
      schema: {
        tags,
        summary: 'The catalogue and the prices the caller may change, as CSV (formula-safe cells)',
      },
    },
    async (request, reply) => {
      const staff = await signedIn(request)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="red-door-deli-prices.csv"')
        .header('cache-control', 'no-store')
        .send(await exportPrices(app.db, staff))
    },
  )

  app.post(
    '/staff/back-office/prices/import',
    {
      // The CSV travels as a JSON string: room for its escapes beyond the 1 MB the schema allows.
      bodyLimit: PRICE_CSV_MAX_BYTES * 3,
      schema: {
        tags,
        summary:
          'Preview an edited price CSV (differences, errors by line); apply: true writes it all or nothing',
        body: ZPriceImportBodySchema,
        response: { 200: okEnvelope(ZPriceImportResultSchema) },
      },
    },
    async (request) => {
      const result = await importPrices(app.db, await actorOf(request), request.body.csv, request.body.apply)
      if (result.applied) app.menuCache.invalidate('*')
      return ok(result)
    },
  )
}
