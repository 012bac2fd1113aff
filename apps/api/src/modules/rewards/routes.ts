import {
  okEnvelope,
  ZCheckInBodySchema,
  ZCheckInCodeSchema,
  ZCheckInResultSchema,
  ZOffersSchema,
  ZRewardsSchema,
} from '@deli/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { limitRequests } from '../../platform/rate-limit.ts'
import { ok } from '../../platform/reply.ts'
import { requireStaff, requireStoreAccess } from '../operations/index.ts'
import { checkInMember } from './check-in-member.ts'
import { createCheckInCode } from './create-check-in-code.ts'
import { assertBuiltInLoyalty, signedInMember } from './reward-access.ts'

const tags = ['rewards']

/**
 * Rewards and offers (spec §7 GET rewards, rewards/check-in, getOffers; ADR 024; redeeming onto a
 * basket and removing it are flows' `rewardCartRoutes`). The member's own data only: guests get 401
 * SIGN_IN_REQUIRED; the check-in itself is for a store's API client only (403 otherwise).
 */
export const rewardRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = (request: FastifyRequest) => signedInMember(app.db, request)
  const perMinute = app.config.GUEST_RATE_LIMIT_PER_MINUTE
  const assertBuiltIn = () => assertBuiltInLoyalty(app.loyalty)

  app.get(
    '/rewards',
    {
      schema: {
        tags,
        summary: 'Points balance, catalogue with progress, the next reward, offers and history (getRewards)',
        response: { 200: okEnvelope(ZRewardsSchema) },
      },
    },
    async (request) => ok(await app.loyalty.getRewards(app.db, (await signedIn(request)).member)),
  )

  app.get(
    '/rewards/offers',
    {
      schema: {
        tags,
        summary: "The member's offers now (getOffers)",
        response: { 200: okEnvelope(ZOffersSchema) },
      },
    },
    async (request) => ok({ offers: await app.loyalty.listOffers(app.db, (await signedIn(request)).member) }),
  )

  app.post(
    '/rewards/check-in/code',
    {
      preHandler: limitRequests(app, [{ name: 'check-in-code-ip', max: perMinute }]),
      schema: {
        tags,
        summary: 'A 5-minute in-store check-in code for the QR popup, with the points balance',
        response: { 201: okEnvelope(ZCheckInCodeSchema) },
      },
    },
    async (request, reply) => {
      const { member } = await signedIn(request)
      assertBuiltIn()
      return reply.code(201).send(ok(await createCheckInCode(app.db, member)))
    },
  )

  app.post(
    '/rewards/check-in',
    {
      schema: {
        tags,
        summary:
          'A signed-in staff member of the store checks a member in with their code and the purchase total (bounded): points once, recorded',
        body: ZCheckInBodySchema,
        response: { 200: okEnvelope(ZCheckInResultSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      await requireStoreAccess(app.db, staff, request.body.store_id)
      assertBuiltIn()
      return ok(await checkInMember(app.db, staff, request.body))
    },
  )
}
