import type { TOrderStatus } from '@deli/contracts'
import { and, asc, desc, eq, gt, inArray, ne, notInArray, or, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { placeholdersFor, preparedStatement } from '../../platform/prepared.ts'
import { markCartSubmittedSql } from '../carts/index.ts'
import { carts } from '../carts/tables.ts'
import { recordChargeSql, type TCharge } from '../payments/index.ts'
import { stores, type TStoreRow } from '../stores/tables.ts'
import { orders, slotBookings, type TOrderRow } from './tables.ts'

// The order reads of every submission and payment: built once (ADR 036).
const findOrderStatement = preparedStatement<{ orderId: string }, TOrderRow[]>((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('find_order'),
)

export async function findOrder(db: TQueryable, orderId: string): Promise<TOrderRow | undefined> {
  const [row] = await findOrderStatement(db, { orderId })
  return row
}

/** The order row locked for the rest of the transaction: its changes run one at a time. */
export async function lockOrder(db: TQueryable, orderId: string): Promise<TOrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update')
  return row
}

// Every settlement locks its order with it: built once (ADR 036).
const lockOrderWithStoreStatement = preparedStatement<
  { orderId: string },
  { order: TOrderRow; store: TStoreRow | null }[]
>((db) =>
  db
    .select({ order: orders, store: stores })
    .from(orders)
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, sql.placeholder('orderId')))
    .for('update', { of: orders })
    .prepare('lock_order_with_store'),
)

/**
 * The order row locked, with its store (a read-only join, ADR 012): the settlement's receipt names
 * the store, read in the lock's round trip instead of its own.
 */
export async function lockOrderWithStore(db: TQueryable, orderId: string) {
  const [row] = await lockOrderWithStoreStatement(db, { orderId })
  return row
}

// Every track poll (every 2 s while a checkout waits): the basket's session and its latest order in
// one statement, a read-only join on carts' table where one query is the point (ADR 012, 4).
const latestOrderOfCartStatement = preparedStatement<
  { cartId: string },
  { sessionId: string; order: TOrderRow | null }[]
>((db) =>
  db
    .select({ sessionId: carts.sessionId, order: orders })
    .from(carts)
    .leftJoin(
      orders,
      sql`${orders.id} = (select latest.id from ${orders} as latest where latest.cart_id = ${carts.id}
                           order by latest.created_at desc limit 1)`,
    )
    .where(eq(carts.id, sql.placeholder('cartId')))
    .prepare('find_latest_order_of_cart'),
)

/**
 * A basket's session and its latest submission, failed ones included (what tracking reports; null:
 * never submitted); undefined: no such basket.
 */
export async function findLatestOrderOfCart(db: TQueryable, cartId: string) {
  const [row] = await latestOrderOfCartStatement(db, { cartId })
  return row
}

/** The columns a submission writes of a new order; every other column takes its default (number, status …). */
const NEW_ORDER_COLUMNS = [
  'cartId',
  'userId',
  'kioskId',
  'storeId',
  'menuId',
  'handoff',
  'address',
  'car',
  'asap',
  'readyAt',
  'makeSeconds',
  'timezone',
  'lines',
  'totals',
  'discounts',
  'paymentType',
  'paymentLabel',
  'paymentToken',
  'contact',
  'client',
  'groupOrderId',
  'manualFire',
] as const

/** What a submission writes of a new order: every one of NEW_ORDER_COLUMNS. */
export type TNewOrder = Required<Pick<typeof orders.$inferInsert, (typeof NEW_ORDER_COLUMNS)[number]>>

// Every submission writes one: built once (ADR 036); each value goes through its column's encoder.
const newOrderValues = () => placeholdersFor(NEW_ORDER_COLUMNS) as never

/** The order's basket frozen as submitted by the order's own statement (carts' `markCartSubmittedSql`). */
const submittedCart = (db: TQueryable) =>
  db
    .$with('submitted', { id: sql<string>`id`.as('id') })
    .as(markCartSubmittedSql(sql`${sql.placeholder('cartId')}::uuid`))

const insertOrderStatement = preparedStatement<TNewOrder, TOrderRow[]>((db) =>
  db.with(submittedCart(db)).insert(orders).values(newOrderValues()).returning().prepare('insert_order'),
)

