import { sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { inScope, type TReportScope } from './repository.ts'

/** The mix rollup's sums of a row, cancellations taken out. */
export type TMixSums = {
  dimension: string
  value: string
  orders: number
  net: number
  discount: number
  groups: number
  participants: number
  points: number
}
const SUMS =
  sql.raw(`sum(orders - cancelled)::int as orders, sum(net)::int as net, sum(discount)::int as discount,
  sum(groups)::int as groups, sum(participants)::int as participants, sum(points)::int as points`)

/** The scope's mix rows over `from`…`to`, one per dimension and value: at most stores × days × values read. */
export async function readMix(db: TQueryable, scope: TReportScope, from: string, to: string) {
  const result = await db.execute<TMixSums>(sql`
    select dimension, value, ${SUMS} from report_mix_daily
    where local_date between ${from}::date and ${to}::date and ${inScope(scope)}
    group by dimension, value`)
  return result.rows
}

/** The scope's guests and rewards rows per store-local day over `from`…`to`. */
export async function readMixDays(db: TQueryable, scope: TReportScope, from: string, to: string) {
  const result = await db.execute<TMixSums & { day: string }>(sql`
    select local_date::text as day, dimension, value, ${SUMS} from report_mix_daily
    where local_date between ${from}::date and ${to}::date and dimension in ('guest', 'rewards')
      and ${inScope(scope)}
    group by local_date, dimension, value`)
  return result.rows
}

/**
 * Members who signed up per day over `from`…`to` in `timeZone` (read-only use of members' table,
 * ADR 012): a range of `users_created_at_idx`, so the cost is the period's sign-ups, not every member.
 */
export async function readSignUps(db: TQueryable, timeZone: string, from: string, to: string) {
  const result = await db.execute<{ day: string; count: number }>(sql`
    select (created_at at time zone ${timeZone})::date::text as day, count(*)::int as count from users
    where created_at >= (${from}::date::timestamp at time zone ${timeZone})
      and created_at < ((${to}::date + 1)::timestamp at time zone ${timeZone})
    group by 1`)
  return result.rows
}

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
 * The scope's baskets by the store-local day they were opened (read-only use of carts', stores' and
 * orders' tables, ADR 012), over `carts_menu_created_idx` for a store (its range of days) and
 * `carts_created_idx` for a region or the chain (the period's range across stores), so the cost is
 * the period's baskets, not every basket. A basket not ordered stopped empty, with lines, or at
 * checkout (a submission of it failed, e.g. a declined card); one still active is open.
 */
export const basketsQuery = (scope: TReportScope, from: string, to: string) => sql`
    with baskets as materialized (
      -- Materialised: each basket's lines and order looked up once, not in each count's filter.
      select (c.created_at at time zone s.timezone)::date as day, c.status,
        exists (select 1 from cart_lines l where l.cart_id = c.id) as has_lines,
        exists (select 1 from orders o where o.cart_id = c.id) as was_submitted
      from stores s join carts c on c.menu_id = s.menu_id
      where ${inScope(scope, sql.raw('s.id'))}
        -- The period in any zone (UTC−12…+14) first: a range of carts_created_idx across stores.
        and c.created_at >= ${from}::date - interval '1 day' and c.created_at < ${to}::date + interval '2 days'
        and c.created_at >= (${from}::date::timestamp at time zone s.timezone)
        and c.created_at < ((${to}::date + 1)::timestamp at time zone s.timezone)
    )
    select day::text as day, count(*)::int as created,
      count(*) filter (where status = 'submitted')::int as ordered,
      count(*) filter (where status = 'active')::int as open,
      count(*) filter (where status = 'abandoned' and not has_lines and not was_submitted)::int as empty,
      count(*) filter (where status = 'abandoned' and has_lines and not was_submitted)::int as "withLines",
      count(*) filter (where status = 'abandoned' and was_submitted)::int as "atCheckout"
    from baskets group by day`

export async function readBaskets(db: TQueryable, scope: TReportScope, from: string, to: string) {
  const result = await db.execute<TBasketDay>(basketsQuery(scope, from, to))
  return result.rows
}
