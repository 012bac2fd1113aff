import { asc } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { stores } from './tables.ts'

/** Every store's id and name, by name: what a chain-wide choice (a promotion's stores) offers. */
export async function listStoreNames(db: TQueryable): Promise<{ id: number; name: string }[]> {
  return db.select({ id: stores.id, name: stores.name }).from(stores).orderBy(asc(stores.name))
}
