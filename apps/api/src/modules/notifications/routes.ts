import {
  okEnvelope,
  ZDevTextsQuerySchema,
  ZDevTextsSchema,
  ZMailboxQuerySchema,
  ZMailboxSchema,
} from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { notFound } from '../../platform/errors.ts'
import { ok } from '../../platform/reply.ts'
import { listMailbox } from './list-mailbox.ts'
import { listSmsOutbox } from './list-sms-outbox.ts'
import { canReadMailbox } from './mailbox-access.ts'

/**
 * The dev mailbox: every email the outbox holds, for development, the e2e suite and staging. It
 * shows every message, reset links included, so only `canReadMailbox` callers see it (the mailbox
 * key, or a browser on this machine in development); for everyone else it is 404 like any unknown call.
 * The SMS outbox (`dev/texts`) sits beside it, under the same rule.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Latest outbox emails, newest first (test integrations, with X-Mailbox-Key or from this machine in development)',
        querystring: ZMailboxQuerySchema,
        response: { 200: okEnvelope(ZMailboxSchema) },
      },
    },
    async (request) => {
      if (!canReadMailbox(request, app.config)) throw notFound('NOT_FOUND', 'There is no such API call.')
      return ok(await listMailbox(app.db, request.query))
    },
  )

  app.get(
    '/dev/texts',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Latest SMS outbox text messages, newest first (test integrations, with X-Mailbox-Key or from this machine in development)',
        querystring: ZDevTextsQuerySchema,
        response: { 200: okEnvelope(ZDevTextsSchema) },
      },
    },
    async (request) => {
      if (!canReadMailbox(request, app.config)) throw notFound('NOT_FOUND', 'There is no such API call.')
      return ok(await listSmsOutbox(app.db, request.query))
    },
  )
}
