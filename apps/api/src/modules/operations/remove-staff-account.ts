import { eq } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import type { TSignedInStaff } from './staff-session.ts'
import { staffAccounts } from './tables.ts'

/**
 * DELETE staff/accounts/{id} (ADR 022): a chain admin removes a staff member's access. The account
 * goes with its stores and every session (foreign keys cascade), so each device it was signed in on
 * gets 401 on its next call; what it did (holds, closures, invitations) stays, without its name link.
 * Nobody removes themselves (409), so a chain always keeps the admin doing the removing.
 */
export async function removeStaffAccount(
  db: TQueryable,
  staff: TSignedInStaff,
  accountId: string,
): Promise<{ message: string }> {
  if (staff.role !== 'admin') throw new AppError(403, 'FORBIDDEN', 'Only a chain admin can do this.')
  if (accountId === staff.id) {
    throw new AppError(409, 'CONFLICT', 'You cannot remove your own access. Ask another chain admin.')
  }
  const [removed] = await db
    .delete(staffAccounts)
    .where(eq(staffAccounts.id, accountId))
    .returning({ name: staffAccounts.name })
  if (!removed) throw new AppError(404, 'NOT_FOUND', 'There is no such staff account.')
  return { message: `${removed.name} no longer has access.` }
}
