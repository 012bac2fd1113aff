import { okEnvelope, ZSubmitBodySchema, ZSubmitHeadersSchema, ZSubmitTrackSchema } from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { findSession } from '../modules/sessions/index.ts'
import { AppError } from '../platform/errors.ts'
import { createLimiter } from '../platform/rate-limit.ts'
import { ok } from '../platform/reply.ts'
import { submitOrder } from './submit-order.ts'

const tags = ['orders']

/** POST /api/submit-background (spec §7 writes it outside the versioned base). */
export const submitRoutes: FastifyPluginAsyncZod = async (app) => {
  // Card testing from one address across members and baskets: card submissions per client IP a
  // minute (declines per basket and member are bounded at submission). Unpaid orders from one
  // address across many accounts: pay-in-store submissions per client IP an hour (ADR 042).
  const perMinute = app.config.GUEST_RATE_LIMIT_PER_MINUTE
  const limitCardSubmissions = createLimiter(app, [{ name: 'card-submit-ip', max: perMinute }])
  const limitInStoreSubmissions = createLimiter(app, [
    { name: 'instore-submit-ip', max: perMinute, windowMs: 3_600_000 },
  ])
  app.post(
    '/submit-background',
    {
      schema: {
        tags,
        summary: 'Submit a basket as an order (payment runs as a job; poll carts/{id}/submit/track)',
        body: ZSubmitBodySchema,
        response: { 200: okEnvelope(ZSubmitTrackSchema) },
      },
    },
    async (request, reply) => {
      const paysByCard = request.body.data.payments.some((payment) => payment.type === 'card')
      await (paysByCard ? limitCardSubmissions : limitInStoreSubmissions)(request, reply)
      const headers = ZSubmitHeadersSchema.safeParse(request.headers)
      if (!headers.success) {
        throw new AppError(400, 'VALIDATION_FAILED', 'Please check the client headers.', {
          headers: headers.error.issues[0]?.message ?? 'is not valid',
        })
      }
      const { client_type, device_id, push_token } = headers.data
      return ok(
        await submitOrder({
          db: app.db,
          config: app.config,
          jobs: app.jobs,
          payments: app.payments,
          session: await findSession(app.db, request),
          body: request.body,
          client: { client_type, device_id, push_token },
        }),
      )
    },
  )
}
