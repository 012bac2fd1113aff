import { heldItems, nextHoldEnd, type THeldItems } from '@deli/domain'
import { and, eq, gt, isNull, or } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { storeItemHolds } from './tables.ts'

/** The held items at `now`, and when that answer next changes by itself (a 'today' hold ending), if ever. */
export type THeldItemsAt = THeldItems & { changesAt: Date | null }

/**
 * The products and options 86'd at a store at `now` (ADR 021). Offered to menus (the menu leaves them
 * out; its cache keeps the answer until `changesAt` or a `menu_changes` notification, ADR 023) and
 * carts (adding, validating and submitting refuse them). Read from PostgreSQL on every call.
 */
export async function findHeldItems(db: TQueryable, storeId: number, now: Date): Promise<THeldItemsAt> {
  const rows = await db
    .select({ kind: storeItemHolds.kind, itemId: storeItemHolds.itemId, until: storeItemHolds.until })
    .from(storeItemHolds)
    .where(
      and(
        eq(storeItemHolds.storeId, storeId),
        or(isNull(storeItemHolds.until), gt(storeItemHolds.until, now)),
      ),
    )
  return { ...heldItems(rows, now), changesAt: nextHoldEnd(rows, now) }
}
