import type { TRegion } from '@deli/contracts'
import { REGIONS_MAX_AGE_MS } from '@deli/contracts/constants'
import { stateName } from '@deli/domain'
import { and, eq, sql } from 'drizzle-orm'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { cacheLookups } from '../../platform/metrics.ts'
import type { PgListener } from '../../platform/pg-listener.ts'
import { stores } from './tables.ts'

/** The channel a published, moved or renamed store is announced on (ADR 060): region counts drop. */
export const STORE_CHANGES_CHANNEL = 'store_changes'

type TKept = { until: number; regions: Promise<TRegion[]> }
/** Per database (tests run several in one process), per state ('' for all): at most 677 entries. */
const keptByDatabase = new WeakMap<TDatabase, Map<string, TKept>>()
const lookups = cacheLookups('regions')

/**
 * States with stores, each with its cities (slug from the store paths) and store counts; with `state`,
 * only that state (a state's region page, by the state index: ADR 038).
 *
 * Counting them groups every store of the chain (40,000 in the bench's scale mode: /locations went
 * from 179 to 50 req/s), and they change only when a store opens, closes or moves. So a node answers
 * what it counted for REGIONS_MAX_AGE_MS: a new store is on the browse pages of every node within a
 * minute. Searches, store pages and ordering read the stores themselves. A failed count is not kept.
 * A back-office change to a store (ADR 060) is announced on `store_changes`, and every node forgets
 * its counts at once (`followStoreChanges`).
 */
export function listRegions(options: { db: TDatabase; state?: string; now?: number }): Promise<TRegion[]> {
  const key = options.state?.toUpperCase() ?? ''
  const now = options.now ?? Date.now()
  let kept = keptByDatabase.get(options.db)
  if (!kept) {
    kept = new Map()
    keptByDatabase.set(options.db, kept)
  }
  const hit = kept.get(key)
  if (hit && hit.until > now) {
    lookups.hit()
    return hit.regions
  }
  lookups.miss()
  const regions = countRegions(options.db, key)
  kept.set(key, { until: now + REGIONS_MAX_AGE_MS, regions })
  regions.catch(() => {
    if (kept.get(key)?.regions === regions) kept.delete(key)
  })
  return regions
}

async function countRegions(db: TDatabase, state: string): Promise<TRegion[]> {
  const citySlug = sql<string>`split_part(${stores.path}, '/', 2)`
  const rows = await db
    .select({ state: stores.state, city: stores.city, slug: citySlug, count: sql<number>`count(*)::int` })
    .from(stores)
    .where(and(eq(stores.isPublished, true), state ? eq(stores.state, state) : undefined))
    .groupBy(stores.state, stores.city, citySlug)
    .orderBy(stores.state, stores.city)
  const regions = new Map<string, TRegion>()
  for (const row of rows) {
    const region = regions.get(row.state) ?? {
      state: row.state,
      stateName: stateName(row.state) ?? row.state,
      cities: [],
    }
    region.cities.push({ city: row.city, slug: row.slug, count: row.count })
    regions.set(row.state, region)
  }
  return [...regions.values()].sort((a, b) => a.stateName.localeCompare(b.stateName))
}

/** Forgets the counted regions of a database (a store was published, moved or renamed). */
export function forgetRegions(db: TDatabase): void {
  keptByDatabase.get(db)?.clear()
}

/** Every node forgets its region counts when any node announces a store change (ADR 060). */
export async function followStoreChanges(db: TDatabase, listener: PgListener): Promise<void> {
  await listener.subscribe(STORE_CHANGES_CHANNEL, () => forgetRegions(db))
}

/**
 * Announces a back-office store change in its transaction (delivered at commit, ADR 060): region
 * counts on `store_changes`, and the store's cached menus and every node's kept pages on
 * `menu_changes` (ADR 023, 028). Location searches need nothing: they key stores by row version (ADR 032).
 */
export async function announceStoreChange(tx: TQueryable, storeId: number): Promise<void> {
  await tx.execute(
    sql`select pg_notify(${STORE_CHANGES_CHANNEL}, ${String(storeId)}), pg_notify('menu_changes', ${`store:${storeId}`})`,
  )
}
