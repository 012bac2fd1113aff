import { type SQLWrapper, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { preparedStatement } from '../../platform/prepared.ts'
import { storeClosures } from './tables.ts'

/**
 * The rule (ADR 021) as an SQL expression over a store's id and IANA zone: the manager's message when
 * the store is closed on its own local today at `now`, else null. The local day is PostgreSQL's
 * reading of the zone. `findClosedToday` runs it for a list of stores; a statement that already lists
 * stores (the location search, ADR 032) selects it beside its own columns, with no second round trip.
 */
export const closedTodayMessage = (storeId: SQLWrapper, timezone: SQLWrapper, now: SQLWrapper) =>
  sql<string | null>`(
    select ${storeClosures.message} from ${storeClosures}
    where ${storeClosures.storeId} = ${storeId}
      and ${storeClosures.day} = to_char(${now} at time zone ${timezone}, 'YYYYMMDD')
  )`

/** Each given store (ids and zones as two arrays) with `closedTodayMessage`. */
const closuresStatement = preparedStatement<
  { storeIds: number[]; timezones: string[]; now: string },
  { storeId: number; message: string | null }[]
>((db) => {
  const now = sql`${sql.placeholder('now')}::timestamptz`
  const message = closedTodayMessage(sql.raw('given.id'), sql.raw('given.timezone'), now)
  return db
    .select({ storeId: sql<number>`given.id`, message })
    .from(
      sql`unnest(${sql.placeholder('storeIds')}::int[], ${sql.placeholder('timezones')}::text[]) as given(id, timezone)`,
    )
    .prepare('find_closed_today')
})

/**
 * The stores a manager closed for their own local today, with the message for guests (ADR 021).
 * Offered to stores, whose Location answers `open: false` and the message. One statement for a list
 * (built once, ADR 036).
 */
export async function findClosedToday(
  db: TQueryable,
  stores: readonly { id: number; timezone: string }[],
  now: Date,
): Promise<Map<number, string>> {
  if (stores.length === 0) return new Map()
  const values = {
    storeIds: stores.map((store) => store.id),
    timezones: stores.map((store) => store.timezone),
    now: now.toISOString(),
  }
  const rows = await closuresStatement(db, values)
  return new Map(rows.flatMap((row) => (row.message === null ? [] : [[row.storeId, row.message]])))
}
