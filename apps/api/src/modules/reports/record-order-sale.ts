import { orderChannel } from '@deli/domain'
import { type SQL, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { preparedSql } from '../../platform/prepared.ts'
import type { TOrderRow } from '../orders/index.ts'
import { mixSaleSql, mixTakeBackSql, mixValues, type TMixOrder } from './record-order-mix.ts'

/** An order as the rollups read it. */
export type TSaleOrder = Pick<
  TOrderRow,
  'storeId' | 'createdAt' | 'readyAt' | 'timezone' | 'handoff' | 'kioskId' | 'client' | 'totals' | 'lines'
> &
  TMixOrder

/** The units and revenue of an order's products, one entry per product (utensils left out). */
function productSums(order: TSaleOrder, sign: 1 | -1) {
  const items = new Map<number, { product_id: number; name: string; quantity: number; revenue: number }>()
  const options = new Map<string, { product_id: number; option_id: number; name: string; quantity: number }>()
  for (const line of order.lines) {
    if (line.isUtensils) continue
    const item = items.get(line.product_id) ?? {
      product_id: line.product_id,
      name: line.name,
      quantity: 0,
      revenue: 0,
    }
    item.quantity += sign * line.quantity
    item.revenue += sign * line.cost.total
    items.set(line.product_id, item)
    for (const choice of line.choices) {
      const key = `${line.product_id}:${choice.option_id}`
      const option = options.get(key) ?? {
        product_id: line.product_id,
        option_id: choice.option_id,
        name: choice.name,
        quantity: 0,
      }
      option.quantity += sign * line.quantity
      options.set(key, option)
    }
  }
  return { items: [...items.values()], options: [...options.values()] }
}

const SUM_COLUMNS = [
  'orders',
  'cancelled',
  'gross',
  'discount',
  'tax',
  'tip',
  'refund',
  'refund_tax',
  'refund_tip',
]
const SUM_KEYS = [
  'orders',
  'cancelled',
  'gross',
  'discount',
  'tax',
  'tip',
  'refund',
  'refundTax',
  'refundTip',
] as const
type TSums = Record<(typeof SUM_KEYS)[number], number>
const sumColumns = sql.raw(SUM_COLUMNS.join(', '))
const sumValues = sql.join(
  SUM_KEYS.map((key) => sql`${sql.placeholder(key)}::int`),
  sql`, `,
)
const adds = (table: string) =>
  sql.raw(SUM_COLUMNS.map((column) => `${column} = ${table}.${column} + excluded.${column}`).join(', '))

type TRollupValues = TSums & {
  storeId: number
  at: string
  readyAt: string
  booked: number
  timezone: string
  handoff: string
  channel: string
  items: string
  options: string
}

/**
 * The rollups of an order's sale or cancellation (ADR 064), one statement built once and prepared per
 * connection (ADR 036): the order's store-local day (sales, items, options) and hour (by handoff and
 * channel), bucketed by when it was placed, and the kitchen's booking in the hour it was promised
 * for, in the zone it was placed in (PostgreSQL's `at time zone`: DST-correct); then its mix rows
 * (`record-order-mix.ts`), which read `placed`'s store and day.
 */
const rollupsSql = (mix: SQL) => sql`
    with placed as (
      select (${sql.placeholder('at')}::timestamptz at time zone ${sql.placeholder('timezone')}::text) as at,
        (${sql.placeholder('readyAt')}::timestamptz at time zone ${sql.placeholder('timezone')}::text) as promised,
        (${sql.placeholder('at')}::timestamptz at time zone ${sql.placeholder('timezone')}::text)::date as local_date,
        ${sql.placeholder('storeId')}::int as store_id
    ),
    kitchen as (
      insert into report_kitchen_hourly (store_id, local_date, local_hour, booked)
      select store_id, promised::date, extract(hour from promised)::smallint, ${sql.placeholder('booked')}::int
      from placed
      on conflict (store_id, local_date, local_hour) do update set
        booked = report_kitchen_hourly.booked + excluded.booked
    ),
    daily as (
      insert into report_sales_daily (store_id, local_date, ${sumColumns})
      select store_id, local_date, ${sumValues} from placed
      on conflict (store_id, local_date) do update set ${adds('report_sales_daily')}
    ),
    hourly as (
      insert into report_sales_hourly (store_id, local_date, local_hour, handoff, channel, ${sumColumns})
      select store_id, local_date, extract(hour from at)::smallint, ${sql.placeholder('handoff')}::text,
        ${sql.placeholder('channel')}::text, ${sumValues}
      from placed
      on conflict (store_id, local_date, local_hour, handoff, channel) do update set ${adds('report_sales_hourly')}
    ),
    items as (
      insert into report_items_daily (store_id, local_date, product_id, name, quantity, revenue)
      select placed.store_id, placed.local_date, item.product_id, item.name, item.quantity, item.revenue
      from placed, jsonb_to_recordset(${sql.placeholder('items')}::jsonb)
        as item(product_id int, name text, quantity int, revenue int)
      on conflict (store_id, local_date, product_id) do update set
        name = excluded.name,
        quantity = report_items_daily.quantity + excluded.quantity,
        revenue = report_items_daily.revenue + excluded.revenue
    ),
    options as (
      insert into report_options_daily (store_id, local_date, product_id, option_id, name, quantity)
      select placed.store_id, placed.local_date, choice.product_id, choice.option_id, choice.name, choice.quantity
      from placed, jsonb_to_recordset(${sql.placeholder('options')}::jsonb)
        as choice(product_id int, option_id int, name text, quantity int)
      on conflict (store_id, local_date, product_id, option_id) do update set
        quantity = report_options_daily.quantity + excluded.quantity
    ),
    ${mix}`

type TMixSaleValues = ReturnType<typeof mixValues>
const saleStatement = preparedSql<TRollupValues & TMixSaleValues, Record<string, never>>(
  'report_sale_add',
  rollupsSql(mixSaleSql),
)
const cancellationStatement = preparedSql<TRollupValues & TMixSaleValues, Record<string, never>>(
  'report_sale_take_back',
  rollupsSql(mixTakeBackSql),
)

/**
 * Adds an order to the rollups in one statement. A sale adds to orders and money; a cancellation adds
 * to `cancelled` and the refunds and takes its items back out, in the sale's buckets.
 */
async function addToRollups(tx: TQueryable, order: TSaleOrder, kind: 'sale' | 'cancellation') {
  const isSale = kind === 'sale'
  const { subtotal, discount, tax, tip } = order.totals
  const sums: TSums = isSale
    ? { orders: 1, cancelled: 0, gross: subtotal, discount, tax, tip, refund: 0, refundTax: 0, refundTip: 0 }
    : {
        ...{ orders: 0, cancelled: 1, gross: 0, discount: 0, tax: 0, tip: 0 },
        ...{ refund: subtotal - discount, refundTax: tax, refundTip: tip },
      }
  const { items, options } = productSums(order, isSale ? 1 : -1)
  await (isSale ? saleStatement : cancellationStatement)(tx, {
    ...mixValues(order, kind),
    ...sums,
    storeId: order.storeId,
    at: order.createdAt.toISOString(),
    readyAt: order.readyAt.toISOString(),
    booked: isSale ? 1 : -1,
    timezone: order.timezone,
    handoff: order.handoff,
    channel: orderChannel(order),
    items: JSON.stringify(items),
    options: JSON.stringify(options),
  })
}

/**
 * An order the store accepted, in the transaction that accepts it (the settle flow, ADR 008): the
 * order is accepted only while pending under its lock, so it is counted exactly once.
 */
export const recordOrderSale = (tx: TQueryable, order: TSaleOrder) => addToRollups(tx, order, 'sale')

/**
 * An accepted order the store cancelled, in the transaction that cancels it (a cancelled order
 * cannot change again, so it is taken back exactly once): counted as a refund of what it sold.
 */
export const recordOrderCancellation = (tx: TQueryable, order: TSaleOrder) =>
  addToRollups(tx, order, 'cancellation')
