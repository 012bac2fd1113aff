import { heldItems, nextHoldEnd, type THeldItems, type TItemHold } from '@deli/domain'
import { type SQLWrapper, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { storeItemHolds } from './tables.ts'

/** The held items at `now`, and when that answer next changes by itself (a 'today' hold ending), if ever. */
export type THeldItemsAt = THeldItems & { changesAt: Date | null }

/** What `heldItemsJson` answers, before `toHeldItems`: the store's holds not yet ended at `now`. */
export type THeldItemsJson = { kind: TItemHold['kind']; itemId: number; until: string | null }[]

/**
 * A store's holds not yet ended at `now` (ADR 021) as one SQL json expression over its id: the one
 * text of the rule. `findHeldItems` runs it alone; a basket change that already locks the basket
 * and reads its store (carts' `lockCartForChange`, ADR 033) selects it beside its own columns and
 * turns it into the rules' shape with `toHeldItems`.
 */
export const heldItemsJson = (storeId: SQLWrapper, now: SQLWrapper) =>
  sql<THeldItemsJson>`coalesce((
    select json_agg(json_build_object(
      'kind', ${storeItemHolds.kind}, 'itemId', ${storeItemHolds.itemId}, 'until', ${storeItemHolds.until}))
    from ${storeItemHolds}
    where ${storeItemHolds.storeId} = ${storeId}
      and (${storeItemHolds.until} is null or ${storeItemHolds.until} > ${now})
  ), '[]'::json)`

/** The rules' shape of a `heldItemsJson` answer at `now`. */
export function toHeldItems(json: THeldItemsJson | null | undefined, now: Date): THeldItemsAt {
  const holds: TItemHold[] = (json ?? []).map((hold) => ({
    kind: hold.kind,
    itemId: hold.itemId,
    until: hold.until === null ? null : new Date(hold.until),
  }))
  return { ...heldItems(holds, now), changesAt: nextHoldEnd(holds, now) }
}

/**
 * The products and options 86'd at a store at `now` (ADR 021). Offered to menus (the menu leaves them
 * out; its cache keeps the answer until `changesAt` or a `menu_changes` notification, ADR 023) and
 * carts (adding, validating and submitting refuse them). Read from PostgreSQL on every call.
 */
export async function findHeldItems(db: TQueryable, storeId: number, now: Date): Promise<THeldItemsAt> {
  const [row] = await db
    .select({ holds: heldItemsJson(sql`${storeId}::int`, sql`${now.toISOString()}::timestamptz`) })
    .from(sql`(select 1) as one`)
  return toHeldItems(row?.holds, now)
}
