import {
  PLANNED_WORK_HORIZON_MINUTES,
  type TKitchenLoad,
  type TPlannedWork,
  type TProductMakeFacts,
} from '@deli/domain'
import { type SQLWrapper, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { preparedStatement } from '../../platform/prepared.ts'
import { categories, products } from '../menus/tables.ts'
import { orders } from '../orders/tables.ts'
import { cartLines } from './tables.ts'

/** What a store's kitchen has on (ADR 065): the work left of the orders started, and the orders not started. */
export type TKitchenWork = { live: number[]; planned: TPlannedWork[] }

/**
 * A store's kitchen work at `now` (ADR 065, second amendment of 2026-11-27), as one SQL json expression
 * `{live, planned}` — the domain's `planKitchen` lays it on the stations as the kitchen makes it:
 * - `live`: the work left of the orders staff have started (in progress): make time less the time
 *   since `started_at` (never below 0: the domain's `remainingMakeSeconds`; no `started_at`: whole).
 * - `planned`: every order placed and not started (pending, received) and every order ahead not fired
 *   (scheduled) whose making may start within `PLANNED_WORK_HORIZON_MINUTES`, as [seconds until it may
 *   start (0 for ASAP or when due), make time, seconds until its promise (`ready_at`)].
 * Read-only, orders' table (ADR 012); the partial index `orders_live_work_idx` keeps it to the store's
 * live and scheduled orders. Rides the statements that read a basket's store (a change's lock, a
 * submission's, a new basket's store), so a quote costs no round trip. With `exceptOrderId`, that
 * order is left out of the plan (an order being moved to another time: ADR 066).
 */
export const kitchenWorkJson = (
  storeId: SQLWrapper,
  now: SQLWrapper,
  exceptOrderId?: SQLWrapper,
) => sql<TKitchenWork>`json_build_object(
  'live', coalesce((
    select json_agg(
      case when live.started_at is not null
        then greatest(0, live.make_seconds - floor(extract(epoch from (${now} - live.started_at))))::int
        else live.make_seconds end
      order by live.started_at, live.number)
    from ${orders} live
    where live.store_id = ${storeId} and live.status = 'in_progress'
  ), '[]'::json),
  'planned', coalesce((
    select json_agg(
      json_build_array(
        case when waiting.asap then 0 else greatest(0,
          ceil(extract(epoch from (waiting.ready_at - make_interval(secs => waiting.make_seconds) - ${now}))))::int
        end,
        waiting.make_seconds,
        ceil(extract(epoch from (waiting.ready_at - ${now})))::int
      )
      order by waiting.created_at, waiting.number)
    from ${orders} waiting
    where waiting.store_id = ${storeId}
      and waiting.status in ('pending', 'received', 'scheduled')${exceptOrderId ? sql` and waiting.id <> ${exceptOrderId}` : sql``}
      and (waiting.asap or waiting.ready_at - make_interval(secs => waiting.make_seconds)
        <= ${now} + make_interval(mins => ${PLANNED_WORK_HORIZON_MINUTES}))
  ), '[]'::json)
)`

const kitchenWorkStatement = preparedStatement<{ storeId: number; now: string }, { work: TKitchenWork }[]>(
  (db) =>
    db
      .select({
        work: kitchenWorkJson(
          sql`${sql.placeholder('storeId')}::int`,
          sql`${sql.placeholder('now')}::timestamptz`,
        ),
      })
      .from(sql`(select 1) as one`)
      .prepare('find_kitchen_work'),
)

/** The quote's view of a store's kitchen (domain `TKitchenLoad`). */
export const kitchenLoad = (stations: number, work: TKitchenWork): TKitchenLoad => ({
  stations,
  liveWork: work.live,
  planned: work.planned,
})

/**
 * A store's kitchen work at `now` (a read that did not ride another); with `exceptOrderId`, without
 * that order (the plan an order being moved is checked against: ADR 066).
 */
export async function findKitchenWork(
  db: TQueryable,
  storeId: number,
  now: Date,
  exceptOrderId?: string,
): Promise<TKitchenWork> {
  if (exceptOrderId) {
    const [row] = await db
      .select({
        work: kitchenWorkJson(
          sql`${storeId}::int`,
          sql`${now.toISOString()}::timestamptz`,
          sql`${exceptOrderId}::uuid`,
        ),
      })
      .from(sql`(select 1) as one`)
    return row?.work ?? { live: [], planned: [] }
  }
  const [row] = await kitchenWorkStatement(db, { storeId, now: now.toISOString() })
  return row?.work ?? { live: [], planned: [] }
}

/** A basket line as the kitchen sees it: how many, and its product's make facts. */
export type TMakeLineFacts = TProductMakeFacts & { quantity: number }

/** A basket's lines as the kitchen sees them (ADR 065), as one SQL json expression. */
export const basketMakeLinesJson = (cartId: SQLWrapper) => sql<TMakeLineFacts[]>`coalesce((
  select json_agg(json_build_object('quantity', cl.quantity, 'makeSeconds', p.make_seconds,
    'extraSeconds', p.make_extra_seconds, 'superCategory', c.super_category))
  from ${cartLines} cl
  join ${products} p on p.id = cl.product_id
  join ${categories} c on c.id = p.category_id
  where cl.cart_id = ${cartId}
), '[]'::json)`

/** A basket's lines as the kitchen sees them, read alone (a change that sets the basket's time). */
export async function findBasketMakeLines(db: TQueryable, cartId: string): Promise<TMakeLineFacts[]> {
  const [row] = await db
    .select({ lines: basketMakeLinesJson(sql`${cartId}::uuid`) })
    .from(sql`(select 1) as one`)
  return row?.lines ?? []
}
