import { localDay } from '@deli/domain'
import { and, eq, inArray, or } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { storeClosures } from './tables.ts'

/**
 * The stores a manager closed for their own local today, with the message for guests (ADR 021).
 * Offered to stores, whose Location answers `open: false` and the message. One query for a list.
 */
export async function findClosedToday(
  db: TQueryable,
  stores: readonly { id: number; timezone: string }[],
  now: Date,
): Promise<Map<number, string>> {
  if (stores.length === 0) return new Map()
  const byDay = new Map<string, number[]>()
  for (const store of stores) {
    const day = localDay(now, store.timezone)
    byDay.set(day, [...(byDay.get(day) ?? []), store.id])
  }
  const rows = await db
    .select({ storeId: storeClosures.storeId, message: storeClosures.message })
    .from(storeClosures)
    .where(
      or(
        ...[...byDay].map(([day, ids]) =>
          and(eq(storeClosures.day, day), inArray(storeClosures.storeId, ids)),
        ),
      ),
    )
  return new Map(rows.map((row) => [row.storeId, row.message]))
}
