import type { TLocation } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import { notFound } from '../../platform/errors.ts'
import { findClosedToday } from '../availability/index.ts'
import { findStoreById, findStoreByMenuId, findStoreByPath } from './repository.ts'
import { toLocation } from './to-location.ts'

export type TStoreKey = { id: number } | { menuId: number } | { path: string }

/** One store by id, menu_id or region path; STORE_NOT_FOUND otherwise. */
export async function getStore(options: { db: TDatabase; key: TStoreKey; now?: Date }): Promise<TLocation> {
  const { db, key } = options
  const row =
    'id' in key
      ? await findStoreById(db, key.id)
      : 'menuId' in key
        ? await findStoreByMenuId(db, key.menuId)
        : await findStoreByPath(db, key.path)
  if (!row) throw notFound('STORE_NOT_FOUND', 'We could not find that location.')
  const now = options.now ?? new Date()
  return toLocation(row, now, undefined, await findClosedToday(db, [row], now))
}
