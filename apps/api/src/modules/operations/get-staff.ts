import type { TStaff } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import { listStaffStores } from './repository.ts'
import type { TStaffAccountRow } from './tables.ts'

/** GET staff/me (and the sign-in answer): who is signed in and the stores whose boards they may open. */
export async function getStaff(db: TDatabase, account: TStaffAccountRow): Promise<TStaff> {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    stores: await listStaffStores(db, account.id, account.role === 'admin'),
  }
}
