import type { TSalesSums } from '@deli/domain'
import { type SQL, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'

/** Which stores a report reads: some (null: every one), narrowed to a region (a state) when given. */
export type TReportScope = { storeIds: number[] | null; region: string | null }

/** The scope as a condition on a rollup's `store_id` (read-only use of stores' table, ADR 012). */
export function inScope(scope: TReportScope, column = sql.raw('store_id')): SQL {
  const ids =
    scope.storeIds === null ? sql`true` : sql`${column} = any(${`{${scope.storeIds.join(',')}}`}::int[])`
  const region =
    scope.region === null
      ? sql`true`
      : sql`${column} in (select id from stores where state = ${scope.region})`
  return sql`(${ids} and ${region})`
}

const SUMS = sql.raw(`sum(orders)::int as orders, sum(cancelled)::int as cancelled, sum(gross)::int as gross,
  sum(discount)::int as discount, sum(tax)::int as tax, sum(tip)::int as tip, sum(refund)::int as refund,
  sum(refund_tax)::int as "refundTax", sum(refund_tip)::int as "refundTip"`)

/**
 * What a report's figures cover, as its head says it (contracts `ZReportHeadSchema`): the store or
 * region asked for, how many stores the scope holds, and the store's name when one store was asked
 * for (a chain admin types a number; the report names the store).
 */
export async function readScopeHead(
  db: TQueryable,
  scope: TReportScope,
  query: { store_id?: number; region?: string },
) {
  const storeId = query.store_id ?? null
  // A name only for one store asked for: a chain's scope compares no 40,000 names.
  const name = storeId === null ? sql`null::text` : sql`min(name)`
  const result = await db.execute<{ count: number; name: string | null }>(
    sql`select count(*)::int as count, ${name} as name from stores where ${inScope(scope, sql.raw('id'))}`,
  )
  return {
    storeId,
    storeName: result.rows[0]?.name ?? null,
    region: query.region ?? null,
    stores: result.rows[0]?.count ?? 0,
  }
}

/** The scope's sums per store-local day from `from` to `to`: at most stores × days rows read. */
export async function readDailySales(db: TQueryable, scope: TReportScope, from: string, to: string) {
  const result = await db.execute<TSalesSums & { day: string }>(sql`
    select local_date::text as day, ${SUMS} from report_sales_daily
    where local_date between ${from}::date and ${to}::date and ${inScope(scope)}
    group by local_date`)
  return result.rows
}

/** The scope's sums per store-local hour of day over `from`…`to`: at most stores × days × 24 rows. */
export async function readHourlySales(db: TQueryable, scope: TReportScope, from: string, to: string) {
  const result = await db.execute<TSalesSums & { hour: number }>(sql`
    select local_hour::int as hour, ${SUMS} from report_sales_hourly
    where local_date between ${from}::date and ${to}::date and ${inScope(scope)}
    group by local_hour`)
  return result.rows
}

/** The scope's products over `from`…`to`, best sellers first, with the units sold with each option. */
export async function readItems(db: TQueryable, scope: TReportScope, from: string, to: string) {
  const items = await db.execute<{ productId: number; name: string; quantity: number; revenue: number }>(sql`
    select product_id as "productId", max(name) as name, sum(quantity)::int as quantity, sum(revenue)::int as revenue
    from report_items_daily
    where local_date between ${from}::date and ${to}::date and ${inScope(scope)}
    group by product_id
    having sum(quantity) > 0
    order by quantity desc, revenue desc, product_id`)
  const options = await db.execute<{
    productId: number
    optionId: number
    name: string
    quantity: number
  }>(sql`
    select product_id as "productId", option_id as "optionId", max(name) as name, sum(quantity)::int as quantity
    from report_options_daily
    where local_date between ${from}::date and ${to}::date and ${inScope(scope)}
    group by product_id, option_id
    having sum(quantity) > 0
    order by quantity desc, option_id`)
  return { items: items.rows, options: options.rows }
}

/** The scope's sums per handoff and channel over `from`…`to` (the hourly rollup, grouped twice). */
export async function readChannelSales(db: TQueryable, scope: TReportScope, from: string, to: string) {
  const result = await db.execute<TSalesSums & { handoff: string | null; channel: string | null }>(sql`
    select handoff, channel, ${SUMS} from report_sales_hourly
    where local_date between ${from}::date and ${to}::date and ${inScope(scope)}
    group by grouping sets ((handoff), (channel))`)
  return result.rows
}
