import { type SQL, sql } from 'drizzle-orm'
import { basketsQuery } from './baskets-repository.ts'

/**
 * The rollups as a direct query over the orders computes them (ADR 064, its amendments and the
 * rebuild's): what `recordOrderSale`, `recordOrderCancellation`, `recordOrderReady` and the guest's
 * reschedule have added up, per store-local day, written set-based for a period. One definition,
 * read by `rebuildReports` and by the exactness tests. Reads orders, baskets, groups, redemptions
 * and staff actions read-only (ADR 012), as `recordOrderReady` and `readBaskets` do; the baskets'
 * rollup is `basketsQuery`'s, as `foldBaskets` writes it.
 */

/** A period of store-local days and optionally one store. */
export type TRebuildPeriod = { from: string; to: string; storeId?: number | null }

/** Accepted orders (cancelled ones included) placed on the period's store-local days, as `sold`. */
const sold = (period: TRebuildPeriod) => sql`sold as (
  select o.*, (o.created_at at time zone o.timezone) as local_at from orders o
  where o.status not in ('pending', 'failed')
    and (${period.storeId ?? null}::int is null or o.store_id = ${period.storeId ?? null}::int)
    and o.created_at >= ${period.from}::date - interval '2 days'
    and o.created_at < ${period.to}::date + interval '3 days'
    and (o.created_at at time zone o.timezone)::date between ${period.from}::date and ${period.to}::date
)`

const inPeriod = (period: TRebuildPeriod, storeColumn = 'store_id') =>
  sql`local_date between ${period.from}::date and ${period.to}::date
    and (${period.storeId ?? null}::int is null or ${sql.raw(storeColumn)} = ${period.storeId ?? null}::int)`

/**
 * The sums a sale, its cancellation and a handed-over order's refund (ADR 072) add to a sales row
 * (`record-order-sale.ts`, `record-order-refund.ts`): a refunded order is given back like a cancelled one.
 */
const REFUNDED = `(status = 'cancelled' or refunded_at is not null)`
const SALES_SUMS = sql.raw(`count(*)::int, count(*) filter (where status = 'cancelled')::int,
  sum((totals->>'subtotal')::int)::int, sum((totals->>'discount')::int)::int,
  sum((totals->>'tax')::int)::int, sum((totals->>'tip')::int)::int,
  coalesce(sum((totals->>'subtotal')::int - (totals->>'discount')::int) filter (where ${REFUNDED}), 0)::int,
  coalesce(sum((totals->>'tax')::int) filter (where ${REFUNDED}), 0)::int,
  coalesce(sum((totals->>'tip')::int) filter (where ${REFUNDED}), 0)::int`)
const SALES_COLUMNS = sql.raw('orders, cancelled, gross, discount, tax, tip, refund, refund_tax, refund_tip')
/** `orderChannel` (domain's report-figures.ts) in SQL. */
const CHANNEL = sql.raw(
  `case when kiosk_id is not null then 'kiosk' when client->>'client_type' = 'app' then 'app' else 'web' end`,
)

/** Takes the period's rows out of the rollups rebuilt from the orders (the kitchen's are rebuilt apart). */
export const clearPeriod = (period: TRebuildPeriod): SQL[] =>
  [
    'report_sales_daily',
    'report_sales_hourly',
    'report_items_daily',
    'report_options_daily',
    'report_mix_daily',
  ].map((table) => sql`delete from ${sql.raw(table)} where ${inPeriod(period)}`)

export const salesDaily = (period: TRebuildPeriod) => sql`
  with ${sold(period)}
  insert into report_sales_daily (store_id, local_date, ${SALES_COLUMNS})
  select store_id, local_at::date, ${SALES_SUMS} from sold group by 1, 2`

export const salesHourly = (period: TRebuildPeriod) => sql`
  with ${sold(period)}
  insert into report_sales_hourly (store_id, local_date, local_hour, handoff, channel, ${SALES_COLUMNS})
  select store_id, local_at::date, extract(hour from local_at)::smallint, handoff, ${CHANNEL}, ${SALES_SUMS}
  from sold group by 1, 2, 3, 4, 5`

