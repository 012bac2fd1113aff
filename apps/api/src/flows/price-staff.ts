import type { TPriceStaff } from '../modules/menus/index.ts'
import { listStaffStores, requireStoreAccess, type TSignedInStaff } from '../modules/operations/index.ts'
import type { TDatabase } from '../platform/database.ts'

/**
 * The signed-in staff member as the menus module's prices and drafts take them, with their store
 * access handed in as functions (ADR 050: menus sits below operations).
 */
export const priceStaffOf = (db: TDatabase, staff: TSignedInStaff): TPriceStaff => ({
  id: staff.id,
  name: staff.name,
  role: staff.role,
  requireStore: (storeId, least) => requireStoreAccess(db, staff, storeId, least),
  ownStoreIds: async () => (await listStaffStores(db, staff.id)).map((store) => store.id),
})
