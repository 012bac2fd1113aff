import type { TStaffRole } from '@deli/contracts'
import { INVITATION_STORES_REQUIRED_MESSAGE } from '@deli/contracts/constants'

/**
 * Staff accounts by invitation email (ADR 022): who may invite whom, to which stores, and
 * what an invitation link is worth now. The API refuses by these rules and the Team page offers only
 * what they allow.
 */

/** An invitation link works this many days after it is sent, once. */
export const INVITATION_DAYS = 7

/** Role names as a chain's staff say them. */
export const STAFF_ROLE_LABELS: Readonly<Record<TStaffRole, string>> = {
  staff: 'Store staff',
  manager: 'Store manager',
  admin: 'Chain admin',
}

/**
 * The roles a signed-in staff member may invite: a chain admin any role, a store manager store staff
 * only, store staff nobody.
 */
export function invitableRoles(inviter: TStaffRole): TStaffRole[] {
  if (inviter === 'admin') return ['staff', 'manager', 'admin']
  if (inviter === 'manager') return ['staff']
  return []
}

/** A chain admin works at every store; store staff and managers need at least one. */
export const needsStores = (role: TStaffRole): boolean => role !== 'admin'

/** The API's sentence for an invitation without a store (contracts' schema says it): one text. */
export const INVITATION_STORES_REQUIRED = INVITATION_STORES_REQUIRED_MESSAGE
export const INVITE_ROLE_REFUSED: Readonly<Record<TStaffRole, string>> = {
  staff: 'Your role does not allow inviting staff.',
  manager: 'Store managers can invite store staff only.',
  admin: '',
}

/**
 * Why `inviter` may not invite someone as `role` to `storeIds`, or null when they may. `ownStores`
 * are the stores the inviter works at (ignored for a chain admin, who works at every store).
 */
export function inviteProblem(
  inviter: TStaffRole,
  role: TStaffRole,
  storeIds: readonly number[],
  ownStores: readonly number[],
): { reason: 'role' | 'store'; message: string } | null {
  if (!invitableRoles(inviter).includes(role))
    return { reason: 'role', message: INVITE_ROLE_REFUSED[inviter] }
  if (inviter === 'admin') return null
  const foreign = storeIds.find((storeId) => !ownStores.includes(storeId))
  return foreign === undefined ? null : { reason: 'store', message: 'You do not work at this store.' }
}

export type TInvitationState = 'pending' | 'used' | 'revoked' | 'expired'

/** What an invitation link is worth at `now`: used and revoked win over expired. */
export function invitationState(
  invitation: { usedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: Date,
): TInvitationState {
  if (invitation.usedAt) return 'used'
  if (invitation.revokedAt) return 'revoked'
  return invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending'
}

/** What the invitation page and the API say about a link that no longer works, by its state. */
export const INVITATION_GONE_MESSAGES: Readonly<Record<Exclude<TInvitationState, 'pending'>, string>> = {
  used: 'This invitation has already been used. Sign in with the account it created.',
  revoked: 'This invitation was withdrawn. Ask your manager for a new one.',
  expired: `This invitation has expired (links work for ${INVITATION_DAYS} days). Ask your manager for a new one.`,
}
export const INVITATION_UNKNOWN = 'This invitation link is not valid. Check the link in your email.'
