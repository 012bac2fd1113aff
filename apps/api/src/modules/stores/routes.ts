import {
  okEnvelope,
  ZByMenuIdQuerySchema,
  ZDeliveryAddressQuerySchema,
  ZDeliveryLocationsSchema,
  ZLocationSchema,
  ZLocationsQuerySchema,
  ZLocationsResultSchema,
  ZMenuIdParamsSchema,
  ZPageNumberSchema,
  ZPostalCodeParamsSchema,
  ZRegionSchema,
  ZStoreIdParamsSchema,
} from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok, sendEncoded } from '../../platform/reply.ts'
import { findDeliveryStores } from './find-delivery-stores.ts'
import { findNearbyStoresJson, findStoresNearPostalCodeJson } from './find-nearby-stores.ts'
import { getStore } from './get-store.ts'
import { listRegions } from './list-regions.ts'
import { listStores } from './list-stores.ts'

const ZStoresQuerySchema = z.object({
  state: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Use a two-letter state code.')
    .optional(),
  city: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'Use a city slug.')
    .optional(),
  path: z
    .string()
    .regex(/^[a-z]{2}\/[a-z0-9-]+\/[a-z0-9-]+$/, 'Use a state/city/address path.')
    .optional(),
  /** One page of REGION_PAGE_SIZE stores by name (a city's region page); every store without it. */
  page: ZPageNumberSchema.optional(),
})

export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stores',
    {
      schema: {
        tags: ['stores'],
        summary:
          'All stores, or one state / city, by name, `page` for REGION_PAGE_SIZE at a time; `path` finds one store by its region path',
        querystring: ZStoresQuerySchema,
        response: { 200: okEnvelope(ZLocationsResultSchema) },
      },
    },
    async (request) => {
      const { path, state, city, page } = request.query
      if (path) return ok({ locations: [await getStore({ db: app.db, key: { path } })] })
      return ok({ locations: await listStores({ db: app.db, filter: { state, citySlug: city }, page }) })
    },
  )

  app.get(
    '/stores/regions',
    {
      schema: {
        tags: ['stores'],
        summary: 'States and cities that have stores (region pages), or one state with `state`',
        querystring: ZStoresQuerySchema.pick({ state: true }),
        response: { 200: okEnvelope(z.object({ regions: z.array(ZRegionSchema) })) },
      },
    },
    async (request) => ok({ regions: await listRegions({ db: app.db, state: request.query.state }) }),
  )

  app.get(
    '/stores/near-postal-code/:postalCode',
    {
      schema: {
        tags: ['stores'],
        summary: 'Stores nearest a US postal code',
        params: ZPostalCodeParamsSchema,
        response: { 200: okEnvelope(ZLocationsResultSchema) },
      },
    },
    async (request, reply) => {
      const { postalCode } = request.params
      const json = await findStoresNearPostalCodeJson({ db: app.db, geo: app.geo, postalCode })
      return sendEncoded(reply, json)
    },
  )

  app.put(
    '/stores/for-delivery-address',
    {
      schema: {
        tags: ['stores'],
        summary: 'Stores whose delivery zone contains the address (delivery or groupsplitpay), at most 3',
        body: ZDeliveryAddressQuerySchema,
        response: { 200: okEnvelope(ZDeliveryLocationsSchema) },
      },
    },
    async (request) =>
      ok({ locations: await findDeliveryStores({ db: app.db, geo: app.geo, query: request.body }) }),
  )

  app.get(
    '/stores/:storeId',
    {
      schema: {
        tags: ['stores'],
        summary: 'One store (storeId may also be sent as query)',
        params: ZStoreIdParamsSchema,
        response: { 200: okEnvelope(ZLocationSchema) },
      },
    },
    async (request) => ok(await getStore({ db: app.db, key: { id: request.params.storeId } })),
  )

  app.get(
    '/locations',
    {
      schema: {
        tags: ['stores'],
        summary: 'Stores nearest first from lat/lng, each with services and distance',
        querystring: ZLocationsQuerySchema,
        response: { 200: okEnvelope(ZLocationsResultSchema) },
      },
    },
    async (request, reply) => {
      const { lat, lng, limit } = request.query
      return sendEncoded(reply, await findNearbyStoresJson({ db: app.db, origin: { lat, lng }, limit }))
    },
  )

  app.get(
    '/locations/:menu_id',
    {
      schema: {
        tags: ['stores'],
        summary: 'The location of a menu (byMenuId=true)',
        params: ZMenuIdParamsSchema,
        querystring: ZByMenuIdQuerySchema,
        response: { 200: okEnvelope(ZLocationSchema) },
      },
    },
    async (request) => ok(await getStore({ db: app.db, key: { menuId: request.params.menu_id } })),
  )
}
