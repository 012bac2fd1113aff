import type { TStaffRole } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import { findStoreNames } from './repository.ts'

/**
 * A team member's access as the audit trail keeps it (ADR 057): name, email, role and the names of
 * its stores at the time (a store renamed later keeps the name it had).
 */
export async function teamRecord(
  db: TQueryable,
  account: { name: string; email: string; role: TStaffRole },
  storeIds: readonly number[],
): Promise<Record<string, unknown>> {
  const stores = (await findStoreNames(db, storeIds)).map((store) => store.name)
  return { name: account.name, email: account.email, role: account.role, stores }
}
