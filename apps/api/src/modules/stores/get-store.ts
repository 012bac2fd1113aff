import type { TLocation } from '@deli/contracts'
import { closedDaysAhead, localDay } from '@deli/domain'
import type { TDatabase } from '../../platform/database.ts'
import { notFound } from '../../platform/errors.ts'
import { findStoreTiming } from '../availability/index.ts'
import { findStoreById, findStoreByMenuId, findStoreByPath } from './repository.ts'
import { toLocation } from './to-location.ts'

export type TStoreKey = { id: number } | { menuId: number } | { path: string }

/**
 * One store by id, menu_id or region path, with its closed days ahead (ADR 021: today's makes it
 * closed, with the message); STORE_NOT_FOUND otherwise.
 */
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
  const { closures } = await findStoreTiming(db, row, now)
  const today = localDay(now, row.timezone)
  const closedToday = new Map(
    closures.filter((closure) => closure.day === today).map((c) => [row.id, c.message]),
  )
  const window = {
    now,
    timezone: row.timezone,
    advanceDays: row.services.advancedays,
    channel: 'mealtime' as const,
  }
  return { ...toLocation(row, now, undefined, closedToday), closed_days: closedDaysAhead(window, closures) }
}
