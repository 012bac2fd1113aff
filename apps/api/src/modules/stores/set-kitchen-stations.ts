import { kitchenStationsProblem } from '@deli/domain'
import { eq } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { stores, type TStoreRow } from './tables.ts'

/**
 * Sets how many orders a store's kitchen makes side by side, or null for the chain's default (a
 * manager's edit, ADR 065). ASAP quotes and the slots' work follow from the next request. Answers
 * the store as stored now.
 */
export async function setKitchenStations(
  db: TQueryable,
  store: TStoreRow,
  stations: number | null,
): Promise<TStoreRow> {
  const problem = kitchenStationsProblem(stations)
  if (problem) throw new AppError(422, 'CAPACITY_INVALID', problem, { kitchen_stations: problem })
  const [updated] = await db
    .update(stores)
    .set({ kitchenStations: stations })
    .where(eq(stores.id, store.id))
    .returning()
  return updated ?? store
}
