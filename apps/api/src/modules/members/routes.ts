import {
  okEnvelope,
  ZAccountStatusSchema,
  ZConfirmSignUpBodySchema,
  ZLoginBodySchema,
  ZNoticeSchema,
  ZResetPasswordBodySchema,
  ZSignUpBodySchema,
  ZUpdateUserBodySchema,
  ZUserSchema,
} from '@deli/contracts'
import { CAPTCHA_ACTIONS } from '@deli/domain/content'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { rememberDevice } from '../../platform/known-device.ts'
import { createLimiter, limitRequests } from '../../platform/rate-limit.ts'
import { ok } from '../../platform/reply.ts'
import { emailOf, signInLimits } from '../../platform/sign-in-limits.ts'
import type { TMemberSession } from '../sessions/index.ts'
import {
  clearMemberCookies,
  endSession,
  findSession,
  requireMember,
  sendMemberCookies,
} from '../sessions/index.ts'
import { confirmSignUp } from './confirm-sign-up.ts'
import { getAccountStatus } from './get-account-status.ts'
import { logInMember } from './log-in-member.ts'
import { GUEST_STATUS, memberStatus } from './present-user.ts'
import { findUserByEmail } from './repository.ts'
import { requestPasswordReset } from './request-password-reset.ts'
import { resetPassword } from './reset-password.ts'
import { signUpMember } from './sign-up-member.ts'
import type { TUserRow } from './tables.ts'
import { updateMember } from './update-member.ts'

const tags = ['users']
const statusReply = { 200: okEnvelope(ZAccountStatusSchema) }
const noticeReply = { 200: okEnvelope(ZNoticeSchema) }

/** Accounts (spec §7 users/*): sign-up with emailed confirmation, sign-in, sign-out, reset, profile. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookies = { secure: app.config.NODE_ENV === 'production', prefix: app.siteConfig.prefix }
  const perMinute = app.config.AUTH_RATE_LIMIT_PER_MINUTE
  const signedIn = (reply: FastifyReply, user: TUserRow, session: TMemberSession) => {
    sendMemberCookies(reply, session, cookies)
    return ok(memberStatus(user, session.expiresAt))
  }

  app.post(
    '/users',
    {
      schema: {
        tags,
        summary:
          'Sign up: emails a confirmation link (same answer whether or not the email is registered); needs a captcha token (action signup) when captcha is on',
        body: ZSignUpBodySchema,
        response: { 202: okEnvelope(ZNoticeSchema) },
      },
      preHandler: limitRequests(app, [
        { name: 'sign-up-ip', max: perMinute * 3 },
        { name: 'sign-up-email', max: perMinute, key: emailOf },
      ]),
    },
    async (request, reply) => {
      await app.captcha.check(request.body.captcha_token, CAPTCHA_ACTIONS.signUp, request.ip)
      return reply.code(202).send(ok(await signUpMember({ db: app.db, config: app.config }, request.body)))
    },
  )

  app.post(
    '/users/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a sign-up from its emailed link: creates the account and signs in',
        body: ZConfirmSignUpBodySchema,
        response: statusReply,
      },
      preHandler: limitRequests(app, [{ name: 'confirm-ip', max: perMinute * 3 }]),
    },
    async (request, reply) => {
      const current = await findSession(app.db, request)
      const { user, session } = await confirmSignUp(app.db, current, request.body.token)
      return signedIn(reply, user, session)
    },
  )

  app.post(
    '/users/account-status',
    {
      schema: {
        tags,
        summary: 'Session state: the signed-in member and token expiry, or nulls for a guest',
        response: statusReply,
      },
    },
    async (request) => ok(await getAccountStatus(app.db, await findSession(app.db, request))),
  )

  app.post(
    '/users/login',
    {
      schema: {
        tags,
        summary: 'Sign in (rotates the session token; the guest basket is kept)',
        body: ZLoginBodySchema,
        response: statusReply,
      },
      // ADR 043: the account's own limit does not count its known devices, which have their own.
      preHandler: signInLimits(app, 'member', (email) => findUserByEmail(app.db, email), perMinute, 'login'),
    },
    async (request, reply) => {
      const current = await findSession(app.db, request)
      const { user, session } = await logInMember(app.db, current, request.body)
      rememberDevice(reply, 'member', user, { secure: cookies.secure })
      return signedIn(reply, user, session)
    },
  )

  app.post(
    '/users/logout',
    { schema: { tags, summary: 'Sign out: ends this session', response: statusReply } },
    async (request, reply) => {
      await endSession(app.db, request)
      clearMemberCookies(reply, cookies)
      return ok(GUEST_STATUS)
    },
  )

  app.post(
    '/users/reset-password',
    {
      schema: {
        tags,
        summary:
          'With {email} (and a captcha token, action reset, when captcha is on): emails a reset link (same answer for every email). With {token, password, password_confirmation}: sets the password and ends every session',
        body: ZResetPasswordBodySchema,
        response: noticeReply,
      },
      preHandler: limitRequests(app, [
        { name: 'reset-ip', max: perMinute * 3 },
        { name: 'reset-email', max: perMinute, key: emailOf },
      ]),
    },
    async (request, reply) => {
      const body = request.body
      if ('email' in body) {
        await app.captcha.check(body.captcha_token, CAPTCHA_ACTIONS.resetPassword, request.ip)
        return ok(await requestPasswordReset({ db: app.db, config: app.config }, body.email))
      }
      const current = await findSession(app.db, request)
      const result = await resetPassword(app.db, body)
      // Every session of that member ended; this browser was one of them when it was theirs.
      if (current?.userId === result.userId) clearMemberCookies(reply, cookies)
      return ok({ message: result.message })
    },
  )

  /** The member a password change is counted for (set just before the limiter reads it). */
  const passwordChangers = new WeakMap<FastifyRequest, string>()
  const limitPasswordChanges = createLimiter(app, [
    {
      name: 'password-change-member',
      max: perMinute,
      key: (request) => passwordChangers.get(request) ?? request.ip,
    },
    { name: 'password-change-ip', max: perMinute * 10 },
  ])

  app.put(
    '/users',
    {
      schema: {
        tags,
        summary: 'Update the signed-in member (a new password needs the current one)',
        body: ZUpdateUserBodySchema,
        response: { 200: okEnvelope(ZUserSchema) },
      },
    },
    async (request, reply) => {
      const member = await requireMember(app.db, request)
      // A new password is checked against the current one: guesses are limited like sign-in's (ADR 042).
      if (request.body.password !== undefined) {
        passwordChangers.set(request, member.userId)
        await limitPasswordChanges(request, reply)
      }
      return ok(await updateMember(app.db, member, request.body))
    },
  )
}