/** A cancellation takes its items back out (units and revenue 0) but its sale made the row. */
export const itemsDaily = (period: TRebuildPeriod) => sql`
  with ${sold(period)}
  insert into report_items_daily (store_id, local_date, product_id, name, quantity, revenue)
  select store_id, local_at::date, (line->>'product_id')::int,
    (array_agg(line->>'name' order by created_at desc))[1],
    sum((line->>'quantity')::int * (status <> 'cancelled')::int)::int,
    sum((line->'cost'->>'total')::int * (status <> 'cancelled')::int)::int
  from sold, jsonb_array_elements(lines) as line
  where not coalesce((line->>'isUtensils')::boolean, false)
  group by 1, 2, 3`

/** An option's name is the first order's that counted it (the settle path never renames it). */
export const optionsDaily = (period: TRebuildPeriod) => sql`
  with ${sold(period)}
  insert into report_options_daily (store_id, local_date, product_id, option_id, name, quantity)
  select store_id, local_at::date, (line->>'product_id')::int, (choice->>'option_id')::int,
    (array_agg(choice->>'name' order by created_at))[1],
    sum((line->>'quantity')::int * (status <> 'cancelled')::int)::int
  from sold, jsonb_array_elements(lines) as line, jsonb_array_elements(line->'choices') as choice
  where not coalesce((line->>'isUtensils')::boolean, false)
  group by 1, 2, 3, 4`

/**
 * The facts of the period's orders that have none yet (settled before the rollups), as the settle
 * path computes them (`record-order-mix.ts`); kept facts stay as they were at acceptance.
 */
export const missingFacts = (period: TRebuildPeriod) => sql`
  with ${sold(period)},
  fresh as (select * from sold where not exists (select 1 from report_order_mix m where m.order_id = sold.id)),
  -- A member is returning when an order of theirs placed earlier did not fail: their first such order
  -- is earlier (one read per member, not one per order).
  firsts as (
    select user_id, min(created_at) as first_at from orders
    where status <> 'failed' and user_id in (select user_id from fresh) group by user_id
  ),
  redeemed as (
    select order_id, sum(points)::int as points from reward_redemptions
    where order_id in (select id from fresh) group by order_id
  )
  insert into report_order_mix (order_id, menu, timing, grouping, guest, participants, points_earned, points_redeemed)
  select o.id, coalesce(c.channel, 'mealtime'), case when o.asap then 'asap' else 'ahead' end,
    coalesce(g.payment_type, 'none'),
    case when o.user_id is null then 'kiosk' when firsts.first_at < o.created_at then 'returning' else 'new' end,
    coalesce((select count(*)::int from group_participants p where p.group_order_id = g.id and g.cart_id = o.cart_id), 0),
    o.points, coalesce(redeemed.points, 0)
  from fresh o left join carts c on c.id = o.cart_id
    left join group_orders g on g.id = coalesce(o.group_order_id, c.group_order_id)
    left join firsts on firsts.user_id = o.user_id
    left join redeemed on redeemed.order_id = o.id
  on conflict (order_id) do nothing`

/** The mix rows from the kept facts: a cancelled order counts once and cancelled once, its sums back to 0. */
export const mixDaily = (period: TRebuildPeriod) => sql`
  with ${sold(period)},
  facts as (
    select o.store_id, o.local_at::date as local_date, (o.status <> 'cancelled')::int as kept,
      (o.status = 'cancelled')::int as cancelled, (o.totals->>'subtotal')::int - (o.totals->>'discount')::int as net,
      o.discounts, m.*
    from sold o join report_order_mix m on m.order_id = o.id
  )
  insert into report_mix_daily
    (store_id, local_date, dimension, value, orders, cancelled, net, discount, groups, participants, points)
  select store_id, local_date, dimension, value, count(*)::int, sum(cancelled)::int, sum(kept * net)::int,
    sum(kept * discount)::int, sum(kept * groups)::int, sum(kept * participants)::int, sum(kept * points)::int
  from (
    select facts.store_id, facts.local_date, facts.kept, facts.cancelled, d.*
    from facts, lateral (values
      ('menu', facts.menu, facts.net, 0, 0, 0, 0),
      ('timing', facts.timing, facts.net, 0, 0, 0, 0),
      ('group', facts.grouping, facts.net, 0, (facts.participants > 0)::int, facts.participants, 0),
      ('guest', facts.guest, facts.net, 0, 0, 0, 0),
      ('rewards', 'earned', 0, 0, 0, 0, facts.points_earned),
      ('rewards', 'redeemed', 0, 0, 0, 0, facts.points_redeemed)
    ) as d(dimension, value, net, discount, groups, participants, points)
    union all
    select facts.store_id, facts.local_date, facts.kept, facts.cancelled, 'offer', used.label, 0, used.amount, 0, 0, 0
    from facts, lateral (select label, sum(amount)::int as amount
      from jsonb_to_recordset(facts.discounts) as discount(label text, amount int) group by label) as used
  ) as rows
  group by 1, 2, 3, 4`

