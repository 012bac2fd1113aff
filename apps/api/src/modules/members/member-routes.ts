import {
  okEnvelope,
  ZAccountStatusSchema,
  ZAvoidAllergensSchema,
  ZFavouriteBodySchema,
  ZFavouriteParamsSchema,
  ZFavouritesSchema,
  ZMemberAddressesSchema,
  ZMemberAddressParamsSchema,
  ZRenewHeadersSchema,
  ZSaveAddressBodySchema,
} from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../platform/reply.ts'
import { findSession, requireMember, sendMemberCookies } from '../sessions/index.ts'
import { addMemberAddress } from './add-member-address.ts'
import { deleteFavourite } from './delete-favourite.ts'
import { deleteMemberAddress } from './delete-member-address.ts'
import { getAvoidAllergens } from './get-avoid-allergens.ts'
import { listFavourites } from './list-favourites.ts'
import { listMemberAddresses } from './list-member-addresses.ts'
import { renewMemberSession } from './renew-member-session.ts'
import { saveAvoidAllergens } from './save-avoid-allergens.ts'
import { saveFavourite } from './save-favourite.ts'
import { setDefaultAddress } from './set-default-address.ts'

const tags = ['members']
const favouritesReply = { 200: okEnvelope(ZFavouritesSchema) }
const addressesReply = { 200: okEnvelope(ZMemberAddressesSchema) }
const avoidReply = { 200: okEnvelope(ZAvoidAllergensSchema) }

/**
 * A member's own data (spec §7 members/*; GET rewards is the rewards module's). Guests get 401 SIGN_IN_REQUIRED; another
 * member's address or favourite is 404, as if it did not exist.
 */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookies = { secure: app.config.NODE_ENV === 'production', prefix: app.siteConfig.prefix }
  const member = async (request: Parameters<typeof requireMember>[1]) =>
    (await requireMember(app.db, request)).userId

  app.put(
    '/members/auth',
    {
      schema: {
        tags,
        summary: "Renew the session (spec §4): header verify = the member's id; rotates the token",
        headers: ZRenewHeadersSchema,
        response: { 200: okEnvelope(ZAccountStatusSchema) },
      },
    },
    async (request, reply) => {
      const session = await findSession(app.db, request)
      const renewed = await renewMemberSession(app.db, session, request.headers.verify)
      if (renewed.token) sendMemberCookies(reply, { ...renewed, token: renewed.token }, cookies)
      return ok(renewed.status)
    },
  )

  app.get(
    '/members/favourites',
    { schema: { tags, summary: 'Favourite locations', response: favouritesReply } },
    async (request) => ok(await listFavourites(app.db, await member(request))),
  )

  app.post(
    '/members/favourites',
    {
      schema: {
        tags,
        summary: 'Save a favourite location by menu_id (idempotent)',
        body: ZFavouriteBodySchema,
        response: favouritesReply,
      },
    },
    async (request) => ok(await saveFavourite(app.db, await member(request), request.body.menu_id)),
  )

  app.delete(
    '/members/favourites/:menuId',
    {
      schema: {
        tags,
        summary: 'Remove a favourite location by menu_id',
        params: ZFavouriteParamsSchema,
        response: favouritesReply,
      },
    },
    async (request) => ok(await deleteFavourite(app.db, await member(request), request.params.menuId)),
  )

  app.get(
    '/members/addresses',
    {
      schema: { tags, summary: 'Saved delivery addresses (members/getAddresses)', response: addressesReply },
    },
    async (request) => ok(await listMemberAddresses(app.db, await member(request))),
  )

  app.post(
    '/members/addresses',
    {
      schema: {
        tags,
        summary: 'Save a delivery address (located by the geo adapter; same address/building/zip updates)',
        body: ZSaveAddressBodySchema,
        response: addressesReply,
      },
    },
    async (request) =>
      ok(await addMemberAddress({ db: app.db, geo: app.geo }, await member(request), request.body)),
  )

  app.delete(
    '/members/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Delete a saved address (members/deleteAddresses)',
        params: ZMemberAddressParamsSchema,
        response: addressesReply,
      },
    },
    async (request) => ok(await deleteMemberAddress(app.db, await member(request), request.params.id)),
  )

  app.put(
    '/members/addresses/:id/default',
    {
      schema: {
        tags,
        summary: 'Make a saved address the default',
        params: ZMemberAddressParamsSchema,
        response: addressesReply,
      },
    },
    async (request) => ok(await setDefaultAddress(app.db, await member(request), request.params.id)),
  )

  app.get(
    '/members/me/avoid-allergens',
    {
      schema: {
        tags,
        summary: "The allergens the member's menu filter avoids (ADR 049)",
        response: avoidReply,
      },
    },
    async (request) => ok(await getAvoidAllergens(app.db, await member(request))),
  )

  app.put(
    '/members/me/avoid-allergens',
    {
      schema: {
        tags,
        summary: "Replace the allergens the member's menu filter avoids (ADR 049); [] clears it",
        body: ZAvoidAllergensSchema,
        response: avoidReply,
      },
    },
    async (request) => ok(await saveAvoidAllergens(app.db, await member(request), request.body)),
  )
}
