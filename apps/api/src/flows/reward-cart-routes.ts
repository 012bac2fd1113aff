import { okEnvelope, ZCartIdParamsSchema, ZCartSchema, ZRedeemBodySchema } from '@deli/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { assertBuiltInLoyalty, signedInMember } from '../modules/rewards/index.ts'
import { findSessionId } from '../modules/sessions/index.ts'
import { ok } from '../platform/reply.ts'
import { redeemReward } from './redeem-reward.ts'
import { removeCartReward } from './remove-cart-reward.ts'

const tags = ['rewards']
const cartReply = { 200: okEnvelope(ZCartSchema) }

/** A reward onto the member's basket and off it again (spec §7 rewards/redeem, remove cart reward; ADR 024). */
export const rewardCartRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = (request: FastifyRequest) => signedInMember(app.db, request)
  const assertBuiltIn = () => assertBuiltInLoyalty(app.loyalty)

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
}
