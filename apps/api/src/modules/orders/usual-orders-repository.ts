import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { orders, type TOrderRow, usualOrders } from './tables.ts'

/** Arbitrary namespace of the advisory locks that serialise one member's changes of their usual orders. */
const USUAL_LOCK_NAMESPACE = 7068

/** Holds the member's usual-orders lock to the end of the transaction (the count is checked under it). */
export async function lockMemberUsualOrders(tx: TQueryable, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${USUAL_LOCK_NAMESPACE}, hashtext(${userId}::text))`)
}

/** The member's usual orders with their orders, newest first. */
export function listUsualOrderRows(
  db: TQueryable,
  userId: string,
): Promise<{ id: number; name: string; order: TOrderRow }[]> {
  return db
    .select({ id: usualOrders.id, name: usualOrders.name, order: orders })
    .from(usualOrders)
    .innerJoin(orders, eq(orders.id, usualOrders.orderId))
    .where(eq(usualOrders.userId, userId))
    .orderBy(desc(usualOrders.createdAt), desc(usualOrders.id))
}

export async function countUsualOrders(db: TQueryable, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(usualOrders).where(eq(usualOrders.userId, userId))
  return row?.total ?? 0
}

/** The name the member kept this order under, if they did. */
export async function findUsualOrderByOrder(db: TQueryable, userId: string, orderId: string) {
  const [row] = await db
    .select({ id: usualOrders.id, name: usualOrders.name })
    .from(usualOrders)
    .where(and(eq(usualOrders.userId, userId), eq(usualOrders.orderId, orderId)))
  return row
}

export async function insertUsualOrder(
  db: TQueryable,
  row: { userId: string; orderId: string; name: string },
): Promise<void> {
  await db.insert(usualOrders).values(row)
}

/** Renames the member's usual order; false when the member has none with this id. */
export async function renameUsualOrderRow(
  db: TQueryable,
  userId: string,
  id: number,
  name: string,
): Promise<boolean> {
  const changed = await db
    .update(usualOrders)
    .set({ name })
    .where(and(eq(usualOrders.id, id), eq(usualOrders.userId, userId)))
    .returning({ id: usualOrders.id })
  return changed.length > 0
}

/** Removes the member's usual order; false when the member has none with this id. */
export async function deleteUsualOrderRow(db: TQueryable, userId: string, id: number): Promise<boolean> {
  const removed = await db
    .delete(usualOrders)
    .where(and(eq(usualOrders.id, id), eq(usualOrders.userId, userId)))
    .returning({ id: usualOrders.id })
  return removed.length > 0
}
