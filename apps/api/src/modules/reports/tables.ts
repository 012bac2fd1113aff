import type { TReportChannel } from '@deli/contracts/report-constants'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core'
import { stores } from '../stores/tables.ts'

/**
 * The sums every sales rollup keeps (ADR 064), integer cents: orders accepted and later cancelled,
 * the accepted orders' subtotals (gross), discounts, tax and tips, and what cancellations gave back
 * (the items after discounts, their tax and tips). Rows only ever grow by `recordOrderSale` and
 * `recordOrderCancellation` (and `recordOrderRefund`, ADR 072), in the transaction that accepts,
 * cancels or refunds the order.
 */
const sums = () => ({
  orders: integer('orders').notNull().default(0),
  cancelled: integer('cancelled').notNull().default(0),
  gross: integer('gross').notNull().default(0),
  discount: integer('discount').notNull().default(0),
  tax: integer('tax').notNull().default(0),
  tip: integer('tip').notNull().default(0),
  refund: integer('refund').notNull().default(0),
  refundTax: integer('refund_tax').notNull().default(0),
  refundTip: integer('refund_tip').notNull().default(0),
})

/** A store's sales of one store-local day: day, week and month reports read stores × days rows. */
export const reportSalesDaily = pgTable(
  'report_sales_daily',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    ...sums(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.localDate] }),
    // A region's or the chain's days (ADR 064): a range of days across stores, not every store's history.
    index('report_sales_daily_date_idx').on(table.localDate, table.storeId),
  ],
)

/**
 * A store's sales of one store-local hour, by handoff and channel: the hour-of-day and channel
 * reports. A day of 25 hours (fall back) adds both 1 o'clocks to hour 1; a day of 23 has no hour 2.
 */
export const reportSalesHourly = pgTable(
  'report_sales_hourly',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    localHour: smallint('local_hour').notNull(),
    handoff: text('handoff').notNull(),
    channel: text('channel').$type<TReportChannel>().notNull(),
    ...sums(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.localDate, table.localHour, table.handoff, table.channel] }),
    index('report_sales_hourly_date_idx').on(table.localDate, table.storeId),
  ],
)

/** A product's units and revenue (its lines' totals, before order discounts) at a store on a day. */
export const reportItemsDaily = pgTable(
  'report_items_daily',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    productId: integer('product_id').notNull(),
    /** The product's name on the latest order counted. */
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(0),
    revenue: integer('revenue').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.localDate, table.productId] }),
    index('report_items_daily_date_idx').on(table.localDate, table.storeId),
  ],
)

/** Units of a product sold with an option (a club with extra bacon) at a store on a day. */
export const reportOptionsDaily = pgTable(
  'report_options_daily',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    productId: integer('product_id').notNull(),
    optionId: integer('option_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.localDate, table.productId, table.optionId] })],
)

/**
 * A store's kitchen of one store-local hour (ADR 064, kitchen and capacity), by the hour the orders
 * were promised for (their slot): accepted orders booked there (less cancellations), submissions
 * refused because the slot was full, and the orders marked ready — the seconds from submission to
 * ready summed, and how many were ready after their promised time.
 */
export const reportKitchenHourly = pgTable(
  'report_kitchen_hourly',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    localHour: smallint('local_hour').notNull(),
    booked: integer('booked').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    readied: integer('readied').notNull().default(0),
    readySeconds: integer('ready_seconds').notNull().default(0),
    late: integer('late').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.localDate, table.localHour] }),
    index('report_kitchen_hourly_date_idx').on(table.localDate, table.storeId),
  ],
)

/**
 * The order mix and guests rollups (ADR 064's amendment): what kind of order each accepted order was
 * (menu channel catering or mealtime; timing asap or ahead; group none, host or split; guest new,
 * returning or kiosk), kept once per order so its cancellation takes back exactly what its sale added
 * whatever the basket or the member's other orders became since.
 */
export const reportOrderMix = pgTable('report_order_mix', {
  orderId: uuid('order_id').primaryKey(),
  menu: text('menu').notNull(),
  timing: text('timing').notNull(),
  grouping: text('grouping').notNull(),
  guest: text('guest').notNull(),
  /** Participants of the group the order hosted (0 unless it is a group host's order). */
  participants: integer('participants').notNull().default(0),
  /** Points the order earns (its `points`) and points of the reward redeemed on it. */
  pointsEarned: integer('points_earned').notNull().default(0),
  pointsRedeemed: integer('points_redeemed').notNull().default(0),
})

/**
 * A store's orders of one store-local day by dimension and value ('menu'/'catering', 'group'/'split',
 * 'guest'/'new', 'offer'/<discount label>, 'rewards'/'earned'): accepted orders, cancelled ones, net
 * sales after refunds, discounts, groups hosted and their participants, points. Integer cents.
 */
export const reportMixDaily = pgTable(
  'report_mix_daily',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    orders: integer('orders').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
    net: integer('net').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    groups: integer('groups').notNull().default(0),
    participants: integer('participants').notNull().default(0),
    points: integer('points').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.localDate, table.dimension, table.value] }),
    index('report_mix_daily_date_idx').on(table.localDate, table.storeId),
  ],
)

/**
 * A store's baskets opened on one store-local day and where they stopped (ADR 064's baskets
 * amendment): opened, ordered, abandoned empty, with lines, or at checkout (a submission of it
 * failed). Written only by `foldBaskets` (and the rebuild) once the day is final: it has ended in
 * every zone and none of its baskets is still open or being paid for, so a row never changes.
 */
export const reportBasketsDaily = pgTable(
  'report_baskets_daily',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    created: integer('created').notNull(),
    ordered: integer('ordered').notNull(),
    empty: integer('empty').notNull(),
    withLines: integer('with_lines').notNull(),
    atCheckout: integer('at_checkout').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.localDate] }),
    index('report_baskets_daily_date_idx').on(table.localDate, table.storeId),
  ],
)

/**
 * How far `report_baskets_daily` is folded: every store-local day up to `through` (every store) is
 * in it, the days after it are counted from the baskets. One row (`id` is always true); none until
 * the first fold.
 */
export const reportBasketsFolded = pgTable(
  'report_baskets_folded',
  {
    id: boolean('id').primaryKey().default(true),
    through: date('through', { mode: 'string' }).notNull(),
  },
  (table) => [check('report_baskets_folded_one_row', sql`${table.id}`)],
)
