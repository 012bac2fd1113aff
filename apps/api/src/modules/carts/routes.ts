import {
  okEnvelope,
  ZAddProductBodySchema,
  ZAvailableTimesQuerySchema,
  ZAvailableTimesSchema,
  ZCartIdParamsSchema,
  ZCartLineParamsSchema,
  ZCartSchema,
  ZCreateCartBodySchema,
  ZDeliveryHandoffBodySchema,
  ZHandoffBodySchema,
  ZOrderTimeBodySchema,
  ZPromotionCodeBodySchema,
  ZTransferCartBodySchema,
  ZTransferReportSchema,
  ZUpdateProductBodySchema,
  ZUpsellsSchema,
} from '@deli/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createLimiter, limitRequests } from '../../platform/rate-limit.ts'
import { ok } from '../../platform/reply.ts'
import { findSession, presentedSession, sessionOrNewGuest } from '../sessions/index.ts'
import { abandonCart } from './abandon-cart.ts'
import { addCartProduct } from './add-cart-product.ts'
import type { TCartCaller, TPresentedCaller } from './cart-access.ts'
import { salesChannelOf } from './channel.ts'
import { createCart } from './create-cart.ts'
import { getCart } from './get-cart.ts'
import { listAvailableTimes } from './list-available-times.ts'
import { listUpsells } from './list-upsells.ts'
import { removeCartProduct } from './remove-cart-product.ts'
import { setCartHandoff } from './set-cart-handoff.ts'
import { setDeliveryHandoff } from './set-delivery-handoff.ts'
import { setOrderTime } from './set-order-time.ts'
import { setPromotionCode } from './set-promotion-code.ts'
import { transferCart } from './transfer-cart.ts'
import { updateCartProduct } from './update-cart-product.ts'
import { validateCart } from './validate-cart.ts'

const cartReply = { 200: okEnvelope(ZCartSchema) }
const tags = ['carts']

