import type { TStaffRole } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import type { TStoreRow } from '../stores/index.ts'
import { findStoreById } from '../stores/index.ts'
import { isStaffAtStore } from './repository.ts'
import type { TSignedInStaff } from './staff-session.ts'

export const NOT_YOUR_STORE = 'You do not work at this store.'
/** What a role too low is told, by the least role the call needs. */
const ROLE_REFUSALS: Readonly<Record<TStaffRole, string>> = {
  staff: 'Your role does not allow this.',
  manager: "Only the store's manager or a chain admin can see or change this.",
  admin: 'Only a chain admin can do this.',
}

/** What each role may do beyond the board (ADR 017): managers and admins run availability and pause. */
const ROLE_RANK: Readonly<Record<TStaffRole, number>> = { staff: 0, manager: 1, admin: 2 }
export const hasRole = (staff: { role: TStaffRole }, least: TStaffRole) =>
  ROLE_RANK[staff.role] >= ROLE_RANK[least]

/**
 * The store, when the staff member works there: a chain admin at every store, store staff and
 * managers at their own. Another store: 403 FORBIDDEN; an unknown store: 404 (to admins) or 403.
 */
export async function requireStoreAccess(
  db: TDatabase,
  staff: TSignedInStaff,
  storeId: number,
  least: TStaffRole = 'staff',
): Promise<TStoreRow> {
  if (!hasRole(staff, least)) {
    throw new AppError(403, 'FORBIDDEN', ROLE_REFUSALS[least])
  }
  if (staff.role !== 'admin' && !(await isStaffAtStore(db, staff.id, storeId))) {
    throw new AppError(403, 'FORBIDDEN', NOT_YOUR_STORE)
  }
  const store = await findStoreById(db, storeId)
  if (!store) throw new AppError(404, 'STORE_NOT_FOUND', 'There is no such store.')
  return store
}
