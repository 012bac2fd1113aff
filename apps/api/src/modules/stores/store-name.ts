import { and, ne, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { stores } from './tables.ts'

/** What a chain admin is told of a name another store has (its number, so they can tell them apart). */
export const storeNameTaken = (id: number) =>
  `Store #${id} already has this name. Give each store a name of its own.`

/**
 * Refuses a store name another store of the chain already has (letter case and outer spaces aside):
 * guests, invitations and the team's lists name stores by name alone, so two alike are two the same.
 */
export async function assertStoreNameFree(db: TQueryable, name: string, exceptId?: number): Promise<void> {
  const sameName = sql`lower(btrim(${stores.name})) = lower(btrim(${name}))`
  const [taken] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(exceptId === undefined ? sameName : and(sameName, ne(stores.id, exceptId)))
    .limit(1)
  if (!taken) return
  const message = storeNameTaken(taken.id)
  throw new AppError(422, 'VALIDATION_FAILED', message, { name: message })
}
