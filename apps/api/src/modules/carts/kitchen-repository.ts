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

/** What a store's kitchen has on (ADR 065): the work left of its live orders, and its orders ahead's starts. */
export type TKitchenWork = { live: number[]; planned: TPlannedWork[] }

/**
 * A store's kitchen work at `now` (ADR 065), as one SQL json expression `{live, planned}`:
 * - `live`: the work left of the orders placed and not yet ready (pending, received, in progress) that
 *   the kitchen has on now — every ASAP order, and an order ahead once its making should start within
 *   the next 15 minutes (one planned later is the slots' work, not the line's) — in progress first,
 *   then first come first. An order in progress counts its make time less the time since staff started
 *   it (`started_at`, never below 0: the domain's `remainingMakeSeconds`); any other its whole make time.
 * - `planned`: orders ahead not on the line yet (scheduled, or placed and due later than that) whose
 *   making should start within `PLANNED_WORK_HORIZON_MINUTES`, as [seconds until it starts (0 when due),
 *   make time] — `kitchenWaitSeconds` lets those due before a station frees take it first.
 * Read-only, orders' table (ADR 012); the partial index `orders_live_work_idx` keeps it to the store's
 * live and scheduled orders. Rides the statements that read a basket's store (a change's lock, a
 * submission's, a new basket's store), so a quote costs no round trip.
 */
export const kitchenWorkJson = (storeId: SQLWrapper, now: SQLWrapper) => sql<TKitchenWork>`json_build_object(
  'live', coalesce((
    select json_agg(
      case when live.status = 'in_progress' and live.started_at is not null
        then greatest(0, live.make_seconds - floor(extract(epoch from (${now} - live.started_at))))::int
        else live.make_seconds end
      order by live.status = 'in_progress' desc, live.created_at, live.number)
    from ${orders} live
    where live.store_id = ${storeId}
      and live.status in ('pending', 'received', 'in_progress')
      and (live.asap or live.ready_at - make_interval(secs => live.make_seconds) <= ${now} + interval '15 minutes')
  ), '[]'::json),
  'planned', coalesce((
    select json_agg(
      json_build_array(
        greatest(0, ceil(extract(epoch from (ahead.ready_at - make_interval(secs => ahead.make_seconds) - ${now}))))::int,
        ahead.make_seconds
      )
      order by ahead.ready_at - make_interval(secs => ahead.make_seconds), ahead.number)
    from ${orders} ahead
    where ahead.store_id = ${storeId}
      and not ahead.asap
      and ahead.ready_at - make_interval(secs => ahead.make_seconds)
        <= ${now} + make_interval(mins => ${PLANNED_WORK_HORIZON_MINUTES})
      and (ahead.status = 'scheduled' or (ahead.status in ('pending', 'received')
        and ahead.ready_at - make_interval(secs => ahead.make_seconds) > ${now} + interval '15 minutes'))
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

/** A store's kitchen work at `now` (a read that did not ride another). */
export async function findKitchenWork(db: TQueryable, storeId: number, now: Date): Promise<TKitchenWork> {
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
