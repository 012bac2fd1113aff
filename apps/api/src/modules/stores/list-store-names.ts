import { asc, inArray } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { stores } from './tables.ts'

/**
 * The named stores' ids, names and time zones, by name: the labels of a chain-wide choice (a
 * promotion's stores) and the clock a store's changes are read on (the audit trail).
 */
export async function listStoreNames(
  db: TQueryable,
  ids: readonly number[],
): Promise<{ id: number; name: string; timezone: string }[]> {
  if (ids.length === 0) return []
  return db
    .select({ id: stores.id, name: stores.name, timezone: stores.timezone })
    .from(stores)
    .where(inArray(stores.id, [...ids]))
    .orderBy(asc(stores.name))
}