/** The slot of the order's store that a submission books with its order (its lock held: `bookSlot`). */
export type TSlotBooking = { slotAt: Date; makeSeconds: number }

// The same with the order's slot booking written in a CTE (the order's store and basket): one round
// trip for all three.
const insertBookedOrderStatement = preparedStatement<TNewOrder & TSlotBooking, TOrderRow[]>((db) => {
  const booking = db
    .insert(slotBookings)
    .values({
      storeId: sql.placeholder('storeId'),
      slotAt: sql.placeholder('slotAt'),
      cartId: sql.placeholder('cartId'),
      makeSeconds: sql.placeholder('makeSeconds'),
    } as never)
    .returning({ id: slotBookings.id })
  return db
    .with(db.$with('booking', { id: slotBookings.id }).as(booking.getSQL()), submittedCart(db))
    .insert(orders)
    .values(newOrderValues())
    .returning()
    .prepare('insert_booked_order')
})

/**
 * Writes a submitted order, the slot booking it holds when it has one, and its basket frozen as
 * submitted, in one statement.
 */
export async function insertOrder(
  db: TQueryable,
  order: TNewOrder,
  slot: TSlotBooking | null,
): Promise<TOrderRow> {
  const [row] = slot
    ? await insertBookedOrderStatement(db, { ...order, ...slot })
    : await insertOrderStatement(db, order)
  if (!row) throw new Error('order insert returned nothing')
  return row
}

// Every paid order is accepted with this, its charge recorded by the same statement (payments'
// `recordChargeSql`; ADR 035, amended 2026-11-28): built once (ADR 036).
const receiveOrderStatement = preparedStatement<
  {
    orderId: string
    points: number
    settledAt: Date
    status: TOrderStatus
    fireAt: Date | null
  } & TChargeValues,
  TOrderRow[]
>((db) => {
  const charge = db.$with('charge', { id: sql<number>`id`.as('id') }).as(
    recordChargeSql(sql`${sql.placeholder('orderId')}::uuid`, {
      gateway: sql`${sql.placeholder('gateway')}::text`,
      reference: sql`${sql.placeholder('reference')}::text`,
      amount: sql`${sql.placeholder('amount')}::int`,
    }),
  )
  return db
    .with(charge)
    .update(orders)
    .set({
      status: sql`${sql.placeholder('status')}::text`,
      fireAt: sql`${sql.placeholder('fireAt')}::timestamptz`,
      points: sql`${sql.placeholder('points')}::int`,
      settledAt: sql`${sql.placeholder('settledAt')}::timestamptz`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, sql.placeholder('orderId')))
    .returning()
    .prepare('receive_order')
})

type TChargeValues = { gateway: string | null; reference: string | null; amount: number | null }

/** The accepted order: received (made now), or scheduled / held until `fireAt` (ADR 066). */
export type TFiring = { status: 'received' | 'scheduled' | 'held'; fireAt: Date | null }

/**
 * A pending order paid (or paid in store): `firing`'s status with its points and the time it settled;
 * the gateway's charge, when there is one, recorded in the same statement.
 */
export async function receiveOrder(
  db: TQueryable,
  orderId: string,
  points: number,
  settledAt: Date,
  firing: TFiring = { status: 'received', fireAt: null },
  charge: TCharge | null = null,
) {
  const [row] = await receiveOrderStatement(db, {
    orderId,
    points,
    settledAt,
    ...firing,
    gateway: charge?.gateway ?? null,
    reference: charge?.reference ?? null,
    amount: charge?.amount ?? null,
  })
  if (!row) throw new Error(`order ${orderId} vanished`)
  return row
}

export async function updateOrder(db: TQueryable, orderId: string, changes: Partial<TOrderRow>) {
  const [row] = await db
    .update(orders)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId))
    .returning()
  if (!row) throw new Error(`order ${orderId} vanished`)
  return row
}

// A member's order history, every page of it: built once (ADR 036).
const userOrdersStatement = preparedStatement<{ userId: string; limit: number; offset: number }, TOrderRow[]>(
  (db) =>
    db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, sql.placeholder('userId')), ne(orders.status, 'failed')))
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('list_user_orders'),
)

