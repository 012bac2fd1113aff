import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { orders, type TOrderRow } from '../orders/tables.ts'
import { groupOrders, groupParticipants, type TGroupOrderRow, type TGroupParticipantRow } from './tables.ts'

export async function findGroupOrder(db: TQueryable, id: string): Promise<TGroupOrderRow | undefined> {
  const [row] = await db.select().from(groupOrders).where(eq(groupOrders.id, id))
  return row
}

/** The group row locked for the rest of the transaction: joins, leaves and status changes run one at a time. */
export async function lockGroupOrder(db: TQueryable, id: string): Promise<TGroupOrderRow | undefined> {
  const [row] = await db.select().from(groupOrders).where(eq(groupOrders.id, id)).for('update')
  return row
}

export async function findParticipantOfSession(
  db: TQueryable,
  groupOrderId: string,
  sessionId: string,
): Promise<TGroupParticipantRow | undefined> {
  const [row] = await db
    .select()
    .from(groupParticipants)
    .where(and(eq(groupParticipants.groupOrderId, groupOrderId), eq(groupParticipants.sessionId, sessionId)))
  return row
}

export async function listParticipants(
  db: TQueryable,
  groupOrderId: string,
): Promise<TGroupParticipantRow[]> {
  return db
    .select()
    .from(groupParticipants)
    .where(eq(groupParticipants.groupOrderId, groupOrderId))
    .orderBy(asc(groupParticipants.createdAt), asc(groupParticipants.id))
}

export async function countGuests(db: TQueryable, groupOrderId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(groupParticipants)
    .where(and(eq(groupParticipants.groupOrderId, groupOrderId), eq(groupParticipants.isHost, false)))
  return row?.count ?? 0
}

/** Marks a change of the group (new ETag), applying `changes` to its row; answers the new row. */
export async function bumpGroupVersion(
  db: TQueryable,
  id: string,
  changes: Partial<TGroupOrderRow> = {},
): Promise<TGroupOrderRow | undefined> {
  const [row] = await db
    .update(groupOrders)
    .set({ ...changes, version: sql`${groupOrders.version} + 1`, updatedAt: sql`now()` })
    .where(eq(groupOrders.id, id))
    .returning()
  return row
}

/**
 * What the ETag of one caller's view is made of, in one indexed read: the group's version and
 * deadline, its host, and the caller's participant id (null when the caller has not joined).
 */
export async function findGroupStamp(db: TQueryable, id: string, sessionId: string | null) {
  const [row] = await db
    .select({
      version: groupOrders.version,
      deadlineAt: groupOrders.deadlineAt,
      hostUserId: groupOrders.hostUserId,
      participantId: groupParticipants.id,
      isHostParticipant: groupParticipants.isHost,
    })
    .from(groupOrders)
    .leftJoin(
      groupParticipants,
      and(
        eq(groupParticipants.groupOrderId, groupOrders.id),
        sessionId ? eq(groupParticipants.sessionId, sessionId) : sql`false`,
      ),
    )
    .where(eq(groupOrders.id, id))
  return row
}

/**
 * The group a basket hosts while it is being paid for (status locked); with `forUpdate`, its row is
 * locked for the rest of the transaction.
 */
export async function findGroupOfHostCart(
  db: TQueryable,
  cartId: string,
  options: { forUpdate?: boolean } = {},
): Promise<TGroupOrderRow | undefined> {
  const query = db
    .select()
    .from(groupOrders)
    .where(and(eq(groupOrders.cartId, cartId), eq(groupOrders.status, 'locked')))
  const [row] = options.forUpdate ? await query.for('update') : await query
  return row
}

/**
 * Split participants' orders of a group that are not settled yet (pending: being authorised, or
 * held); with `heldOnly`, only those whose payment is authorised.
 */
export async function findPendingParticipantOrders(
  db: TQueryable,
  groupOrderId: string,
  options: { heldOnly?: boolean } = {},
): Promise<TOrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.groupOrderId, groupOrderId),
        eq(orders.status, 'pending'),
        options.heldOnly ? isNotNull(orders.authorisation) : undefined,
      ),
    )
    .orderBy(asc(orders.createdAt))
}

/** Sets the payment status of the participant whose split basket `cartId` is. */
export async function setParticipantPayment(
  db: TQueryable,
  cartId: string,
  changes: Partial<TGroupParticipantRow>,
): Promise<void> {
  await db.update(groupParticipants).set(changes).where(eq(groupParticipants.cartId, cartId))
}
