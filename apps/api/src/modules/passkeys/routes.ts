import {
  okEnvelope,
  ZAccountStatusSchema,
  ZAddPasskeyBodySchema,
  ZPasskeyLoginBodySchema,
  ZPasskeyOptionsSchema,
  ZPasskeyParamsSchema,
  ZPasskeysSchema,
  ZRenamePasskeyBodySchema,
} from '@deli/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { rememberDevice } from '../../platform/known-device.ts'
import { passkeyRelyingParty } from '../../platform/passkey-relying-party.ts'
import { clientOf, limitRequests } from '../../platform/rate-limit.ts'
import { ok } from '../../platform/reply.ts'
import { memberStatus } from '../members/index.ts'
import { findSession, requireMember, sendMemberCookies } from '../sessions/index.ts'
import { addPasskey } from './add-passkey.ts'
import type { TRelyingParty } from './ceremony.ts'
import { deletePasskey } from './delete-passkey.ts'
import { listPasskeys } from './list-passkeys.ts'
import { renamePasskey } from './rename-passkey.ts'
import { signInWithPasskey } from './sign-in-with-passkey.ts'
import { startPasskeyRegistration } from './start-passkey-registration.ts'
import { startPasskeySignIn } from './start-passkey-sign-in.ts'

const passkeysReply = { 200: okEnvelope(ZPasskeysSchema) }
const optionsReply = { 200: okEnvelope(ZPasskeyOptionsSchema) }

/** The credential a sign-in's body names (a key of its per-passkey limits). */
const credentialOf = (request: FastifyRequest): string => {
  const body = request.body as { response?: { id?: unknown } } | undefined
  return typeof body?.response?.id === 'string' ? body.response.id : ''
}

/**
 * Passkeys (ADR 067): a member adds, lists, renames and removes their own (members/passkeys*), and
 * anyone signs in with one (users/passkey-login*), rate limited like the password sign-in.
 */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const party: TRelyingParty = { name: app.siteConfig.name, ...passkeyRelyingParty(app.config) }
  const cookies = { secure: app.config.NODE_ENV === 'production', prefix: app.siteConfig.prefix }
  const perMinute = app.config.AUTH_RATE_LIMIT_PER_MINUTE
  const member = async (request: FastifyRequest) => (await requireMember(app.db, request)).userId
  // Like sign-up's (ADR 013): each ceremony step 3N a minute per client.
  const limitRegistrationOptions = limitRequests(app, [
    { name: 'passkey-options-new-ip', max: perMinute * 3 },
  ])
  const limitRegistrations = limitRequests(app, [{ name: 'passkey-add-ip', max: perMinute * 3 }])

  app.post(
    '/members/passkeys/registration-options',
    {
      schema: {
        tags: ['members'],
        summary:
          'WebAuthn creation options for a new passkey of the signed-in member (challenge: 5 minutes, one use)',
        response: optionsReply,
      },
      preHandler: limitRegistrationOptions,
    },
    async (request) => ok(await startPasskeyRegistration(app.db, party, await member(request))),
  )

  app.post(
    '/members/passkeys',
    {
      schema: {
        tags: ['members'],
        summary:
          "Add a passkey: the authenticator's answer to the member's registration challenge, and a name",
        body: ZAddPasskeyBodySchema,
        response: passkeysReply,
      },
      preHandler: limitRegistrations,
    },
    async (request) => ok(await addPasskey(app.db, party, await member(request), request.body)),
  )

  app.get(
    '/members/passkeys',
    {
      schema: {
        tags: ['members'],
        summary: "The member's passkeys (name, added, last used)",
        response: passkeysReply,
      },
    },
    async (request) => ok(await listPasskeys(app.db, await member(request))),
  )

  app.put(
    '/members/passkeys/:id',
    {
      schema: {
        tags: ['members'],
        summary: 'Rename one of the member’s passkeys',
        params: ZPasskeyParamsSchema,
        body: ZRenamePasskeyBodySchema,
        response: passkeysReply,
      },
    },
    async (request) =>
      ok(await renamePasskey(app.db, await member(request), request.params.id, request.body.name)),
  )

  app.delete(
    '/members/passkeys/:id',
    {
      schema: {
        tags: ['members'],
        summary: 'Remove one of the member’s passkeys (it signs nobody in any more)',
        params: ZPasskeyParamsSchema,
        response: passkeysReply,
      },
    },
    async (request) => ok(await deletePasskey(app.db, await member(request), request.params.id)),
  )

  app.post(
    '/users/passkey-login/options',
    {
      schema: {
        tags: ['users'],
        summary: 'WebAuthn request options to sign in with a passkey (challenge: 5 minutes, one use)',
        response: optionsReply,
      },
      preHandler: limitRequests(app, [{ name: 'passkey-options-ip', max: perMinute * 10 }]),
    },
    async () => ok(await startPasskeySignIn(app.db, party)),
  )

  app.post(
    '/users/passkey-login',
    {
      schema: {
        tags: ['users'],
        summary:
          "Sign in with a passkey's signed answer (rotates the session token; the guest basket is kept)",
        body: ZPasskeyLoginBodySchema,
        response: { 200: okEnvelope(ZAccountStatusSchema) },
      },
      // The password sign-in's limits (ADR 013, 043), the passkey standing in for the email.
      preHandler: limitRequests(app, [
        {
          name: 'passkey-login-ip-credential',
          max: perMinute,
          key: (request) => `${clientOf(request)}|${credentialOf(request)}`,
        },
        { name: 'passkey-login-ip', max: perMinute * 10 },
        { name: 'passkey-login-credential', max: perMinute * 5, key: credentialOf },
      ]),
    },
    async (request, reply) => {
      const current = await findSession(app.db, request)
      const { user, session } = await signInWithPasskey(app.db, party, current, request.body)
      rememberDevice(reply, 'member', user, { secure: cookies.secure })
      sendMemberCookies(reply, session, cookies)
      return ok(memberStatus(user, session.expiresAt))
    },
  )
}
