import { and, eq, isNull, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { assertMayInvite } from './invitation-access.ts'
import type { TSignedInStaff } from './staff-session.ts'
import { staffInvitations } from './tables.ts'

export const INVITATION_MISSING = 'There is no such invitation.'

/**
 * DELETE staff/invitations/{id} (ADR 022): whoever may send this invitation may withdraw it (403
 * otherwise); its link stops working at once (410 INVITATION_REVOKED). Withdrawing one twice is
 * harmless; a used one cannot be withdrawn (409: remove the account instead).
 */
export async function revokeInvitation(
  db: TQueryable,
  staff: TSignedInStaff,
  invitationId: string,
): Promise<{ message: string }> {
  const [row] = await db.select().from(staffInvitations).where(eq(staffInvitations.id, invitationId))
  if (!row) throw new AppError(404, 'NOT_FOUND', INVITATION_MISSING)
  await assertMayInvite(db, staff, row.role, row.storeIds)
  if (row.usedAt) {
    throw new AppError(
      409,
      'CONFLICT',
      `${row.email} has already accepted this invitation. Remove their account instead.`,
    )
  }
  await db
    .update(staffInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(staffInvitations.id, row.id),
        isNull(staffInvitations.usedAt),
        isNull(staffInvitations.revokedAt),
      ),
    )
  return { message: `The invitation to ${row.email} is withdrawn.` }
}
