import { type SQLWrapper, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { preparedStatement } from '../../platform/prepared.ts'
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

/** What `storeTimingJson` answers, before `toStoreTiming`. */
export type TStoreTimingJson = Omit<TStoreTiming, 'closedDays'>

/**
 * A store's timing as one SQL json expression over its id and IANA zone (ADR 021): the override row
 * (or none) and the closed days from the store's local today at `now` on, soonest first. The local
 * day is PostgreSQL's reading of the zone. `findStoreTiming` runs it alone; a hot read that already
 * has the store in its statement (carts' available times, ADR 032) selects it beside its own columns
 * and turns it into the rules' shape with `toStoreTiming`.
 */
export const storeTimingJson = (storeId: SQLWrapper, timezone: SQLWrapper, now: SQLWrapper) =>
  sql<TStoreTimingJson>`(
    select json_build_object(
      'asapPaused', coalesce(${storeTimingOverrides.asapPaused}, false),
      'extraLeadMinutes', coalesce(${storeTimingOverrides.extraLeadMinutes}, 0),
      'closures', coalesce((
        select json_agg(json_build_object('day', ${storeClosures.day}, 'message', ${storeClosures.message})
          order by ${storeClosures.day})
        from ${storeClosures}
        where ${storeClosures.storeId} = ${storeId}
          and ${storeClosures.day} >= to_char(${now} at time zone ${timezone}, 'YYYYMMDD')
      ), '[]'::json))
    from (select 1) as one
    left join ${storeTimingOverrides} on ${storeTimingOverrides.storeId} = ${storeId}
  )`

/** The rules' shape of a `storeTimingJson` answer (none: no overrides, no closed days). */
export function toStoreTiming(json: TStoreTimingJson | null | undefined): TStoreTiming {
  const closures = json?.closures ?? []
  return {
    asapPaused: json?.asapPaused ?? false,
    extraLeadMinutes: json?.extraLeadMinutes ?? 0,
    closedDays: closures.map((closure) => closure.day),
    closures,
  }
}

const timingStatement = preparedStatement<
  { storeId: number; timezone: string; now: string },
  { timing: TStoreTimingJson | null }[]
>((db) =>
  db
    .select({
      timing: storeTimingJson(
        sql`${sql.placeholder('storeId')}::int`,
        sql`${sql.placeholder('timezone')}::text`,
        sql`${sql.placeholder('now')}::timestamptz`,
      ),
    })
    .from(sql`(select 1) as one`)
    .prepare('find_store_timing'),
)

/**
 * The ASAP pause, extra lead time and closed days of a store (ADR 021), in one statement (built
 * once, ADR 036). Offered to carts and orders, which feed it into every slot context they build.
 * Read on every call: no cache.
 */
export async function findStoreTiming(
  db: TQueryable,
  store: { id: number; timezone: string },
  now: Date,
): Promise<TStoreTiming> {
  const values = { storeId: store.id, timezone: store.timezone, now: now.toISOString() }
  const [row] = await timingStatement(db, values)
  return toStoreTiming(row?.timing)
}
