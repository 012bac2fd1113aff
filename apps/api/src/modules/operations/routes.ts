import {
  okEnvelope,
  ZNoticeSchema,
  ZSecondFactorConfirmBodySchema,
  ZSecondFactorEnrolledSchema,
  ZSecondFactorSetupBodySchema,
  ZSecondFactorSetupSchema,
  ZStaffLoginBodySchema,
  ZStaffSchema,
} from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { rememberDevice } from '../../platform/known-device.ts'
import { ok } from '../../platform/reply.ts'
import { signInLimits } from '../../platform/sign-in-limits.ts'
import { hashToken } from '../sessions/index.ts'
import { getStaff } from './get-staff.ts'
import { logInStaff } from './log-in-staff.ts'
import { deleteStaffSession, findStaffByEmail } from './repository.ts'
import { confirmSecondFactor, startSecondFactor } from './set-up-second-factor.ts'
import { clearStaffCookie, presentedStaffToken, requireStaff, startStaffSession } from './staff-session.ts'

const tags = ['staff']

/** Staff sign-in (module `operations`, ADR 017); the order board's routes are flows' `boardRoutes`. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookie = { secureCookie: app.config.NODE_ENV === 'production' }
  /** Sign-in and setting up its second step share one count of tries (ADR 013, 044). */
  const loginLimit = signInLimits(
    app,
    'staff',
    (email) => findStaffByEmail(app.db, email),
    app.config.AUTH_RATE_LIMIT_PER_MINUTE,
    'staff-login',
  )

  app.post(
    '/staff/login',
    {
      schema: {
        tags,
        summary:
          'Staff sign-in (not members): a staff session for this device, rate limited like member sign-in; managers and admins add their authenticator code or a recovery code (ADR 044)',
        body: ZStaffLoginBodySchema,
        response: { 200: okEnvelope(ZStaffSchema) },
      },
      preHandler: loginLimit,
    },
    async (request, reply) => {
      const account = await logInStaff(app.db, request.body)
      rememberDevice(reply, 'staff', account, { secure: cookie.secureCookie })
      await startStaffSession(app.db, reply, account.id, cookie)
      return ok(await getStaff(app.db, account))
    },
  )

  app.post(
    '/staff/login/second-factor',
    {
      schema: {
        tags,
        summary:
          'Start setting up two-step sign-in with the password: a new authenticator secret and its otpauth URI (only while none is set up)',
        body: ZSecondFactorSetupBodySchema,
        response: { 200: okEnvelope(ZSecondFactorSetupSchema) },
      },
      preHandler: loginLimit,
    },
    async (request) => ok(await startSecondFactor(app.db, request.body)),
  )

  app.post(
    '/staff/login/second-factor/confirm',
    {
      schema: {
        tags,
        summary:
          "Turn two-step sign-in on with the password and the new secret's first code: signs in, answers the recovery codes once",
        body: ZSecondFactorConfirmBodySchema,
        response: { 200: okEnvelope(ZSecondFactorEnrolledSchema) },
      },
      preHandler: loginLimit,
    },
    async (request, reply) => {
      const { account, recoveryCodes } = await confirmSecondFactor(app.db, request.body)
      await startStaffSession(app.db, reply, account.id, cookie)
      return ok({ staff: await getStaff(app.db, account), recovery_codes: recoveryCodes })
    },
  )

  app.post(
    '/staff/logout',
    {
      schema: {
        tags,
        summary: "Staff sign-out: ends this device's staff session",
        response: { 200: okEnvelope(ZNoticeSchema) },
      },
    },
    async (request, reply) => {
      const token = presentedStaffToken(request)
      if (token && token.length <= 128) await deleteStaffSession(app.db, hashToken(token))
      clearStaffCookie(reply, cookie)
      return ok({ message: 'You are signed out.' })
    },
  )

  app.get(
    '/staff/me',
    {
      schema: {
        tags,
        summary: 'The signed-in staff member, their role and the stores whose boards they may open',
        response: { 200: okEnvelope(ZStaffSchema) },
      },
    },
    async (request) => ok(await getStaff(app.db, await requireStaff(app.db, request))),
  )
}
