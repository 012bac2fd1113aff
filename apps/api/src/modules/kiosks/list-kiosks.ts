import type { TDatabase } from '../../platform/database.ts'
import type { TSignedInStaff } from '../operations/index.ts'
import { requireStoreAccess } from '../operations/index.ts'
import { listLiveKiosks, type TKioskWithStore } from './repository.ts'

/** A store's kiosks in use, for its managers and chain admins. */
export async function listKiosks(
  db: TDatabase,
  staff: TSignedInStaff,
  storeId: number,
): Promise<TKioskWithStore[]> {
  const store = await requireStoreAccess(db, staff, storeId, 'manager')
  return listLiveKiosks(db, store.id)
}
