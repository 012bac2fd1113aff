import type { TLocation } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import { findClosedToday } from '../operations/find-closed-today.ts'
import { findStores, type TStoreFilter } from './repository.ts'
import { toLocation } from './to-location.ts'

/** Every store, optionally only one state or one city (region pages). */
export async function listStores(options: {
  db: TDatabase
  filter?: TStoreFilter
  now?: Date
}): Promise<TLocation[]> {
  const now = options.now ?? new Date()
  const rows = await findStores(options.db, options.filter)
  const closed = await findClosedToday(options.db, rows, now)
  return rows.map((row) => toLocation(row, now, undefined, closed))
}
