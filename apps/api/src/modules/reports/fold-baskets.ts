import { shiftDay } from '@deli/domain'
import { sql } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { basketsQuery } from './baskets-repository.ts'

/**
 * A fold: the days it covered (null when none moved), store-day rows written, the new marker and
 * the last day that has ended everywhere (`through` below it: more to fold, or a day held back).
 */
export type TBasketsFold = {
  from: string | null
  to: string | null
  storeDays: number
  through: string
  lastEnded: string
}

/** Days one fold covers at most: a request-sized transaction (ADR 043's timeouts) when catching up. */
export const FOLD_DAYS_PER_RUN = 7

/** Every store, as `basketsQuery`'s scope. */
const CHAIN = { storeIds: null, region: null }

/**
 * The last store-local day that has ended in every zone (UTC−12 is the last: day D ends there at
 * D+1 12:00 UTC) a basket's reset time ago (`resetMinutes`, CART_RESET_MINUTES), seen at `now`.
 */
const lastEndedDay = (resetMinutes: number, now: Date | null) =>
  sql`((coalesce(${now?.toISOString() ?? null}::timestamptz, now()) at time zone 'UTC')
    - interval '36 hours' - make_interval(mins => ${resetMinutes}::int))::date`

/**
 * Folds every final store-local day after the marker (up to `maxDays` of them) into
 * `report_baskets_daily` (ADR 064's baskets amendment), in one transaction: one set-based insert of `basketsQuery`'s rows (the live read's
 * own definition of a basket's stop) and the marker moved. A day is final once it has ended in every
 * zone a reset time ago and none of its baskets is still active or being paid for — a basket kept
 * alive by its guest (each change pushes its reset out) or whose payment may yet be declined holds
 * its day, and the days after it, back until it stops; its stop can then never change. Nothing is
 * written on the basket's path. The marker row, locked, makes concurrent folds and rebuilds wait
 * for each other; folding again changes nothing until another day is final.
 */
export async function foldBaskets(
  db: TDatabase,
  options: { resetMinutes: number; now?: Date; maxDays?: number },
): Promise<TBasketsFold> {
  const maxDays = Math.max(1, Math.floor(options.maxDays ?? FOLD_DAYS_PER_RUN))
  const lastDay = lastEndedDay(options.resetMinutes, options.now ?? null)
  return db.transaction(async (tx) => {
    // First fold: from before the oldest basket (or, with none, every ended day is trivially final).
    await tx.execute(sql`
      insert into report_baskets_folded (through)
      select coalesce((select (min(created_at) at time zone 'UTC')::date - 2 from carts), ${lastDay})
      on conflict do nothing`)
    const marker = await tx.execute<{ through: string; last: string }>(sql`
      select through::text as through, ${lastDay}::text as last from report_baskets_folded for update`)
    const { through, last: lastEnded } = marker.rows[0] ?? { through: '', last: '' }
    if (lastEnded <= through) return { from: null, to: null, storeDays: 0, through, lastEnded }
    const from = shiftDay(through, 1)
    const [last = lastEnded] = [shiftDay(through, maxDays), lastEnded].sort()
    const folded = await tx.execute<{ through: string; storeDays: number }>(sql`
      with stops as (${basketsQuery(CHAIN, from, last)}),
      held as (select min(day) as day from stops where open > 0 or settling > 0),
      written as (
        insert into report_baskets_daily (store_id, local_date, created, ordered, empty, with_lines, at_checkout)
        select store_id, day, created, ordered, empty, "withLines", "atCheckout" from stops
        where day < coalesce((select day from held), ${last}::date + 1)
        returning 1
      )
      update report_baskets_folded set through = coalesce((select day from held) - 1, ${last}::date)
      returning through::text as through, (select count(*) from written)::int as "storeDays"`)
    const row = folded.rows[0] ?? { through, storeDays: 0 }
    const moved = row.through >= from
    return { from: moved ? from : null, to: moved ? row.through : null, ...row, lastEnded }
  })
}
