import {
  okEnvelope,
  ZBoardSchema,
  ZBoardTicketSchema,
  ZNoticeSchema,
  ZOrderParamsSchema,
  ZOrderSchema,
  ZOrderStatusBodySchema,
  ZSecondFactorConfirmBodySchema,
  ZSecondFactorEnrolledSchema,
  ZSecondFactorSetupBodySchema,
  ZSecondFactorSetupSchema,
  ZStaffLoginBodySchema,
  ZStaffSchema,
  ZStaffStoreParamsSchema,
} from '@deli/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { rememberDevice } from '../../platform/known-device.ts'
import { ok } from '../../platform/reply.ts'
import { signInLimits } from '../../platform/sign-in-limits.ts'
import { hashToken } from '../sessions/session-token.ts'
import { getBoard } from './get-board.ts'
import { getStaff } from './get-staff.ts'
import { logInStaff } from './log-in-staff.ts'
import { changeOrderStatus, moveOrder } from './move-order.ts'
import { deleteStaffSession, findStaffByEmail } from './repository.ts'
import { confirmSecondFactor, startSecondFactor } from './set-up-second-factor.ts'
import { clearStaffCookie, presentedStaffToken, requireStaff, startStaffSession } from './staff-session.ts'
import { requireStoreAccess } from './store-access.ts'

const tags = ['staff']

/** Staff sign-in and the order board (module `operations`, ADR 017). */
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

  app.get(
    '/staff/stores/:storeId/board',
    {
      schema: {
        tags,
        summary: "A store's order board: tickets received, in progress, ready and recently finished",
        params: ZStaffStoreParamsSchema,
        response: { 200: okEnvelope(ZBoardSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      return ok(await getBoard(app.db, await requireStoreAccess(app.db, staff, request.params.storeId)))
    },
  )

  app.put(
    '/staff/orders/:orderId/status',
    {
      schema: {
        tags,
        summary:
          "Staff of the order's store move it along its life (received → in progress → ready → completed, or cancel)",
        params: ZOrderParamsSchema,
        body: ZOrderStatusBodySchema,
        response: { 200: okEnvelope(ZBoardTicketSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      return ok(
        await moveOrder(
          app.db,
          { config: app.config, jobs: app.jobs },
          staff,
          request.params.orderId,
          request.body.status,
        ),
      )
    },
  )

  app.put(
    '/orders/:orderId/status',
    {
      schema: {
        tags: ['orders'],
        summary:
          "A store's app: the signed-in staff member (staff-token) moves an order of their store along its life; recorded (ADR 044)",
        params: ZOrderParamsSchema,
        body: ZOrderStatusBodySchema,
        response: { 200: okEnvelope(ZOrderSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      const deps = { config: app.config, jobs: app.jobs }
      return ok(await changeOrderStatus(app.db, deps, staff, request.params.orderId, request.body.status))
    },
  )
}
