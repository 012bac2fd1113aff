import { asc, inArray } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import type { TSignedInStaff } from './staff-session.ts'
import { staffAccounts, type TStaffAccountRow } from './tables.ts'

/**
 * Locks the account doing a team change and the account it changes (in id order, so two changes
 * never wait on each other) and answers both as they are now. Two chain admins demoting or removing
 * each other at once are then one after the other: the second finds its own role gone (403), so a
 * chain never loses its last admin that way (ADR 022). The account changed may be gone (undefined).
 */
export async function lockTeamAccounts(
  tx: TQueryable,
  staff: TSignedInStaff,
  accountId: string,
): Promise<{ actor: TStaffAccountRow; account: TStaffAccountRow | undefined }> {
  const rows = await tx
    .select()
    .from(staffAccounts)
    .where(inArray(staffAccounts.id, [staff.id, accountId]))
    .orderBy(asc(staffAccounts.id))
    .for('update')
  const actor = rows.find((row) => row.id === staff.id)
  if (!actor || actor.role !== staff.role)
    throw new AppError(403, 'FORBIDDEN', 'Your access changed meanwhile. Reload the page.')
  return { actor, account: rows.find((row) => row.id === accountId) }
}
