import { z } from 'zod'
import { INVITATION_STORES_REQUIRED_MESSAGE } from './constants.ts'
import { TEXT_LIMITS } from './field-rules.ts'
import { ZEmailSchema, ZPasswordSchema } from './members.ts'
import { ZIdSchema, ZTextSchema } from './primitives.ts'
import { ZStaffRoleSchema } from './staff.ts'

/**
 * Staff accounts by invitation email (ADR 022): a chain admin (or a store manager, for
 * store staff of their stores) invites by email; the emailed link's page shows the invitation and
 * sets the new account's password.
 */

/** The most stores one invitation names (the demo chain has dozens; a real one a few hundred). */
export const INVITATION_STORES_MAX = 500

/** A role and its stores: a chain admin works at every store, so an admin's list is empty. */
const accessFields = {
  role: ZStaffRoleSchema,
  store_ids: z.array(ZIdSchema).max(INVITATION_STORES_MAX).default([]),
}
const hasStores = (body: { role: string; store_ids: number[] }) =>
  body.role === 'admin' || body.store_ids.length > 0
const storesRequired = { path: ['store_ids'], message: INVITATION_STORES_REQUIRED_MESSAGE }

/** POST staff/invitations. */
export const ZInviteStaffBodySchema = z
  .object({
    email: ZEmailSchema,
    name: ZTextSchema()
      .trim()
      .min(1, 'Name is required')
      .max(TEXT_LIMITS.name, `Use at most ${TEXT_LIMITS.name} characters for the name.`),
    ...accessFields,
  })
  .refine(hasStores, storesRequired)
export type TInviteStaffBody = z.input<typeof ZInviteStaffBodySchema>

/**
 * PATCH staff/accounts/{id}: the account's role and the whole list of its stores afterwards (a chain
 * admin's none: every store). A manager sends the member's other stores unchanged (the domain's
 * `storesAfterChange`).
 */
export const ZChangeStaffAccessBodySchema = z.object(accessFields).refine(hasStores, storesRequired)
export type TChangeStaffAccessBody = z.input<typeof ZChangeStaffAccessBodySchema>

/** POST staff/invitations/{token}/accept: the new account's password (the members' password rules). */
export const ZAcceptInvitationBodySchema = z.object({ password: ZPasswordSchema })
export type TAcceptInvitationBody = z.infer<typeof ZAcceptInvitationBodySchema>

/** The emailed token (any text up to 128 characters: an unknown one is a 404, not a 400). */
export const ZInvitationTokenParamsSchema = z.object({ token: ZTextSchema().min(1).max(128) })
export const ZStaffIdParamsSchema = z.object({ id: z.uuid('There is no such invitation or account.') })

const ZInvitedStoreSchema = z.object({ id: z.number().int(), name: z.string() })

export const ZInvitationStateSchema = z.enum(['pending', 'used', 'revoked', 'expired'])

/** GET staff/invitations/{token} (public, to whoever holds the link): what accepting gives. */
export const ZInvitationPreviewSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: ZStaffRoleSchema,
  /** The stores the account will work at (empty for a chain admin: every store). */
  stores: z.array(ZInvitedStoreSchema),
  /** Who sent it (their name), or null when their account has since been removed. */
  invited_by: z.string().nullable(),
  expires: z.iso.datetime({ offset: true }),
})
export type TInvitationPreview = z.infer<typeof ZInvitationPreviewSchema>

/** One invitation on the Team page. */
export const ZStaffInvitationSchema = ZInvitationPreviewSchema.extend({
  id: z.uuid(),
  state: ZInvitationStateSchema,
  sent: z.iso.datetime({ offset: true }),
})
export type TStaffInvitation = z.infer<typeof ZStaffInvitationSchema>

/** One staff account on the Team page. */
export const ZTeamMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: ZStaffRoleSchema,
  stores: z.array(ZInvitedStoreSchema),
  /** The signed-in staff member's own row. */
  is_you: z.boolean(),
  /** May the signed-in staff member change this account's role or stores (never their own)? */
  may_change: z.boolean(),
  /** May they remove this account's access (chain admins, never their own)? */
  may_remove: z.boolean(),
})
export type TTeamMember = z.infer<typeof ZTeamMemberSchema>

/**
 * GET staff/team: a chain admin sees every staff account and open invitation; a store manager those
 * of their stores. Open invitations are pending or expired (used and withdrawn ones are history).
 */
export const ZStaffTeamSchema = z.object({
  staff: z.array(ZTeamMemberSchema),
  invitations: z.array(ZStaffInvitationSchema),
})
export type TStaffTeam = z.infer<typeof ZStaffTeamSchema>
