import { asc, inArray } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { stores } from './tables.ts'

/**
 * The states (or provinces) the chain has stores in, or the named stores are in, each once in
 * alphabetical order: the regions a report may be asked for (ADR 064). Published or not: a store
 * that has sold and was taken off the storefront still has figures. Read along the state index.
 */
export async function listStoreStates(db: TDatabase, storeIds: readonly number[] | null): Promise<string[]> {
  if (storeIds !== null && storeIds.length === 0) return []
  const rows = await db
    .selectDistinct({ state: stores.state })
    .from(stores)
    .where(storeIds === null ? undefined : inArray(stores.id, [...storeIds]))
    .orderBy(asc(stores.state))
  return rows.map((row) => row.state)
}
