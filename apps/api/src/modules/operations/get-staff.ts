import type { TStaff } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import { listStaffStores } from './repository.ts'
import type { TStaffAccountRow } from './tables.ts'

/**
 * GET staff/me (and the sign-in answer): who is signed in and the stores they work at. A chain admin
 * works at every store and gets none listed (`every_store`): pages that need a store search them.
 */
export async function getStaff(db: TDatabase, account: TStaffAccountRow): Promise<TStaff> {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    stores: account.role === 'admin' ? [] : await listStaffStores(db, account.id),
    every_store: account.role === 'admin',
  }
}
