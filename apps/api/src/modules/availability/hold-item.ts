import type { THoldItemBody } from '@deli/contracts'
import { holdEnd } from '@deli/domain'
import type { TQueryable } from '../../platform/database.ts'
import { recordHoldStarted } from './hold-history.ts'
import type { TStoreRef } from './store-ref.ts'
import { storeItemHolds } from './tables.ts'

/**
 * 86s a product or option of this store's menu (ADR 021) for today (until the store's next local
 * midnight) or until further notice, under the name it has on the menu (operations' `menuItemName`).
 * Holding it again replaces the length. Its history is kept for the reports (ADR 064).
 */
export async function holdItem(
  db: TQueryable,
  store: TStoreRef,
  staffId: string,
  body: THoldItemBody,
  name: string,
  now: Date = new Date(),
): Promise<void> {
  const until = holdEnd(body.length, now, store.timezone)
  await db
    .insert(storeItemHolds)
    .values({ storeId: store.id, kind: body.kind, itemId: body.id, name, until, heldBy: staffId })
    .onConflictDoUpdate({
      target: [storeItemHolds.storeId, storeItemHolds.kind, storeItemHolds.itemId],
      set: { name, until, heldBy: staffId, createdAt: now },
    })
  await recordHoldStarted(db, { storeId: store.id, kind: body.kind, itemId: body.id, name, until }, now)
}
