import {
  okEnvelope,
  ZCartIdParamsSchema,
  ZCartSchema,
  ZCheckInBodySchema,
  ZCheckInCodeSchema,
  ZCheckInResultSchema,
  ZOffersSchema,
  ZRedeemBodySchema,
  ZRewardsSchema,
} from '@deli/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../platform/errors.ts'
import { limitRequests } from '../../platform/rate-limit.ts'
import { ok } from '../../platform/reply.ts'
import { findUserById } from '../members/repository.ts'
import { requireStaff } from '../operations/staff-session.ts'
import { requireStoreAccess } from '../operations/store-access.ts'
import { findSessionId, requireMember } from '../sessions/session.ts'
import { checkInMember } from './check-in-member.ts'
import { createCheckInCode } from './create-check-in-code.ts'
import { redeemReward } from './redeem-reward.ts'
import { removeCartReward } from './remove-cart-reward.ts'

const tags = ['rewards']
const cartReply = { 200: okEnvelope(ZCartSchema) }

/**
 * Rewards and offers (spec §7 GET rewards, rewards/redeem, rewards/check-in, getOffers, remove cart
 * reward; ADR 024). The member's own data only: guests get 401 SIGN_IN_REQUIRED, another session's
 * basket 404; the check-in itself is for a store's API client only (403 otherwise).
 */
export const rewardRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = async (request: FastifyRequest) => {
    const session = await requireMember(app.db, request)
    const member = await findUserById(app.db, session.userId)
    if (!member) throw new AppError(401, 'SIGN_IN_REQUIRED', 'Please sign in to continue.')
    return { session, member }
  }
  const perMinute = app.config.GUEST_RATE_LIMIT_PER_MINUTE
  /** Redeeming and check-in spend and earn the built-in engine's points: not with an external provider. */
  const assertBuiltIn = () => {
    if (app.loyalty.name !== 'built-in') {
      throw new AppError(
        409,
        'CONFLICT',
        "Rewards are managed by the chain's loyalty program; use it to redeem and check in.",
      )
    }
  }

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
    '/rewards/redeem',
    {
      schema: {
        tags,
        summary:
          "Put a reward onto the member's basket as a discount (points are spent when the order is paid)",
        body: ZRedeemBodySchema,
        response: cartReply,
      },
    },
    async (request) => {
      const { session, member } = await signedIn(request)
      assertBuiltIn()
      const caller = { db: app.db, config: app.config, sessionId: session.sessionId, userId: member.id }
      return ok(await redeemReward(caller, request.body.cart_id, request.body.reward_id))
    },
  )

  app.delete(
    '/carts/:cartId/reward',
    {
      schema: {
        tags,
        summary: 'Remove cart reward: take the redeemed reward off the basket',
        params: ZCartIdParamsSchema,
        response: cartReply,
      },
    },
    async (request) => {
      const caller = { db: app.db, config: app.config, sessionId: await findSessionId(app.db, request) }
      return ok(await removeCartReward(caller, request.params.cartId))
    },
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