/**
 * The kitchen's period by the hour the orders are promised for: orders booked (cancelled ones
 * taken back, a rescheduled one where it is promised now), and the board's moves to ready (the
 * staff action's instant). Refusals are kept: no order records them, only the rollup.
 */
export const kitchenHourly = (period: TRebuildPeriod): SQL[] => [
  sql`update report_kitchen_hourly set booked = 0, readied = 0, ready_seconds = 0, late = 0 where ${inPeriod(period)}`,
  sql`
  with promised as (
    select o.id, o.store_id, o.status, o.created_at, o.ready_at, (o.ready_at at time zone o.timezone) as local_at
    from orders o
    where o.status not in ('pending', 'failed')
      and (${period.storeId ?? null}::int is null or o.store_id = ${period.storeId ?? null}::int)
      and o.ready_at >= ${period.from}::date - interval '2 days'
      and o.ready_at < ${period.to}::date + interval '3 days'
      and (o.ready_at at time zone o.timezone)::date between ${period.from}::date and ${period.to}::date
  ),
  ready as (
    select distinct on (a.subject) a.subject, a.created_at from staff_actions a
    where a.action = 'order.status' and a.detail->>'status' = 'ready'
      and a.subject in (select id::text from promised)
    order by a.subject, a.created_at
  )
  insert into report_kitchen_hourly (store_id, local_date, local_hour, booked, readied, ready_seconds, late)
  select p.store_id, p.local_at::date, extract(hour from p.local_at)::smallint,
    count(*) filter (where p.status <> 'cancelled')::int, count(ready.subject)::int,
    coalesce(sum(greatest(0, floor(extract(epoch from ready.created_at - p.created_at)))), 0)::int,
    count(*) filter (where ready.created_at > p.ready_at)::int
  from promised p left join ready on ready.subject = p.id::text
  group by 1, 2, 3
  on conflict (store_id, local_date, local_hour) do update set booked = excluded.booked,
    readied = excluded.readied, ready_seconds = excluded.ready_seconds, late = excluded.late`,
  sql`delete from report_kitchen_hourly
    where ${inPeriod(period)} and booked = 0 and refused = 0 and readied = 0 and ready_seconds = 0 and late = 0`,
]

/**
 * The baskets rollup of the period's folded days (up to `through`, the marker): taken out and
 * written again from `basketsQuery`, as `foldBaskets` writes them. Days after the marker are the
 * fold's. The baskets read are those left: empty guest baskets purged since (with their sessions)
 * no longer count.
 */
export const basketsDaily = (period: TRebuildPeriod, through: string): SQL[] => {
  const folded = { ...period, to: period.to < through ? period.to : through }
  const scope = { storeIds: period.storeId ? [period.storeId] : null, region: null }
  return [
    sql`delete from report_baskets_daily where ${inPeriod(folded)}`,
    sql`insert into report_baskets_daily (store_id, local_date, created, ordered, empty, with_lines, at_checkout)
      select store_id, day, created, ordered, empty, "withLines", "atCheckout"
      from (${basketsQuery(scope, folded.from, folded.to)}) stops`,
  ]
}
