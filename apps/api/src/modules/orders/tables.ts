import type {
  TCar,
  TCartAddress,
  THandoffMode,
  TOrderDiscount,
  TOrderLine,
  TOrderStatus,
  TOrderTotals,
  TPaymentType,
} from '@deli/contracts'
import type { TRefundReason } from '@deli/domain'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { kiosks } from '../kiosks/tables.ts'
import { users } from '../members/tables.ts'
import { stores } from '../stores/tables.ts'

/** Human order numbers, shown to the guest and the store. */
export const orderNumbers = pgSequence('order_numbers', { startWith: 1001 })

/** Who the order is for, as checkout submitted it (spec §7 data.first_name …). */
export type TOrderContact = { first_name: string; last_name: string; email: string; phone: string }
/** The submitting app (spec §7 submit headers). */
export type TOrderClient = { client_type?: string; device_id?: string; push_token?: string }

/**
 * An order: the snapshot of a submitted basket (lines, totals, handoff, address, ready time) and its
 * payment. At most one order per basket that has not failed (unique partial index): whatever is
 * double-clicked, retried or run in two tabs, a basket yields one live order (ADR 008).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull().unique().default(sql`nextval('order_numbers')`),
    /** The submitted basket (no foreign key: a basket's session may be deleted; the order stays). */
    cartId: uuid('cart_id').notNull(),
    /** The member who ordered; null for a kiosk's order (then `kioskId` says which kiosk). */
    userId: uuid('user_id').references(() => users.id),
    /** The store kiosk the order was placed at (ADR 030); null for a member's order. */
    kioskId: uuid('kiosk_id').references(() => kiosks.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    menuId: integer('menu_id').notNull(),
    status: text('status').$type<TOrderStatus>().notNull().default('pending'),
    handoff: text('handoff').$type<THandoffMode>().notNull(),
    address: jsonb('address').$type<TCartAddress>(),
    car: jsonb('car').$type<TCar>(),
    asap: boolean('asap').notNull(),
    /** The held slot: when the order is ready (or delivered); shown in the store's zone. */
    readyAt: timestamp('ready_at', { withTimezone: true }).notNull(),
    /** How long the kitchen takes to make it, in seconds, from its lines at submission (ADR 065). */
    makeSeconds: integer('make_seconds').notNull().default(0),
    /** When staff moved it to in progress (ADR 065): the kitchen's load counts only what is left. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    timezone: text('timezone').notNull(),
    lines: jsonb('lines').$type<TOrderLine[]>().notNull(),
    totals: jsonb('totals').$type<TOrderTotals>().notNull(),
    /** The discounts by label (rewards, offers) that totals.discount adds up; [] for orders without. */
    discounts: jsonb('discounts').$type<TOrderDiscount[]>().notNull().default([]),
    paymentType: text('payment_type').$type<TPaymentType>().notNull(),
    paymentLabel: text('payment_label').notNull(),
    /** The gateway token of a card payment (never card data); null when paying in store. */
    paymentToken: text('payment_token'),
    contact: jsonb('contact').$type<TOrderContact>().notNull(),
    client: jsonb('client').$type<TOrderClient>().notNull().default({}),
    points: integer('points').notNull().default(0),
    /** Processing failures of the gateway so far; the worker gives up after a few. */
    paymentAttempts: integer('payment_attempts').notNull().default(0),
    /** Why a failed order failed (the decline message shown to the guest). */
    failureMessage: text('failure_message'),
    /**
     * The group order a split participant's order belongs to (ADR 015): its card is authorised at
     * submission and captured when the host submits the group; null for every other order.
     */
    groupOrderId: uuid('group_order_id'),
    /** The gateway's authorisation of a split participant's order (captured or voided later). */
    authorisation: text('authorisation'),
    /** Curbside 'I'm here': when the guest said they arrived (the first time), and where they parked. */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    arrivalSpot: text('arrival_spot'),
    /**
     * Manual fire (spec time mode `manualfire`, ADR 066): the guest placed the order now to have it
     * made when they say; it waits as held until they start it (or the store nears closing).
     */
    manualFire: boolean('manual_fire').notNull().default(false),
    /**
     * When a scheduled or held order goes to the kitchen (ADR 066): its fire job fires it to received
     * only once this has passed (the database's clock); null once fired or for an order made at once.
     */
    fireAt: timestamp('fire_at', { withTimezone: true }),
    /** Who cancelled a cancelled order (ADR 066): its guest before the kitchen started, or the store. */
    cancelledBy: text('cancelled_by').$type<'guest' | 'store'>(),
    /**
     * A handed-over card order given back in full by a manager (ADR 072): when, why (domain's
     * `REFUND_REASONS`) and by whom (the staff member's name then). Null for every other order; a
     * cancelled order's refund is its cancel's.
     */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReason: text('refund_reason').$type<TRefundReason>(),
    refundedBy: text('refunded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('orders_live_cart_unique').on(table.cartId).where(sql`${table.status} <> 'failed'`),
    index('orders_cart_created_idx').on(table.cartId, table.createdAt),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_group_order_idx').on(table.groupOrderId),
    // A store's orders newest first: the managers' order lookup.
    index('orders_store_created_idx').on(table.storeId, table.createdAt),
    // The open pay-in-store orders of a device, counted at submission (ADR 042).
    index('orders_open_instore_device_idx')
      .on(sql`(${table.client}->>'device_id')`)
      .where(
        sql`${table.paymentType} = 'instore' and ${table.status} in ('pending', 'scheduled', 'held', 'received', 'in_progress', 'ready')`,
      ),
    // The kitchen's live and planned work at a store, read for every ASAP quote (ADR 065).
    index('orders_live_work_idx')
      .on(table.storeId, table.readyAt)
      .where(sql`${table.status} in ('pending', 'received', 'in_progress', 'scheduled')`),
    check('orders_owner', sql`(${table.userId} IS NULL) <> (${table.kioskId} IS NULL)`),
  ],
)
export type TOrderRow = typeof orders.$inferSelect

/**
 * The slot-capacity ledger: one row per order that holds a 15-minute slot at a store. Owned by
 * orders: submission writes it in the order's transaction and a failed or cancelled order frees it;
 * the carts module reads the counts per slot to tell which slots are full (ADR 012).
 */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    slotAt: timestamp('slot_at', { withTimezone: true }).notNull(),
    cartId: uuid('cart_id').notNull(),
    /** The order's make time: the work it plans in its slot (ADR 065). */
    makeSeconds: integer('make_seconds').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('slot_bookings_store_slot_idx').on(table.storeId, table.slotAt),
    unique('slot_bookings_cart_unique').on(table.cartId),
  ],
)

/**
 * Usual orders ('My usual'): a member's own order kept under a name of theirs, ordered again through
 * the re-order (`repeatOrder`). Each order once per member; the count (USUAL_ORDERS_MAX) is checked
 * under the member's advisory lock, and a name is not unique (two "Lunch" are the member's choice).
 */
export const usualOrders = pgTable(
  'usual_orders',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('usual_orders_user_order_unique').on(table.userId, table.orderId),
    index('usual_orders_user_created_idx').on(table.userId, table.createdAt),
  ],
)
export type TUsualOrderRow = typeof usualOrders.$inferSelect
