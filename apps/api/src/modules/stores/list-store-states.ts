import { asc } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { stores } from './tables.ts'

/**
 * The states (or provinces) the chain has stores in, each once in alphabetical order: the regions a
 * chain admin may ask a report of (ADR 064). Published or not: a store that has sold and was taken off
 * the storefront still has figures. Read along the state index.
 */
export async function listStoreStates(db: TDatabase): Promise<string[]> {
  const rows = await db.selectDistinct({ state: stores.state }).from(stores).orderBy(asc(stores.state))
  return rows.map((row) => row.state)
}
