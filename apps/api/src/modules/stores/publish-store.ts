import { eq } from 'drizzle-orm'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { recordChange } from '../audit/index.ts'
import type { TBackOfficeCaller } from './create-store.ts'
import { announceStoreChange } from './list-regions.ts'
import { stores, type TStoreRow } from './tables.ts'

/**
 * Puts a store on the storefront or takes it off (ADR 060): search, region pages and its location page
 * show it from the commit on, on every node (its row version for searches, `store_changes` for region
 * counts, `menu_changes` for kept pages). Recorded as `publish` in the audit trail.
 */
export async function publishStore(options: {
  db: TDatabase
  store: TStoreRow
  isPublished: boolean
  caller: TBackOfficeCaller
  /** A revert (ADR 057): the change it undoes, and what else runs in its transaction. */
  revertOf?: string
  alsoIn?: (tx: TQueryable, changeId: string) => Promise<void>
}): Promise<TStoreRow> {
  const { db, store, caller } = options
  if (store.isPublished === options.isPublished) return store
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(stores)
      .set({ isPublished: options.isPublished })
      .where(eq(stores.id, store.id))
      .returning()
    const changeId = await recordChange(tx, {
      staff: caller.staff,
      entity: 'store',
      entityId: store.id,
      action: options.revertOf ? 'revert' : 'publish',
      storeId: store.id,
      before: { is_published: store.isPublished },
      after: { is_published: options.isPublished },
      fromAddress: caller.fromAddress,
      revertOf: options.revertOf,
    })
    await options.alsoIn?.(tx, changeId)
    await announceStoreChange(tx, store.id)
    return updated ?? store
  })
}
