import { and, eq } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { recordHoldReleased } from './hold-history.ts'
import { storeItemHolds } from './tables.ts'

/** Brings an 86'd item back on the store's menu at once (a no-op when it was not held); its history ends now. */
export async function releaseItem(
  db: TQueryable,
  storeId: number,
  kind: 'product' | 'option',
  itemId: number,
  now: Date = new Date(),
): Promise<void> {
  await db
    .delete(storeItemHolds)
    .where(
      and(
        eq(storeItemHolds.storeId, storeId),
        eq(storeItemHolds.kind, kind),
        eq(storeItemHolds.itemId, itemId),
      ),
    )
  await recordHoldReleased(db, { storeId, kind, itemId }, now)
}
