import { STORE_ADMIN_PAGE_SIZE, type TStoreAdminRow } from '@deli/contracts'
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { escapeLike } from '../../platform/like.ts'
import { stores } from './tables.ts'

/**
 * The back office's store list (ADR 060), published or not, by name, a page at a time: `q` matches a
 * name or city (contains), a ZIP or an id (exact); `storeIds` limits it to a manager's stores. One row
 * more than a page is read to tell whether another follows (no count over 40,000 stores).
 */
export async function searchStores(options: {
  db: TDatabase
  q?: string
  page?: number
  storeIds?: readonly number[]
}): Promise<{ stores: TStoreAdminRow[]; page: number; hasMore: boolean }> {
  const page = options.page ?? 1
  const where: SQL[] = []
  const q = options.q?.trim()
  if (q) {
    const contains = `%${escapeLike(q)}%`
    const matches = [ilike(stores.name, contains), ilike(stores.city, contains)]
    if (/^\d{5}$/.test(q)) matches.push(eq(stores.zip, q))
    if (/^\d{1,9}$/.test(q)) matches.push(eq(stores.id, Number(q)))
    const any = or(...matches)
    if (any) where.push(any)
  }
  if (options.storeIds) where.push(inArray(stores.id, [...options.storeIds, -1]))
  const rows = await options.db
    .select({
      id: stores.id,
      name: stores.name,
      city: stores.city,
      state: stores.state,
      zip: stores.zip,
      is_published: stores.isPublished,
      is_coming_soon: stores.isComingSoon,
    })
    .from(stores)
    .where(and(...where))
    .orderBy(asc(stores.name), asc(stores.id))
    .limit(STORE_ADMIN_PAGE_SIZE + 1)
    .offset((page - 1) * STORE_ADMIN_PAGE_SIZE)
  return { stores: rows.slice(0, STORE_ADMIN_PAGE_SIZE), page, hasMore: rows.length > STORE_ADMIN_PAGE_SIZE }
}
