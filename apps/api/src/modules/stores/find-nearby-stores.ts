import type { TLocation } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import { notFound } from '../../platform/errors.ts'
import type { GeoProvider } from '../geo/index.ts'
import { locationCacheOf, type TCachedLocation } from './location-cache.ts'
import { findStoresWithVersion, findStoreVersionsNear } from './repository.ts'
import { openingState } from './to-location.ts'

export const NEARBY_DEFAULT_LIMIT = 10

/** One search result: the kept store, its state at the search's instant, and its miles. */
export type TNearbyStore = TCachedLocation & Pick<TLocation, 'open' | 'opens'> & { distance: number }

/**
 * Stores nearest first from a point, each with its distance in miles. Rows come from the location
 * cache when it holds them at their current version (ADR 032); the rest are read in one statement.
 */
export async function findNearby(options: {
  db: TDatabase
  origin: { lat: number; lng: number }
  limit?: number
  now?: Date
}): Promise<TNearbyStore[]> {
  const { db } = options
  const now = options.now ?? new Date()
  const cache = locationCacheOf(db)
  const limit = options.limit ?? NEARBY_DEFAULT_LIMIT
  const found = await findStoreVersionsNear(db, options.origin, limit, now)
  const kept = new Map<number, TCachedLocation>()
  for (const { id, version } of found) {
    const entry = cache.get(id, version)
    if (entry) kept.set(id, entry)
  }
  const missing = found.filter(({ id }) => !kept.has(id)).map(({ id }) => id)
  for (const { store, version } of await findStoresWithVersion(db, missing)) {
    kept.set(store.id, cache.put(store, version))
  }
  // A store deleted between the two reads is left out, as the next search would.
  return found.flatMap(({ id, distance, closure }) => {
    const entry = kept.get(id)
    return entry ? [{ ...entry, distance, ...openingState(entry.row, now, closure) }] : []
  })
}

/**
 * The whole answer of a location search (GET locations, GET stores/near-postal-code) as JSON: each
 * store's kept encoding and the three parts of this search (ADR 032), no per-request encode.
 */
export async function findNearbyStoresJson(options: Parameters<typeof findNearby>[0]): Promise<string> {
  const locations = (await findNearby(options)).map(
    ({ json, open, opens, distance }) =>
      `${json},"open":${open},"opens":${JSON.stringify(opens)},"distance":${distance}}`,
  )
  return `{"status":"ok","data":{"locations":[${locations.join(',')}]}}`
}

/** The same answer for stores nearest a US postal code's centroid (resolved through the geo adapter). */
export async function findStoresNearPostalCodeJson(options: {
  db: TDatabase
  geo: GeoProvider
  postalCode: string
  limit?: number
}): Promise<string> {
  const origin = await options.geo.postalCode(options.postalCode)
  if (!origin) throw notFound('NOT_FOUND', `We could not find the ZIP code ${options.postalCode}.`)
  return findNearbyStoresJson({ db: options.db, origin, limit: options.limit })
}
