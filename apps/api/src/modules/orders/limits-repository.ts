import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { orders } from './tables.ts'

/**
 * The counts behind the order limits (ADR 042), each read under the lock that serialises the
 * submissions it counts: the member's row lock (taken by every member's submission, ADR 024) for
 * the member's counts, the device's advisory lock below for the device's.
 */

/** The statuses of an order still open: its slot held, its payment (in store) still to come. */
export const OPEN_ORDER_STATUSES = ['pending', 'received', 'in_progress', 'ready'] as const

/** Arbitrary namespace of the advisory locks that serialise one device's pay-in-store submissions. */
const DEVICE_LOCK_NAMESPACE = 8_042

/** Holds a device's lock until the transaction ends: its unpaid orders are counted and added alone. */
export async function lockDevice(db: TQueryable, deviceId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${DEVICE_LOCK_NAMESPACE}, hashtext(${deviceId}::text))`)
}

const openUnpaid = and(eq(orders.paymentType, 'instore'), inArray(orders.status, [...OPEN_ORDER_STATUSES]))

/** Open pay-in-store orders of a member. */
export async function countOpenUnpaidOfMember(db: TQueryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), openUnpaid))
  return row?.count ?? 0
}

/** Open pay-in-store orders placed from a device (the submit's device_id header). */
export async function countOpenUnpaidOfDevice(db: TQueryable, deviceId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(orders)
    .where(and(sql`${orders.client}->>'device_id' = ${deviceId}`, openUnpaid))
  return row?.count ?? 0
}

/** Failed card payments of a basket (ever) and of its member since `since`. */
export async function countCardDeclines(db: TQueryable, cartId: string, userId: string, since: Date) {
  const failedCard = and(eq(orders.status, 'failed'), eq(orders.paymentType, 'card'))
  const [row] = await db
    .select({
      basket: sql<number>`count(*) filter (where ${orders.cartId} = ${cartId})`.mapWith(Number),
      member: sql<number>`count(*) filter (where ${orders.createdAt} >= ${since.toISOString()})`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), failedCard))
  return { basket: row?.basket ?? 0, member: row?.member ?? 0 }
}
