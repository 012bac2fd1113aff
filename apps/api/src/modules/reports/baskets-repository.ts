import { shiftDay } from '@deli/domain'
import { sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { inScope, type TReportScope } from './repository.ts'

/** The baskets opened on a store-local day and what became of them. */
export type TBasketDay = {
  day: string
  created: number
  ordered: number
  open: number
  empty: number
  withLines: number
  atCheckout: number
}

/**
 * The scope's baskets by store and the store-local day they were opened, and where each stopped —
 * the one definition read live by the guests report and folded into `report_baskets_daily` by
 * `foldBaskets` and the rebuild (ADR 064's baskets amendment). Read-only use of carts', stores' and
 * orders' tables (ADR 012), over `carts_menu_created_idx` for a store (its range of days) and
 * `carts_created_idx` for a region or the chain (the period's range across stores), so the cost is
 * the period's baskets, not every basket. A basket not ordered stopped empty, with lines, or at
 * checkout (a submission of it failed, e.g. a declined card); one still active is open; one
 * submitted whose order is still being paid for is `settling` (a declined payment makes it active
 * again), so its day is not final yet.
 */
export const basketsQuery = (scope: TReportScope, from: string, to: string) => sql`
    with baskets as materialized (
      -- Materialised: each basket's lines and order looked up once, not in each count's filter.
      select s.id as store_id, (c.created_at at time zone s.timezone)::date as day, c.status,
        exists (select 1 from cart_lines l where l.cart_id = c.id) as has_lines,
        exists (select 1 from orders o where o.cart_id = c.id) as was_submitted,
        c.status = 'submitted'
          and exists (select 1 from orders o where o.cart_id = c.id and o.status = 'pending') as settling
      from stores s join carts c on c.menu_id = s.menu_id
      where ${inScope(scope, sql.raw('s.id'))}
        -- The period in any zone (UTC−12…+14) first: a range of carts_created_idx across stores.
        and c.created_at >= ${from}::date - interval '1 day' and c.created_at < ${to}::date + interval '2 days'
        and c.created_at >= (${from}::date::timestamp at time zone s.timezone)
        and c.created_at < ((${to}::date + 1)::timestamp at time zone s.timezone)
    )
    select store_id, day, count(*)::int as created,
      count(*) filter (where status = 'submitted')::int as ordered,
      count(*) filter (where status = 'active')::int as open,
      count(*) filter (where status = 'abandoned' and not has_lines and not was_submitted)::int as empty,
      count(*) filter (where status = 'abandoned' and has_lines and not was_submitted)::int as "withLines",
      count(*) filter (where status = 'abandoned' and was_submitted)::int as "atCheckout",
      count(*) filter (where settling)::int as settling
    from baskets group by store_id, day`

/** The day `report_baskets_folded` says every store's baskets are folded through, or null (none yet). */
export async function readBasketsFoldedThrough(db: TQueryable): Promise<string | null> {
  const result = await db.execute<{ through: string }>(
    sql`select through::text as through from report_baskets_folded`,
  )
  return result.rows[0]?.through ?? null
}

/** The scope's folded days over `from`…`to`: at most stores × days rollup rows (none is ever open). */
const foldedDays = (scope: TReportScope, from: string, to: string) => sql`
    select local_date::text as day, sum(created)::int as created, sum(ordered)::int as ordered, 0 as open,
      sum(empty)::int as empty, sum(with_lines)::int as "withLines", sum(at_checkout)::int as "atCheckout"
    from report_baskets_daily
    where local_date between ${from}::date and ${to}::date and ${inScope(scope)}
    group by local_date`

/** The scope's days over `from`…`to` counted from the baskets themselves (`basketsQuery`). */
const liveDays = (scope: TReportScope, from: string, to: string) => sql`
    select day::text as day, sum(created)::int as created, sum(ordered)::int as ordered, sum(open)::int as open,
      sum(empty)::int as empty, sum("withLines")::int as "withLines", sum("atCheckout")::int as "atCheckout"
    from (${basketsQuery(scope, from, to)}) stops
    group by day`

/**
 * The scope's baskets per store-local day over `from`…`to`: the days folded (up to the marker) from
 * `report_baskets_daily`, the days after it — today and the last day or two — from the baskets, so
 * the read is stores × days rows plus the few unfolded days' baskets. The same figures either way.
 */
export async function readBaskets(db: TQueryable, scope: TReportScope, from: string, to: string) {
  const through = await readBasketsFoldedThrough(db)
  const reads = []
  if (through !== null && from <= through) reads.push(foldedDays(scope, from, through < to ? through : to))
  const liveFrom = through === null || through < from ? from : shiftDay(through, 1)
  if (liveFrom <= to) reads.push(liveDays(scope, liveFrom, to))
  const results = await Promise.all(reads.map((read) => db.execute<TBasketDay>(read)))
  return results.flatMap((result) => result.rows)
}
