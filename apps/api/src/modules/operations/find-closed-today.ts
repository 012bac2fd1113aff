import { localDay } from '@deli/domain'
import { type SQLWrapper, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { isPool, preparedPerDatabase } from '../../platform/prepared.ts'
import { storeClosures } from './tables.ts'

function closuresQuery(db: TQueryable, storeIds: unknown, days: unknown) {
  return db
    .select({ storeId: storeClosures.storeId, day: storeClosures.day, message: storeClosures.message })
    .from(storeClosures)
    .where(sql`${storeClosures.storeId} = any(${storeIds}) and ${storeClosures.day} = any(${days})`)
}

const preparedClosures = preparedPerDatabase((db) =>
  closuresQuery(
    db,
    sql`${sql.placeholder('storeIds')}::int[]`,
    sql`${sql.placeholder('days')}::text[]`,
  ).prepare('find_closed_today'),
)

/**
 * The stores a manager closed for their own local today, with the message for guests (ADR 021).
 * Offered to stores, whose Location answers `open: false` and the message. One query for a list
 * (prepared once per connection outside a transaction): the stores' ids and their local todays, each
 * row then kept only when its day is its own store's today.
 */
export async function findClosedToday(
  db: TQueryable,
  stores: readonly { id: number; timezone: string }[],
  now: Date,
): Promise<Map<number, string>> {
  if (stores.length === 0) return new Map()
  const todayOf = new Map(stores.map((store) => [store.id, localDay(now, store.timezone)]))
  const storeIds = [...todayOf.keys()]
  const days = [...new Set(todayOf.values())]
  const rows = isPool(db)
    ? await preparedClosures(db).execute({ storeIds, days })
    : await closuresQuery(db, sql.param(storeIds), sql.param(days))
  return new Map(
    rows.filter((row) => todayOf.get(row.storeId) === row.day).map((row) => [row.storeId, row.message]),
  )
}

/**
 * The same read for a statement that lists stores (ADR 032): the message of a store closed on its own
 * local today at `now`, else null, as an SQL expression over the store's id and zone, so a location
 * search needs no second round trip. The local day is PostgreSQL's reading of the store's IANA zone,
 * the zone `localDay` reads through Intl.
 */
export const closedTodayMessage = (storeId: SQLWrapper, timezone: SQLWrapper, now: SQLWrapper) =>
  sql<
    string | null
  >`(select ${storeClosures.message} from ${storeClosures} where ${storeClosures.storeId} = ${storeId} and ${storeClosures.day} = to_char(${now} at time zone ${timezone}, 'YYYYMMDD'))`
