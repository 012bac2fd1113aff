import { invitationState } from '@deli/domain'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { hashPassword } from '../../platform/passwords.ts'
import { assertPasswordAcceptable } from '../members/index.ts'
import { findOpenInvitation, invitationGone } from './get-invitation.ts'
import { accountExists } from './invite-staff.ts'
import { findStaffByEmail, insertStaffAccount, lockStaffEmail } from './repository.ts'
import { staffInvitations, type TStaffAccountRow } from './tables.ts'

/**
 * POST staff/invitations/{token}/accept (ADR 022): the password is held to the members' rules
 * (422 PASSWORD_WEAK), then one transaction claims the invitation with a conditional update (still
 * unused, not withdrawn, not expired) and creates the account with its role and stores. Of two
 * accepts at once one claims it; the other finds it used (410 INVITATION_USED). The caller signs the
 * new account in.
 */
export async function acceptInvitation(
  db: TDatabase,
  token: string,
  password: string,
): Promise<TStaffAccountRow> {
  const invitation = await findOpenInvitation(db, token)
  assertPasswordAcceptable(password, invitation.email)
  const passwordHash = await hashPassword(password)
  return db.transaction(async (tx) => {
    await lockStaffEmail(tx, invitation.email)
    const [claimed] = await tx
      .update(staffInvitations)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(staffInvitations.id, invitation.id),
          isNull(staffInvitations.usedAt),
          isNull(staffInvitations.revokedAt),
          gt(staffInvitations.expiresAt, sql`now()`),
        ),
      )
      .returning()
    if (!claimed) {
      const [now] = await tx.select().from(staffInvitations).where(eq(staffInvitations.id, invitation.id))
      const state = now ? invitationState(now, new Date()) : 'revoked'
      throw invitationGone(state === 'pending' ? 'expired' : state)
    }
    if (await findStaffByEmail(tx, claimed.email)) throw accountExists(claimed.email)
    const staffId = await insertStaffAccount(
      tx,
      { email: claimed.email, name: claimed.name, role: claimed.role, passwordHash },
      claimed.storeIds,
    )
    await tx.update(staffInvitations).set({ staffId }).where(eq(staffInvitations.id, claimed.id))
    const account = await findStaffByEmail(tx, claimed.email)
    if (!account) throw new Error('the new staff account is missing')
    return account
  })
}