/** A member's orders except failed submissions, newest first, one page (plus one row to see if more exist). */
export async function listUserOrders(
  db: TQueryable,
  userId: string,
  page: { limit: number; offset: number },
) {
  return userOrdersStatement(db, { userId, limit: page.limit + 1, offset: page.offset })
}

/** Counts a gateway processing failure of a pending order; answers the count so far (null: not pending). */
export async function countPaymentAttempt(db: TQueryable, orderId: string): Promise<number | null> {
  const [row] = await db
    .update(orders)
    .set({ paymentAttempts: sql`${orders.paymentAttempts} + 1`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning({ attempts: orders.paymentAttempts })
  return row?.attempts ?? null
}

/** Arbitrary namespace of the advisory locks that serialise bookings of one store slot. */
const SLOT_LOCK_NAMESPACE = 8_008

/** Holds the lock of one store slot until the transaction ends: its capacity is checked and booked alone. */
export async function lockSlot(db: TQueryable, storeId: number, instant: Date): Promise<void> {
  await lockSlotStatement(db, { key: `${storeId}@${instant.toISOString()}` })
}

// Every submission with a slot takes it: built once (ADR 036).
const lockSlotStatement = preparedStatement<{ key: string }, unknown>((db) =>
  db
    .select({
      locked: sql`pg_advisory_xact_lock(${SLOT_LOCK_NAMESPACE}, hashtext(${sql.placeholder('key')}::text))`,
    })
    .from(sql`(select 1) as one`)
    .prepare('lock_slot'),
)

/** The order's booking moves to another slot of its store (its new slot's lock held by the caller). */
export async function moveSlotBooking(db: TQueryable, cartId: string, slotAt: Date): Promise<void> {
  await db.update(slotBookings).set({ slotAt }).where(eq(slotBookings.cartId, cartId))
}

/** The slot a basket's order holds and the work it books there, if any. */
export async function findSlotBooking(db: TQueryable, cartId: string): Promise<TSlotBooking | undefined> {
  const [found] = await db
    .select({ slotAt: slotBookings.slotAt, makeSeconds: slotBookings.makeSeconds })
    .from(slotBookings)
    .where(eq(slotBookings.cartId, cartId))
    .limit(1)
  return found
}

/** Frees the slot a basket's order held (declined, failed or cancelled). */

export async function releaseSlotBooking(db: TQueryable, cartId: string): Promise<void> {
  await db.delete(slotBookings).where(eq(slotBookings.cartId, cartId))
}

/**
 * A store's orders in `statuses`, except those in `finishedStatuses` untouched for longer than
 * `finishedHours` (the order board). Oldest promised time first.
 */
export async function listStoreOrderRows(
  db: TQueryable,
  storeId: number,
  filter: {
    statuses: readonly TOrderStatus[]
    finishedStatuses: readonly TOrderStatus[]
    finishedHours: number
    /** A scheduled order shows once its fire time is this close (`isComingUp`, ADR 066). */
    comingUpMinutes: number
  },
) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        inArray(orders.status, [...filter.statuses]),
        or(
          notInArray(orders.status, [...filter.finishedStatuses]),
          gt(orders.updatedAt, sql`now() - make_interval(hours => ${filter.finishedHours})`),
        ),
        or(
          ne(orders.status, 'scheduled'),
          sql`${orders.fireAt} <= now() + make_interval(mins => ${filter.comingUpMinutes})`,
        ),
      ),
    )
    .orderBy(asc(orders.readyAt), asc(orders.number))
}

/**
 * The fire job's one write (ADR 066): a scheduled or held order whose fire time has passed on the
 * database's clock becomes received. Conditional, so any number of runs fire it at most once; answers
 * whether this run fired it.
 */
export async function fireDueOrder(db: TQueryable, orderId: string): Promise<boolean> {
  const rows = await fireDueOrderStatement(db, { orderId })
  return rows.length > 0
}

// Every order ahead's fire job runs it: built once (ADR 036).
const fireDueOrderStatement = preparedStatement<{ orderId: string }, { id: string }[]>((db) =>
  db
    .update(orders)
    .set({ status: 'received', fireAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, sql.placeholder('orderId')),
        inArray(orders.status, ['scheduled', 'held']),
        sql`${orders.fireAt} <= now()`,
      ),
    )
    .returning({ id: orders.id })
    .prepare('fire_due_order'),
)
