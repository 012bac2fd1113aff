import type { TRegion } from '@deli/contracts'
import { stateName } from '@deli/domain'
import { eq, sql } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { stores } from './tables.ts'

/**
 * States with stores, each with its cities (slug from the store paths) and store counts; with `state`,
 * only that state (a state's region page, by the state index: ADR 038).
 */
export async function listRegions(options: { db: TDatabase; state?: string }): Promise<TRegion[]> {
  const citySlug = sql<string>`split_part(${stores.path}, '/', 2)`
  const rows = await options.db
    .select({ state: stores.state, city: stores.city, slug: citySlug, count: sql<number>`count(*)::int` })
    .from(stores)
    .where(options.state ? eq(stores.state, options.state.toUpperCase()) : undefined)
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