/** Baskets (spec §3 Cart, §7 named cart actions). Only the session that created a basket may use it. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const caller = async (request: FastifyRequest): Promise<TCartCaller> => {
    const session = await findSession(app.db, request)
    return { db: app.db, config: app.config, sessionId: session?.id ?? null, userId: session?.userId ?? null }
  }
  // A change, and the available times, read the caller's session in their own statement (ADR 040).
  const presentedCaller = (request: FastifyRequest): TPresentedCaller => ({
    db: app.db,
    config: app.config,
    presented: presentedSession(request),
  })

  const perMinute = app.config.GUEST_RATE_LIMIT_PER_MINUTE
  const guestSessionLimit = createLimiter(app, [{ name: 'guest-session-ip', max: perMinute }])

  app.post(
    '/carts',
    {
      preHandler: limitRequests(app, [{ name: 'cart-create-ip', max: perMinute * 3 }]),
      schema: {
        tags,
        summary: 'Create a basket on a menu (starts a session when the caller has none)',
        body: ZCreateCartBodySchema,
        response: { 201: okEnvelope(ZCartSchema) },
      },
    },
    async (request, reply) => {
      const session = () =>
        sessionOrNewGuest(app.db, request, reply, {
          secureCookie: app.config.NODE_ENV === 'production',
          beforeCreate: () => guestSessionLimit(request, reply),
        })
      const channel = request.body.channel ?? (request.apiClient === 'catering' ? 'catering' : 'mealtime')
      const cart = await createCart({
        db: app.db,
        config: app.config,
        session,
        menuId: request.body.menu_id,
        channel,
        salesChannel: salesChannelOf(request.apiClient, app.config.WEB_APP_NAME),
        handoffMode: request.body.handoffMode,
      })
      return reply.code(201).send(ok(cart))
    },
  )

  app.put(
    '/carts/:cartId/promotion-code',
    {
      schema: {
        tags,
        summary: 'Type a promo code into the basket (ADR 061); it replaces any code typed before',
        params: ZCartIdParamsSchema,
        body: ZPromotionCodeBodySchema,
        response: cartReply,
      },
    },
    async (request) =>
      ok(await setPromotionCode(presentedCaller(request), request.params.cartId, request.body.code)),
  )

  app.delete(
    '/carts/:cartId/promotion-code',
    {
      schema: {
        tags,
        summary: 'Take the promo code off the basket',
        params: ZCartIdParamsSchema,
        response: cartReply,
      },
    },
    async (request) => ok(await setPromotionCode(presentedCaller(request), request.params.cartId, null)),
  )

  app.get(
    '/carts/:cartId',
    { schema: { tags, summary: 'Get a basket', params: ZCartIdParamsSchema, response: cartReply } },
    async (request) => ok(await getCart(await caller(request), request.params.cartId)),
  )

  app.delete(
    '/carts/:cartId',
    {
      schema: {
        tags,
        summary: 'Abandon a basket',
        params: ZCartIdParamsSchema,
        response: { 200: okEnvelope(z.object({ id: z.string(), status: z.literal('abandoned') })) },
      },
    },
    async (request) => ok(await abandonCart(await caller(request), request.params.cartId)),
  )

  app.post(
    '/carts/:cartId/transfer',
    {
      schema: {
        tags,
        summary:
          'Transfer a basket to another menu (services.transfercart); reports removed and repriced items',
        params: ZCartIdParamsSchema,
        body: ZTransferCartBodySchema,
        response: { 200: okEnvelope(ZTransferReportSchema) },
      },
    },
    async (request) =>
      ok(await transferCart(await caller(request), request.params.cartId, request.body.menu_id)),
  )

  app.post(
    '/carts/:cartId/products',
    {
      schema: {
        tags,
        summary: 'Add a product line, validated against the menu',
        params: ZCartIdParamsSchema,
        body: ZAddProductBodySchema,
        response: { 201: okEnvelope(ZCartSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await addCartProduct(presentedCaller(request), request.params.cartId, request.body))),
  )

  app.put(
    '/carts/:cartId/products/:lineId',
    {
      schema: {
        tags,
        summary: 'Update a product line (quantity, choices, instructions, recipient)',
        params: ZCartLineParamsSchema,
        body: ZUpdateProductBodySchema,
        response: cartReply,
      },
    },
    async (request) =>
      ok(
        await updateCartProduct(
          presentedCaller(request),
          request.params.cartId,
          request.params.lineId,
          request.body,
        ),
      ),
  )

  app.delete(
    '/carts/:cartId/products/:lineId',
    {
      schema: { tags, summary: 'Remove a product line', params: ZCartLineParamsSchema, response: cartReply },
    },
    async (request) =>
      ok(await removeCartProduct(presentedCaller(request), request.params.cartId, request.params.lineId)),
  )

  app.put(
    '/carts/:cartId/handoff',
    {
      schema: {
        tags,
        summary: 'Apply a handoff {handoffMode}',
        params: ZCartIdParamsSchema,
        body: ZHandoffBodySchema,
        response: cartReply,
      },
    },
    async (request) =>
      ok(await setCartHandoff(presentedCaller(request), request.params.cartId, request.body.handoffMode)),
  )

  app.put(
    '/carts/:cartId/handoff/delivery',
    {
      schema: {
        tags,
        summary: 'Set the delivery address and handoff (spec §7), inside the store delivery zone',
        params: ZCartIdParamsSchema,
        body: ZDeliveryHandoffBodySchema,
        response: cartReply,
      },
    },
    async (request) =>
      ok(
        await setDeliveryHandoff(
          { ...(await caller(request)), geo: app.geo },
          request.params.cartId,
          request.body,
        ),
      ),
  )

  app.put(
    '/carts/:cartId/time',
    {
      schema: {
        tags,
        summary: "Order ASAP, or order ahead at 'YYYYMMDD HH:mm' store time",
        params: ZCartIdParamsSchema,
        body: ZOrderTimeBodySchema,
        response: cartReply,
      },
    },
    async (request) => ok(await setOrderTime(presentedCaller(request), request.params.cartId, request.body)),
  )

  app.get(
    '/carts/:cartId/times',
    {
      schema: {
        tags,
        summary: "Available times of a store-local day (YYYYMMDD → 'YYYYMMDD HH:mm' list)",
        params: ZCartIdParamsSchema,
        querystring: ZAvailableTimesQuerySchema,
        response: { 200: okEnvelope(ZAvailableTimesSchema) },
      },
    },
    async (request) =>
      ok(await listAvailableTimes(presentedCaller(request), request.params.cartId, request.query.day)),
  )

  app.post(
    '/carts/:cartId/validate',
    {
      schema: {
        tags,
        summary: 'Validate a basket before checkout',
        params: ZCartIdParamsSchema,
        response: cartReply,
      },
    },
    async (request) => ok(await validateCart(await caller(request), request.params.cartId)),
  )

  app.get(
    '/carts/:cartId/upsells',
    {
      schema: {
        tags,
        summary: 'Upsells for the bag',
        params: ZCartIdParamsSchema,
        response: { 200: okEnvelope(ZUpsellsSchema) },
      },
    },
    async (request) => ok({ upsells: await listUpsells(await caller(request), request.params.cartId) }),
  )
}
