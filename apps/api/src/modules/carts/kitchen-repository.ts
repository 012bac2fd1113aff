import type { TProductMakeFacts } from '@deli/domain'
import { type SQLWrapper, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { preparedStatement } from '../../platform/prepared.ts'
import { categories, products } from '../menus/tables.ts'
import { orders } from '../orders/tables.ts'
import { cartLines } from './tables.ts'

/**
 * The make times of a store's live orders, first come first (ADR 065), as one SQL json expression:
 * orders placed and not yet ready (pending, received, in progress) that the kitchen has on now —
 * every ASAP order, and an order ahead once its making should start within the next 15 minutes (one
 * planned later is the slots' work, not the line's). Read-only, orders' table (ADR 012); the partial
 * index `orders_live_work_idx` keeps it to the store's live orders. Rides the statements that read a
 * basket's store (a change's lock, a submission's, a new basket's store), so a quote costs no round trip.
 */
export const kitchenWorkJson = (storeId: SQLWrapper, now: SQLWrapper) => sql<number[]>`coalesce((
  select json_agg(live.make_seconds order by live.created_at, live.number)
  from ${orders} live
  where live.store_id = ${storeId}
    and live.status in ('pending', 'received', 'in_progress')
    and (live.asap or live.ready_at - make_interval(secs => live.make_seconds) <= ${now} + interval '15 minutes')
), '[]'::json)`

const kitchenWorkStatement = preparedStatement<{ storeId: number; now: string }, { work: number[] }[]>((db) =>
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

/** The make times of a store's live orders at `now`, first come first (a read that did not ride another). */
export async function findKitchenWork(db: TQueryable, storeId: number, now: Date): Promise<number[]> {
  const [row] = await kitchenWorkStatement(db, { storeId, now: now.toISOString() })
  return row?.work ?? []
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
