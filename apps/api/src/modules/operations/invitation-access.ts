import type { TStaffRole } from '@deli/contracts'
import { inviteProblem } from '@deli/domain'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { findStoreNames, listStaffStores } from './repository.ts'
import type { TSignedInStaff } from './staff-session.ts'
import { hasRole } from './store-access.ts'

export const TEAM_REFUSED = 'Only a store manager or a chain admin can manage the team.'

/** The ids of the stores a store manager works at (a chain admin's are every store: not listed). */
export async function ownStoreIds(db: TQueryable, staff: TSignedInStaff): Promise<number[]> {
  if (staff.role === 'admin') return []
  return (await listStaffStores(db, staff.id)).map((store) => store.id)
}

/** Store managers and chain admins run the team; store staff get 403. */
export function requireTeamRole(staff: TSignedInStaff): void {
  if (!hasRole(staff, 'manager')) throw new AppError(403, 'FORBIDDEN', TEAM_REFUSED)
}

/**
 * May `staff` invite (or withdraw an invitation of) someone as `role` at `storeIds`? A chain admin:
 * any role, any stores; a store manager: store staff of their own stores; else 403 FORBIDDEN.
 */
export async function assertMayInvite(
  db: TQueryable,
  staff: TSignedInStaff,
  role: TStaffRole,
  storeIds: readonly number[],
): Promise<void> {
  requireTeamRole(staff)
  const problem = inviteProblem(staff.role, role, storeIds, await ownStoreIds(db, staff))
  if (problem) throw new AppError(403, 'FORBIDDEN', problem.message)
}

/** The stores of these ids with their names; 400 naming the first that does not exist. */
export async function knownStores(db: TQueryable, storeIds: readonly number[]) {
  const stores = await findStoreNames(db, storeIds)
  const unknown = storeIds.find((id) => !stores.some((store) => store.id === id))
  if (unknown !== undefined) {
    const message = `There is no store ${unknown}.`
    throw new AppError(400, 'VALIDATION_FAILED', message, { store_ids: message })
  }
  return stores
}
