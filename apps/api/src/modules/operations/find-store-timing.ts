import { localDay } from '@deli/domain'
import { eq, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { isPool, preparedPerDatabase } from '../../platform/prepared.ts'
import { storeClosures, storeTimingOverrides } from './tables.ts'

/** A manager's timing overrides of a store, as the slot rules (TSlotContext) take them. */
export type TStoreTiming = {
  asapPaused: boolean
  extraLeadMinutes: number
  /** Closed store-local days from today on ('YYYYMMDD'), soonest first. */
  closedDays: string[]
  closures: { day: string; message: string }[]
}

export const NO_STORE_TIMING: TStoreTiming = Object.freeze({
  asapPaused: false,
  extraLeadMinutes: 0,
  closedDays: [],
  closures: [],
}) as TStoreTiming

/** The override row (or none) and the closed days from `today` on, soonest first, in one statement. */
function timingQuery(db: TQueryable, storeId: unknown, today: unknown) {
  return db
    .select({
      asapPaused: sql<boolean>`coalesce(${storeTimingOverrides.asapPaused}, false)`,
      extraLeadMinutes: sql<number>`coalesce(${storeTimingOverrides.extraLeadMinutes}, 0)`,
      closures: sql<{ day: string; message: string }[]>`coalesce((
        select json_agg(json_build_object('day', ${storeClosures.day}, 'message', ${storeClosures.message})
          order by ${storeClosures.day})
        from ${storeClosures}
        where ${storeClosures.storeId} = ${storeId} and ${storeClosures.day} >= ${today}
      ), '[]'::json)`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(storeTimingOverrides, eq(storeTimingOverrides.storeId, storeId as number))
}

const preparedTiming = preparedPerDatabase((db) =>
  timingQuery(db, sql.placeholder('storeId'), sql.placeholder('today')).prepare('find_store_timing'),
)

/**
 * The ASAP pause, extra lead time and closed days of a store (ADR 021), in one statement (prepared
 * once per connection outside a transaction). Offered to carts and orders, which feed it into every
 * slot context they build. Read on every call: no cache.
 */
export async function findStoreTiming(
  db: TQueryable,
  store: { id: number; timezone: string },
  now: Date,
): Promise<TStoreTiming> {
  const today = localDay(now, store.timezone)
  const [row] = isPool(db)
    ? await preparedTiming(db).execute({ storeId: store.id, today })
    : await timingQuery(db, store.id, today)
  const closures = row?.closures ?? []
  return {
    asapPaused: row?.asapPaused ?? false,
    extraLeadMinutes: row?.extraLeadMinutes ?? 0,
    closedDays: closures.map((closure) => closure.day),
    closures,
  }
}
