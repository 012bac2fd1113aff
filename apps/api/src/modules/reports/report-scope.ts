import { REPORT_STAFF_TODAY_ONLY, storeToday } from '@deli/domain'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { hasRole, listStaffStores, requireStoreAccess, type TSignedInStaff } from '../operations/index.ts'
import { listStoreStates } from '../stores/index.ts'
import type { TReportScope } from './repository.ts'

type TScopeQuery = { from: string; to: string; store_id?: number; region?: string }

/**
 * What a staff member may read (ADR 064): a chain admin any store, region or the chain; a manager
 * their stores (one, those of a region, or all of them); store staff only today's figures of their
 * own store — anything else is refused with a sentence (403).
 */
export async function reportScope(
  db: TDatabase,
  staff: TSignedInStaff,
  query: TScopeQuery,
  now: Date,
): Promise<TReportScope> {
  const region = query.region ?? null
  if (!hasRole(staff, 'manager')) {
    if (query.store_id === undefined) throw new AppError(403, 'FORBIDDEN', REPORT_STAFF_TODAY_ONLY)
    const store = await requireStoreAccess(db, staff, query.store_id)
    const today = storeToday(now, store.timezone)
    if (query.from !== today || query.to !== today)
      throw new AppError(403, 'FORBIDDEN', REPORT_STAFF_TODAY_ONLY)
    return { storeIds: [store.id], region: null }
  }
  if (query.store_id !== undefined) {
    await requireStoreAccess(db, staff, query.store_id)
    return { storeIds: [query.store_id], region: null }
  }
  if (hasRole(staff, 'admin')) return { storeIds: null, region }
  const own = await listStaffStores(db, staff.id)
  return { storeIds: own.map((store) => store.id), region }
}

/**
 * The regions `staff` may ask a report of (ADR 064): a chain admin every state the chain has a store
 * in, anyone else the states of the stores they work at (a region's report reads only those).
 */
export async function reportRegions(db: TDatabase, staff: TSignedInStaff): Promise<string[]> {
  if (hasRole(staff, 'admin')) return listStoreStates(db)
  // Their stores' rows name each store's state already: one query, not two.
  const states = (await listStaffStores(db, staff.id)).map((store) => store.state)
  return [...new Set(states)].sort()
}
