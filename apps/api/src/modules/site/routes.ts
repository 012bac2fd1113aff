import { okEnvelope, ZSiteConfigSchema } from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../platform/reply.ts'

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ping',
    {
      schema: {
        tags: ['site'],
        summary: 'Health check',
        response: { 200: okEnvelope(z.object({ pong: z.literal(true) })) },
      },
    },
    async () => ok({ pong: true as const }),
  )

  app.get(
    '/site',
    {
      schema: {
        tags: ['site'],
        summary: 'Site config / app info (spec §3)',
        response: { 200: okEnvelope(ZSiteConfigSchema) },
      },
    },
    async () => ok(app.siteConfig),
  )
}
