import { KIOSK_APP_NAME, okEnvelope, ZErrorEnvelopeSchema, ZSiteConfigSchema } from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelope, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../platform/error-handler.ts'
import { ok } from '../../platform/reply.ts'
import { answeredForOutage } from '../../platform/request-log.ts'

const ZReadinessSchema = z.object({ database: z.boolean(), migrations: z.boolean() })

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const kioskSiteConfig = { ...app.siteConfig, theme: { ...app.siteConfig.theme, kiosk: true } }

  app.get(
    '/ping',
    {
      schema: {
        tags: ['site'],
        summary: 'Liveness: the process answers (says nothing about the database; see ready)',
        response: { 200: okEnvelope(z.object({ pong: z.literal(true) })) },
      },
    },
    async () => ok({ pong: true as const }),
  )

  app.get(
    '/ready',
    {
      config: { isPublic: true },
      schema: {
        tags: ['site'],
        summary:
          'Readiness for a load balancer (no API key): 200 when the database answers and has every migration, else 503 (and 503 while the node shuts down)',
        security: [],
        response: { 200: okEnvelope(ZReadinessSchema), 503: ZErrorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      // A stopping node leaves rotation first, while it still serves (ADR 053).
      if (app.lifecycle.isDraining)
        return reply
          .code(503)
          .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
          .send(errorEnvelope('SERVICE_UNAVAILABLE', 'This node is shutting down.', { node: 'draining' }))
      const readiness = await app.health.check()
      if (readiness.database && readiness.migrations) return ok(readiness)
      const message = readiness.database
        ? 'The database is missing migrations of this version.'
        : 'The database cannot be reached.'
      // A load balancer asks every few seconds: the health monitor's lines speak for the outage.
      if (!readiness.database) answeredForOutage(reply)
      return reply
        .code(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send(
          errorEnvelope('SERVICE_UNAVAILABLE', message, {
            database: readiness.database ? 'reachable' : 'unreachable',
            migrations: readiness.migrations ? 'applied' : 'missing',
          }),
        )
    },
  )

  app.get(
    '/site',
    {
      schema: {
        tags: ['site'],
        summary: "Site config / app info (spec §3); the kiosk app's has theme.kiosk true (ADR 030)",
        response: { 200: okEnvelope(ZSiteConfigSchema) },
      },
    },
    async (request) => ok(request.apiClient === KIOSK_APP_NAME ? kioskSiteConfig : app.siteConfig),
  )
}
