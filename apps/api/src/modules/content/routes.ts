import {
  okEnvelope,
  ZFormIdParamsSchema,
  ZFormReceiptSchema,
  ZFormSubmissionBodySchema,
  ZStoryblokWebhookSchema,
  ZStoryParamsSchema,
  ZStorySchema,
} from '@deli/contracts'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../platform/errors.ts'
import { limitRequests } from '../../platform/rate-limit.ts'
import { ok } from '../../platform/reply.ts'
import { invalidateContent } from './create-content-source.ts'
import { getStory } from './get-story.ts'
import { submitForm } from './submit-form.ts'
import { isStoryblokSignatureValid } from './webhook-signature.ts'

const tags = ['content']

/**
 * Content pages and generic forms (spec §1, §2, §5; ADR 026). Stories and forms are open to every API
 * client (a channel key, no session); form submissions are rate limited per client IP and, with
 * captcha on, need a token. Storyblok's webhook carries no API key: its signature is its proof.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const formLimit = limitRequests(app, [
    { name: 'content-form-ip', max: app.config.FORM_RATE_LIMIT_PER_MINUTE },
  ])

  app.get(
    '/content/stories/*',
    {
      schema: {
        tags,
        summary:
          'A published story by its full slug (the storefront path it shows at), or 404 STORY_NOT_FOUND',
        params: ZStoryParamsSchema,
        response: { 200: okEnvelope(ZStorySchema) },
      },
    },
    async (request) => ok(await getStory(app.content, request.params['*'])),
  )

  app.post(
    '/content/forms/:formId',
    {
      schema: {
        tags,
        summary:
          "Submit a generic form (its fields come from the story whose slug is formId): stored and mailed to the chain's inbox",
        params: ZFormIdParamsSchema,
        body: ZFormSubmissionBodySchema,
        response: { 200: okEnvelope(ZFormReceiptSchema) },
      },
      preHandler: formLimit,
    },
    async (request) =>
      ok(
        await submitForm(
          { db: app.db, config: app.config, content: app.content, captcha: app.captcha },
          {
            formId: request.params.formId,
            body: request.body,
            remoteIp: request.ip,
            apiClient: request.apiClient ?? 'unknown',
          },
        ),
      ),
  )

  // The webhook reads its body as the raw text Storyblok signed.
  await app.register(async (hook) => {
    hook.removeContentTypeParser('application/json')
    hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    )
    hook.withTypeProvider<ZodTypeProvider>().post(
      '/content/webhook',
      {
        config: { isPublic: true },
        schema: {
          tags,
          summary:
            "Storyblok's webhook (no API key; its webhook-signature is checked): a story changed, so every node forgets its cached stories",
          security: [],
          headers: z.object({ 'webhook-signature': z.string().max(200).optional() }),
          body: z.string().max(100_000),
          response: { 200: okEnvelope(z.object({ invalidated: z.literal(true) })) },
        },
      },
      async (request) => {
        const secret = app.config.STORYBLOK_WEBHOOK_SECRET
        if (app.content.name !== 'storyblok' || !secret)
          throw new AppError(404, 'NOT_FOUND', 'No content service with webhooks is configured.')
        if (!isStoryblokSignatureValid(request.body, request.headers['webhook-signature'], secret))
          throw new AppError(401, 'UNAUTHORIZED', 'The webhook signature is not valid.')
        const parsed = ZStoryblokWebhookSchema.safeParse(safeJson(request.body))
        await invalidateContent(app.db, app.content, parsed.success ? (parsed.data.full_slug ?? '') : '')
        return ok({ invalidated: true as const })
      },
    )
  })
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
