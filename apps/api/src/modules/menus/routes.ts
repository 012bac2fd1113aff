import { okEnvelope, ZMenuIdParamsSchema, ZMenuQuerySchema, ZMenuSchema } from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../platform/reply.ts'
import { getMenu } from './get-menu.ts'

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/menus/:menu_id',
    {
      schema: {
        tags: ['menus'],
        summary: 'A store menu by menu_id (spec §7 GET menus/{menu_id})',
        params: ZMenuIdParamsSchema,
        querystring: ZMenuQuerySchema,
        response: { 200: okEnvelope(ZMenuSchema) },
      },
    },
    async (request) =>
      ok(await getMenu({ db: app.db, menuId: request.params.menu_id, superCategory: request.query.type })),
  )
}
