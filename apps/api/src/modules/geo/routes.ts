import {
  okEnvelope,
  ZAutocompleteQuerySchema,
  ZAutocompleteResultSchema,
  ZPlaceDetailsSchema,
  ZPlaceIdParamsSchema,
} from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { notFound } from '../../platform/errors.ts'
import { ok } from '../../platform/reply.ts'

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geo/autocomplete',
    {
      schema: {
        tags: ['geo'],
        summary: 'Address autocomplete (US ZIP codes, cities, store addresses)',
        querystring: ZAutocompleteQuerySchema,
        response: { 200: okEnvelope(ZAutocompleteResultSchema) },
      },
    },
    async (request) => {
      const { input, lat, lng, sessionToken } = request.query
      const bias = lat !== undefined && lng !== undefined ? { lat, lng } : undefined
      return ok({ suggestions: await app.geo.autocomplete(input, { bias, sessionToken }) })
    },
  )

  app.get(
    '/geo/places/:placeId',
    {
      schema: {
        tags: ['geo'],
        summary: 'Place details by placeId',
        params: ZPlaceIdParamsSchema,
        response: { 200: okEnvelope(ZPlaceDetailsSchema) },
      },
    },
    async (request) => {
      const details = await app.geo.details(request.params.placeId)
      if (!details) throw notFound('GEO_NO_DETAILS', 'No details available for the selected location.')
      return ok(details)
    },
  )
}
