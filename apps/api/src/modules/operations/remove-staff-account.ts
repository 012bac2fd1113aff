import { and, eq, isNull, sql } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { recordChange } from '../audit/index.ts'
import { lockTeamAccounts } from './lock-team-accounts.ts'
import type { TSignedInStaff } from './staff-session.ts'
import { staffAccounts, staffInvitations, staffStores } from './tables.ts'
import { teamRecord } from './team-record.ts'

/**
 * DELETE staff/accounts/{id} (ADR 022): a chain admin removes a staff member's access. The account
 * goes with its stores and every session (foreign keys cascade), so each device it was signed in on
 * gets 401 on its next call and its live streams close (ADR 044); what it did (holds, closures,
 * invitations, its staff actions) stays, without its name link. The invitations it sent that are still
 * pending are withdrawn in the same transaction: a departing manager's link admits nobody after them
 * (ADR 044). Nobody removes themselves (409), so a chain always keeps the admin doing the removing.
 * Both accounts' rows are locked first (`lockTeamAccounts`): two admins removing each other at once
 * remove one. The audit trail keeps who it was, with what access, and who removed them (ADR 057).
 */
export async function removeStaffAccount(
  db: TDatabase,
  staff: TSignedInStaff,
  accountId: string,
  fromAddress: string,
): Promise<{ message: string }> {
  if (staff.role !== 'admin') throw new AppError(403, 'FORBIDDEN', 'Only a chain admin can do this.')
  if (accountId === staff.id) {
    throw new AppError(409, 'CONFLICT', 'You cannot remove your own access. Ask another chain admin.')
  }
  const removed = await db.transaction(async (tx) => {
    const { account } = await lockTeamAccounts(tx, staff, accountId)
    if (!account) return undefined
    await tx
      .update(staffInvitations)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(staffInvitations.invitedBy, accountId),
          isNull(staffInvitations.usedAt),
          isNull(staffInvitations.revokedAt),
        ),
      )
    const stores = await tx
      .select({ storeId: staffStores.storeId })
      .from(staffStores)
      .where(eq(staffStores.staffId, accountId))
    const [row] = await tx.delete(staffAccounts).where(eq(staffAccounts.id, accountId)).returning()
    if (!row) return undefined
    const before = await teamRecord(
      tx,
      row,
      stores.map((store) => store.storeId),
    )
    await recordChange(tx, {
      staff,
      entity: 'staff-account',
      entityId: accountId,
      action: 'retire',
      before,
      after: null,
      fromAddress,
    })
    return row
  })
  if (!removed) throw new AppError(404, 'NOT_FOUND', 'There is no such staff account.')
  return { message: `${removed.name} no longer has access.` }
}
