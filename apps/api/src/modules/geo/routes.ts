import {
  okEnvelope,
  ZAutocompleteQuerySchema,
  ZAutocompleteResultSchema,
  ZPlaceDetailsSchema,
  ZPlaceIdParamsSchema,
} from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { notFound } from '../../platform/errors.ts'
import { limitRequests } from '../../platform/rate-limit.ts'
import { ok } from '../../platform/reply.ts'

/**
 * Address search (ADR 018, 032). With Google Places on, every call is a paid call: each client IP
 * gets a few searches a second while typing and fewer place details (ADR 042).
 */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const perMinute = app.config.GUEST_RATE_LIMIT_PER_MINUTE
  app.get(
    '/geo/autocomplete',
    {
      schema: {
        tags: ['geo'],
        summary: 'Address autocomplete (US ZIP codes, cities, store addresses)',
        querystring: ZAutocompleteQuerySchema,
        response: { 200: okEnvelope(ZAutocompleteResultSchema) },
      },
      preHandler: limitRequests(app, [{ name: 'geo-autocomplete-ip', max: perMinute * 6 }]),
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
      preHandler: limitRequests(app, [{ name: 'geo-details-ip', max: perMinute * 2 }]),
    },
    async (request) => {
      const details = await app.geo.details(request.params.placeId)
      if (!details) throw notFound('GEO_NO_DETAILS', 'No details available for the selected location.')
      return ok(details)
    },
  )
}
