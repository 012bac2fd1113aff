import {
  okEnvelope,
  ZFeaturedProductsSchema,
  ZMenuIdParamsSchema,
  ZMenuQuerySchema,
  ZMenuSchema,
} from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { acceptedCodings, matchesIfNoneMatch } from '../../platform/http-caching.ts'
import { ok, sendEncoded } from '../../platform/reply.ts'
import { listFeaturedProducts } from './list-featured-products.ts'

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/menus/featured',
    {
      schema: {
        tags: ['menus'],
        summary: "The chain's featured products for the home page, the same at every store (ADR 045)",
        response: { 200: okEnvelope(ZFeaturedProductsSchema) },
      },
    },
    async () => ok(await listFeaturedProducts(app.db)),
  )
  app.get(
    '/menus/:menu_id',
    {
      // The bodies are compressed once per menu version (ADR 023): never again per request.
      compress: false,
      schema: {
        tags: ['menus'],
        summary:
          'A store menu by menu_id (spec §7 GET menus/{menu_id}); ETag, If-None-Match unchanged → 304, br/gzip by Accept-Encoding',
        params: ZMenuIdParamsSchema,
        querystring: ZMenuQuerySchema,
        response: {
          200: okEnvelope(ZMenuSchema),
          304: z.null().describe('Unchanged since the ETag sent'),
        },
      },
    },
    async (request, reply) => {
      const menu = await app.menuCache.get(request.params.menu_id, request.query.type)
      const coding = acceptedCodings(request.headers['accept-encoding']).find((name) => menu.bodies[name])
      const chosen = menu.bodies[coding ?? 'identity'] ?? menu.bodies.identity
      // Public data, the same for everyone: a browser may keep it but asks again (no-cache) with its ETag.
      reply.header('etag', chosen.etag).header('vary', 'accept-encoding').header('cache-control', 'no-cache')
      const etags = Object.values(menu.bodies).map((body) => body.etag)
      // No payload at all: a serialized `null` would announce a Content-Length of 4 that never comes.
      if (matchesIfNoneMatch(request.headers['if-none-match'], etags))
        return reply.code(304).send(undefined as never)
      if (coding && coding !== 'identity' && chosen !== menu.bodies.identity)
        reply.header('content-encoding', coding)
      // The bytes the cache encoded once go out as they are, with their Content-Length.
      return sendEncoded(reply.code(200), chosen.body)
    },
  )
}
