import { okEnvelope, ZMailboxQuerySchema, ZMailboxSchema } from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { hasTestIntegrations } from '../../platform/config.ts'
import { notFound } from '../../platform/errors.ts'
import { ok } from '../../platform/reply.ts'
import { listMailbox } from './list-mailbox.ts'

/**
 * The dev mailbox: every email the outbox holds, for development, the e2e suite and staging. It
 * exists only with the test integrations (outside production, or TEST_INTEGRATIONS=true), because
 * it shows every message, reset links included; otherwise it is 404 like any unknown call.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Latest outbox emails, newest first (test integrations only)',
        querystring: ZMailboxQuerySchema,
        response: { 200: okEnvelope(ZMailboxSchema) },
      },
    },
    async (request) => {
      if (!hasTestIntegrations(app.config)) throw notFound('NOT_FOUND', 'There is no such API call.')
      return ok(await listMailbox(app.db, request.query))
    },
  )
}
