import type { TInvitationPreview } from '@deli/contracts'
import { INVITATION_GONE_MESSAGES, INVITATION_UNKNOWN, invitationState } from '@deli/domain'
import { eq } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { hashToken } from '../sessions/index.ts'
import { presentPreview } from './present-invitation.ts'
import { findStoreNames } from './repository.ts'
import { staffInvitations, type TStaffInvitationRow } from './tables.ts'

const GONE_CODES = {
  used: 'INVITATION_USED',
  revoked: 'INVITATION_REVOKED',
  expired: 'INVITATION_EXPIRED',
} as const

/** 410 with the state's code and sentence: the link existed but no longer works. */
export const invitationGone = (state: keyof typeof GONE_CODES) =>
  new AppError(410, GONE_CODES[state], INVITATION_GONE_MESSAGES[state])

/**
 * The invitation of an emailed token while it can still be accepted: an unknown token is 404
 * INVITATION_NOT_FOUND; a used, withdrawn or expired one 410 with its own code and sentence.
 */
export async function findOpenInvitation(db: TQueryable, token: string): Promise<TStaffInvitationRow> {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashToken(token)))
  if (!row) throw new AppError(404, 'INVITATION_NOT_FOUND', INVITATION_UNKNOWN)
  const state = invitationState(row, new Date())
  if (state !== 'pending') throw invitationGone(state)
  return row
}

/** GET staff/invitations/{token} (public, to the link's holder): who invited, as what, where, until when. */
export async function getInvitation(db: TQueryable, token: string): Promise<TInvitationPreview> {
  const row = await findOpenInvitation(db, token)
  return presentPreview(row, await findStoreNames(db, row.storeIds))
}
