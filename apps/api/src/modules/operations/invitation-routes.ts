import {
  okEnvelope,
  ZAcceptInvitationBodySchema,
  ZChangeStaffAccessBodySchema,
  ZInvitationPreviewSchema,
  ZInvitationTokenParamsSchema,
  ZInviteStaffBodySchema,
  ZNoticeSchema,
  ZStaffIdParamsSchema,
  ZStaffInvitationSchema,
  ZStaffSchema,
  ZStaffTeamSchema,
} from '@deli/contracts'
import { secondFactorRequired } from '@deli/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { limitRequests } from '../../platform/rate-limit.ts'
import { ok } from '../../platform/reply.ts'
import { acceptInvitation } from './accept-invitation.ts'
import { changeStaffAccess } from './change-staff-access.ts'
import { getInvitation } from './get-invitation.ts'
import { getStaff } from './get-staff.ts'
import { inviteStaff } from './invite-staff.ts'
import { listTeam } from './list-team.ts'
import { removeStaffAccount } from './remove-staff-account.ts'
import { revokeInvitation } from './revoke-invitation.ts'
import { requireStaff, startStaffSession } from './staff-session.ts'

const tags = ['staff']

/**
 * Staff accounts by invitation email (ADR 022): the team, inviting and withdrawing, accepting by the
 * emailed link (which signs the new account in like POST staff/login), changing an account's role
 * and stores, and removing an account.
 */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookie = { secureCookie: app.config.NODE_ENV === 'production' }
  const perMinute = app.config.AUTH_RATE_LIMIT_PER_MINUTE
  /** Sending mail and trying links are limited per client IP, like sign-in. */
  const invitesLimit = limitRequests(app, [{ name: 'staff-invite-ip', max: perMinute * 3 }])
  const linkLimit = limitRequests(app, [{ name: 'staff-invitation-ip', max: perMinute * 3 }])

  app.get(
    '/staff/team',
    {
      schema: {
        tags,
        summary:
          "The team: every staff account and open invitation (chain admins), or those of the manager's stores",
        response: { 200: okEnvelope(ZStaffTeamSchema) },
      },
    },
    async (request) => ok(await listTeam(app.db, await requireStaff(app.db, request))),
  )

  app.post(
    '/staff/invitations',
    {
      schema: {
        tags,
        summary:
          'Invite someone by email to a staff account (chain admins: any role and store; managers: store staff of their stores)',
        body: ZInviteStaffBodySchema,
        response: { 200: okEnvelope(ZStaffInvitationSchema) },
      },
      preHandler: invitesLimit,
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      return ok(await inviteStaff({ db: app.db, config: app.config }, staff, request.body))
    },
  )

  app.delete(
    '/staff/invitations/:id',
    {
      schema: {
        tags,
        summary: 'Withdraw an invitation (whoever may send it): its link stops working',
        params: ZStaffIdParamsSchema,
        response: { 200: okEnvelope(ZNoticeSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      return ok(await revokeInvitation(app.db, staff, request.params.id))
    },
  )

  app.delete(
    '/staff/accounts/:id',
    {
      schema: {
        tags,
        summary: "Remove a staff member's access (chain admins, not themselves): ends every session of it",
        params: ZStaffIdParamsSchema,
        response: { 200: okEnvelope(ZNoticeSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      return ok(await removeStaffAccount(app.db, staff, request.params.id, request.ip))
    },
  )

  app.patch(
    '/staff/accounts/:id',
    {
      schema: {
        tags,
        summary:
          "Change a staff member's role and stores (chain admins: anyone's but their own; managers: the stores of store staff of their stores); a new role ends its sessions",
        params: ZStaffIdParamsSchema,
        body: ZChangeStaffAccessBodySchema,
        response: { 200: okEnvelope(ZNoticeSchema) },
      },
    },
    async (request) => {
      const staff = await requireStaff(app.db, request)
      return ok(await changeStaffAccess(app.db, staff, request.params.id, request.body, request.ip))
    },
  )

  app.get(
    '/staff/invitations/:token',
    {
      schema: {
        tags,
        summary:
          'An invitation by its emailed token (public): who invited, email, role, stores and expiry; 404 unknown, 410 used, withdrawn or expired',
        params: ZInvitationTokenParamsSchema,
        response: { 200: okEnvelope(ZInvitationPreviewSchema) },
      },
      preHandler: linkLimit,
    },
    async (request) => ok(await getInvitation(app.db, request.params.token)),
  )

  app.post(
    '/staff/invitations/:token/accept',
    {
      schema: {
        tags,
        summary:
          'Accept an invitation with a password: creates the staff account and signs store staff in (managers and admins then sign in with a second step); once: 410 after',
        params: ZInvitationTokenParamsSchema,
        body: ZAcceptInvitationBodySchema,
        response: { 200: okEnvelope(ZStaffSchema) },
      },
      preHandler: linkLimit,
    },
    async (request, reply) => {
      const account = await acceptInvitation(app.db, request.params.token, request.body.password)
      // A manager or admin signs in with a second step, set up at their first sign-in (ADR 044).
      if (!secondFactorRequired(account.role)) await startStaffSession(app.db, reply, account.id, cookie)
      return ok(await getStaff(app.db, account))
    },
  )
}
