import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { preparedStatement } from '../../platform/prepared.ts'
import { orders } from './tables.ts'

/**
 * The counts behind the order limits (ADR 042), each read under the lock that serialises the
 * submissions it counts: the member's row lock (taken by every member's submission, ADR 024) for
 * the member's counts, the device's advisory lock below for the device's. Every member's submission
 * runs one of them: built once (ADR 036).
 */

/** The statuses of an order still open: its slot held, its payment (in store) still to come. */
export const OPEN_ORDER_STATUSES = [
  'pending',
  'scheduled',
  'held',
  'received',
  'in_progress',
  'ready',
] as const

/** Arbitrary namespace of the advisory locks that serialise one device's pay-in-store submissions. */
const DEVICE_LOCK_NAMESPACE = 8_042

const openUnpaid = () =>
  and(eq(orders.paymentType, 'instore'), inArray(orders.status, [...OPEN_ORDER_STATUSES]))

const lockDeviceStatement = preparedStatement<{ deviceId: string }, unknown>((db) =>
  db
    .select({
      locked: sql`pg_advisory_xact_lock(${DEVICE_LOCK_NAMESPACE}, hashtext(${sql.placeholder('deviceId')}::text))`,
    })
    .from(sql`(select 1) as one`)
    .prepare('lock_device'),
)

const memberUnpaidStatement = preparedStatement<{ userId: string }, { count: number }[]>((db) =>
  db
    .select({ count: count() })
    .from(orders)
    .where(and(eq(orders.userId, sql.placeholder('userId')), openUnpaid()))
    .prepare('count_member_unpaid_orders'),
)

const deviceUnpaidStatement = preparedStatement<{ deviceId: string }, { count: number }[]>((db) =>
  db
    .select({ count: count() })
    .from(orders)
    .where(and(sql`${orders.client}->>'device_id' = ${sql.placeholder('deviceId')}::text`, openUnpaid()))
    .prepare('count_device_unpaid_orders'),
)

const declinesStatement = preparedStatement<
  { cartId: string; userId: string; since: string },
  { basket: number; member: number }[]
>((db) =>
  db
    .select({
      basket: sql<number>`count(*) filter (where ${orders.cartId} = ${sql.placeholder('cartId')}::uuid)::int`,
      member: sql<number>`count(*) filter (where ${orders.createdAt} >= ${sql.placeholder('since')}::timestamptz)::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, sql.placeholder('userId')),
        eq(orders.status, 'failed'),
        eq(orders.paymentType, 'card'),
      ),
    )
    .prepare('count_card_declines'),
)

/** Holds a device's lock until the transaction ends: its unpaid orders are counted and added alone. */
export async function lockDevice(db: TQueryable, deviceId: string): Promise<void> {
  await lockDeviceStatement(db, { deviceId })
}

/** Open pay-in-store orders of a member. */
export async function countOpenUnpaidOfMember(db: TQueryable, userId: string): Promise<number> {
  const [row] = await memberUnpaidStatement(db, { userId })
  return Number(row?.count ?? 0)
}

/** Open pay-in-store orders placed from a device (the submit's device_id header). */
export async function countOpenUnpaidOfDevice(db: TQueryable, deviceId: string): Promise<number> {
  const [row] = await deviceUnpaidStatement(db, { deviceId })
  return Number(row?.count ?? 0)
}

/** Failed card payments of a basket (ever) and of its member since `since`. */
export async function countCardDeclines(db: TQueryable, cartId: string, userId: string, since: Date) {
  const [row] = await declinesStatement(db, { cartId, userId, since: since.toISOString() })
  return { basket: Number(row?.basket ?? 0), member: Number(row?.member ?? 0) }
}
