import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { preparedStatement } from '../../platform/prepared.ts'
import { closedTodayMessage } from '../availability/index.ts'
import { cartLines, carts } from '../carts/tables.ts'
import { users } from '../members/tables.ts'
import { orders, type TOrderRow } from '../orders/tables.ts'
import {
  liveSessionJson,
  presentedValues,
  type TLiveSessionJson,
  type TPresentedSession,
} from '../sessions/index.ts'
import { stores, type TStoreRow } from '../stores/tables.ts'
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

// Every poll of a group with its ETag (each participant every 10 s) runs this: built once (ADR 036).
const groupStampStatement = preparedStatement<
  { id: string; now: string } & ReturnType<typeof presentedValues>,
  {
    version: number
    deadlineAt: Date
    hostUserId: string
    participantId: string | null
    isHostParticipant: boolean | null
    store: TStoreRow
    closedToday: string | null
    session: TLiveSessionJson | null
  }[]
>((db) => {
  const now = sql`${sql.placeholder('now')}::timestamptz`
  return db
    .select({
      version: groupOrders.version,
      deadlineAt: groupOrders.deadlineAt,
      hostUserId: groupOrders.hostUserId,
      participantId: groupParticipants.id,
      isHostParticipant: groupParticipants.isHost,
      store: stores,
      closedToday: closedTodayMessage(stores.id, stores.timezone, now),
      session: liveSessionJson(),
    })
    .from(groupOrders)
    .innerJoin(carts, eq(carts.id, groupOrders.cartId))
    .innerJoin(stores, eq(stores.menuId, carts.menuId))
    .leftJoin(
      groupParticipants,
      and(
        eq(groupParticipants.groupOrderId, groupOrders.id),
        eq(groupParticipants.sessionId, sql`(${liveSessionJson()} ->> 'id')::uuid`),
      ),
    )
    .where(eq(groupOrders.id, sql.placeholder('id')))
    .prepare('find_group_stamp')
})

/**
 * What the ETag of one caller's view is made of, in one statement (ADR 040: the 304 path of polling
 * was three round trips): the caller's session (sessions' `liveSessionJson`, ADR 040), the group's
 * version and deadline, its host, the caller's participant id (null when the caller has not joined)
 * and the store with its closed-today message (availability's `closedTodayMessage`): its open state is
 * part of the view and changes with the clock and closures.
 */
export async function findGroupStamp(
  db: TQueryable,
  id: string,
  at: { now: Date; presented: TPresentedSession | null },
) {
  const [row] = await groupStampStatement(db, {
    id,
    now: at.now.toISOString(),
    ...presentedValues(at.presented),
  })
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

/** The host member's name, as the group shows it (spec §3 `hostfullname`). */
export async function findHostName(db: TQueryable, userId: string) {
  const [host] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
  return host
}

/** What the deadline email needs: the host's address and first name, the store's time zone. */
export async function findDeadlineMailFacts(db: TQueryable, group: TGroupOrderRow) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, timezone: stores.timezone })
    .from(users)
    .innerJoin(stores, eq(stores.id, group.storeId))
    .where(eq(users.id, group.hostUserId))
  return row
}

/** The lines (name and quantity) of the given baskets, oldest first, with their basket and participant. */
export function findLinesOfCarts(db: TQueryable, cartIds: string[]) {
  return db
    .select({
      cartId: cartLines.cartId,
      participantId: cartLines.participantId,
      name: cartLines.name,
      quantity: cartLines.quantity,
    })
    .from(cartLines)
    .where(inArray(cartLines.cartId, cartIds))
    .orderBy(cartLines.id)
}

/** The orders of a group (split: one per paying participant), with their totals. */
export function findGroupOrderTotals(db: TQueryable, groupOrderId: string) {
  return db
    .select({ cartId: orders.cartId, total: orders.totals })
    .from(orders)
    .where(eq(orders.groupOrderId, groupOrderId))
}
