import { heldItems, type THeldItems } from '@deli/domain'
import { and, eq, gt, isNull, or } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { storeItemHolds } from './tables.ts'

/**
 * The products and options 86'd at a store at `now` (ADR 021). Offered to menus (the menu leaves them
 * out) and carts (adding, validating and submitting refuse them). Read on every call: no cache.
 */
export async function findHeldItems(db: TQueryable, storeId: number, now: Date): Promise<THeldItems> {
  const rows = await db
    .select({ kind: storeItemHolds.kind, itemId: storeItemHolds.itemId, until: storeItemHolds.until })
    .from(storeItemHolds)
    .where(
      and(
        eq(storeItemHolds.storeId, storeId),
        or(isNull(storeItemHolds.until), gt(storeItemHolds.until, now)),
      ),
    )
  return heldItems(rows, now)
}
