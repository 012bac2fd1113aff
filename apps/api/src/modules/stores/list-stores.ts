import type { TLocation } from '@deli/contracts'
import { REGION_PAGE_SIZE } from '@deli/contracts/constants'
import type { TDatabase } from '../../platform/database.ts'
import { findClosedToday } from '../availability/index.ts'
import { findStores, type TStoreFilter } from './repository.ts'
import { toLocation } from './to-location.ts'

/**
 * Every store by state, city and name, optionally only one state or one city (region pages: a city's
 * stores by name); with `page`, only that page of REGION_PAGE_SIZE (findStores).
 */
export async function listStores(options: {
  db: TDatabase
  filter?: TStoreFilter
  page?: number
  now?: Date
}): Promise<TLocation[]> {
  const now = options.now ?? new Date()
  const rows = await findStores(
    options.db,
    options.filter,
    options.page === undefined
      ? undefined
      : { limit: REGION_PAGE_SIZE, offset: (options.page - 1) * REGION_PAGE_SIZE },
  )
  const closed = await findClosedToday(options.db, rows, now)
  return rows.map((row) => toLocation(row, now, undefined, closed))
}
