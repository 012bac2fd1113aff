import { okEnvelope, ZCardTokenSchema, ZPaymentConfigSchema, ZTestCardBodySchema } from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../platform/errors.ts'
import { limitRequests } from '../../platform/rate-limit.ts'
import { ok } from '../../platform/reply.ts'
import { tokeniseTestCard } from './tokenise-test-card.ts'

const tags = ['payments']

/** The payment adapter's public face: which gateway checkout uses, and the test gateway's card tokens. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // A checkout tokenises one card an attempt: a client trying card after card is card testing (ADR 042).
  const perMinute = app.config.GUEST_RATE_LIMIT_PER_MINUTE
  app.get(
    '/payments/config',
    {
      schema: {
        tags,
        summary: "The checkout's gateway (test or stripe) and Stripe's publishable key",
        response: { 200: okEnvelope(ZPaymentConfigSchema) },
      },
    },
    async () => ok(app.payments.config),
  )

  app.post(
    '/payments/test-cards',
    {
      schema: {
        tags,
        summary: 'Test gateway: check a card (Luhn, expiry, security code) and answer a token for checkout',
        body: ZTestCardBodySchema,
        response: { 201: okEnvelope(ZCardTokenSchema) },
      },
      preHandler: limitRequests(app, [{ name: 'test-card-ip', max: perMinute }]),
    },
    async (request, reply) => {
      if (!app.payments.test) throw new AppError(404, 'NOT_FOUND', 'The test payment gateway is off here.')
      return reply.code(201).send(ok(await tokeniseTestCard(app.db, request.body)))
    },
  )
}
