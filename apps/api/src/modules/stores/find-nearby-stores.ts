import type { TLocation } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import { notFound } from '../../platform/errors.ts'
import type { GeoProvider } from '../geo/geo-provider.ts'
import { findClosedToday } from '../operations/find-closed-today.ts'
import { findStoresNear } from './repository.ts'
import { toLocation } from './to-location.ts'

export const NEARBY_DEFAULT_LIMIT = 10

/** Stores nearest first from a point, each with its distance in miles. */
export async function findNearbyStores(options: {
  db: TDatabase
  origin: { lat: number; lng: number }
  limit?: number
  now?: Date
}): Promise<TLocation[]> {
  const now = options.now ?? new Date()
  const rows = await findStoresNear(options.db, options.origin, options.limit ?? NEARBY_DEFAULT_LIMIT)
  const closed = await findClosedToday(options.db, rows, now)
  return rows.map((row) => toLocation(row, now, row.distance, closed))
}

/** Stores nearest first from a US postal code's centroid (resolved through the geo adapter). */
export async function findStoresNearPostalCode(options: {
  db: TDatabase
  geo: GeoProvider
  postalCode: string
  limit?: number
}): Promise<TLocation[]> {
  const origin = await options.geo.postalCode(options.postalCode)
  if (!origin) throw notFound('NOT_FOUND', `We could not find the ZIP code ${options.postalCode}.`)
  return findNearbyStores({ db: options.db, origin, limit: options.limit })
}
