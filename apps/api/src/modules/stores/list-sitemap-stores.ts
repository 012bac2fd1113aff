import { asc, count, eq } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { stores } from './tables.ts'

/**
 * Published stores per sitemap file. Each store is two URLs (its location page and its menu), and the
 * sitemaps protocol allows 50,000 URLs a file: 20,000 stores leave room.
 */
export const SITEMAP_STORES_PER_FILE = 20_000

/** How many store sitemap files the published stores fill (0 with none). */
export async function countSitemapStoreFiles(db: TQueryable): Promise<number> {
  const [row] = await db.select({ stores: count() }).from(stores).where(eq(stores.isPublished, true))
  return Math.ceil((row?.stores ?? 0) / SITEMAP_STORES_PER_FILE)
}

/**
 * One file's published stores (file 1 first), by id so a new store lands at the end and the files
 * before it keep their contents: each store's region path and menu id. A store is listed from the
 * moment it is published (ADR 060), read from the table on each request.
 */
export async function listSitemapStores(
  db: TQueryable,
  file: number,
): Promise<{ path: string; menuId: number }[]> {
  return db
    .select({ path: stores.path, menuId: stores.menuId })
    .from(stores)
    .where(eq(stores.isPublished, true))
    .orderBy(asc(stores.id))
    .limit(SITEMAP_STORES_PER_FILE)
    .offset((file - 1) * SITEMAP_STORES_PER_FILE)
}
