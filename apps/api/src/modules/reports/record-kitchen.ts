import { sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import type { TOrderRow } from '../orders/index.ts'

/** An order as the kitchen rollup reads it. */
export type TKitchenOrder = Pick<TOrderRow, 'storeId' | 'createdAt' | 'readyAt' | 'timezone'>

type TKitchenSums = { booked: number; refused: number }

/**
 * Adds to a store's kitchen hour (ADR 064): the store-local day and hour of `at` (PostgreSQL's
 * `at time zone`, DST-correct), one upsert.
 */
async function addToKitchenHour(
  db: TQueryable,
  key: { storeId: number; at: Date; timezone: string },
  sums: Partial<TKitchenSums>,
) {
  const add = { booked: 0, refused: 0, ...sums }
  await db.execute(sql`
    insert into report_kitchen_hourly (store_id, local_date, local_hour, booked, refused)
    select ${key.storeId}::int, local.at::date, extract(hour from local.at)::smallint,
      ${add.booked}::int, ${add.refused}::int
    from (select ${key.at.toISOString()}::timestamptz at time zone ${key.timezone}::text as at) as local
    on conflict (store_id, local_date, local_hour) do update set
      booked = report_kitchen_hourly.booked + excluded.booked,
      refused = report_kitchen_hourly.refused + excluded.refused`)
}

/**
 * An accepted order booked in its promised hour (+1), or taken back out when cancelled (−1), in the
 * transaction that accepts or cancels it (beside `recordOrderSale`, so exactly once).
 */
export const recordKitchenBooking = (tx: TQueryable, order: TKitchenOrder, sign: 1 | -1) =>
  addToKitchenHour(
    tx,
    { storeId: order.storeId, at: order.readyAt, timezone: order.timezone },
    { booked: sign },
  )

/**
 * A submission refused because its slot was full (409 SLOT_FULL), in the hour it wanted (now for
 * as soon as possible). Written after the refused transaction rolled back, in its own statement.
 */
export const recordSlotRefusal = (db: TQueryable, slot: { storeId: number; at: Date; timezone: string }) =>
  addToKitchenHour(db, slot, { refused: 1 })

/**
 * An order staff marked ready, in the transaction that marks it (a ready order cannot become ready
 * again, so once), at that transaction's `now()` — the time the staff action is recorded with: the
 * whole seconds from submission to ready, and late when ready after its promised time. Counted in
 * its promised hour. Reads the order's own timestamps (read-only use of orders' table, ADR 012).
 */
export async function recordOrderReady(tx: TQueryable, orderId: string) {
  await tx.execute(sql`
    insert into report_kitchen_hourly (store_id, local_date, local_hour, readied, ready_seconds, late)
    select store_id, (ready_at at time zone timezone)::date, extract(hour from ready_at at time zone timezone)::smallint,
      1, greatest(0, floor(extract(epoch from now() - created_at)))::int, (now() > ready_at)::int
    from orders where id = ${orderId}::uuid
    on conflict (store_id, local_date, local_hour) do update set
      readied = report_kitchen_hourly.readied + 1,
      ready_seconds = report_kitchen_hourly.ready_seconds + excluded.ready_seconds,
      late = report_kitchen_hourly.late + excluded.late`)
}

/**
 * An accepted order moved to another time (the guest's reschedule, ADR 066), in the transaction that
 * moves it: its booking leaves its old promised hour for the new one, so the rollup keeps counting
 * each order once, where it is promised now.
 */
export async function recordKitchenReschedule(tx: TQueryable, before: TKitchenOrder, after: TKitchenOrder) {
  if (before.readyAt.getTime() === after.readyAt.getTime()) return
  await recordKitchenBooking(tx, before, -1)
  await recordKitchenBooking(tx, after, 1)
}
