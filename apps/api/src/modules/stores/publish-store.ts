import { eq } from 'drizzle-orm'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { recordChange } from '../audit/index.ts'
import type { TBackOfficeCaller } from './create-store.ts'
import { announceStoreChange } from './list-regions.ts'
import { stores, type TStoreRow } from './tables.ts'

/** The publishing written in `tx`, recorded as `publish` (a `revert` when `revertOf`) and announced. */
export async function writeStorePublishing(
  tx: TQueryable,
  store: TStoreRow,
  isPublished: boolean,
  caller: TBackOfficeCaller,
  revertOf?: string,
): Promise<{ row: TStoreRow; changeId: string }> {
  const [updated] = await tx.update(stores).set({ isPublished }).where(eq(stores.id, store.id)).returning()
  const changeId = await recordChange(tx, {
    staff: caller.staff,
    entity: 'store',
    entityId: store.id,
    action: revertOf ? 'revert' : 'publish',
    storeId: store.id,
    before: { is_published: store.isPublished },
    after: { is_published: isPublished },
    fromAddress: caller.fromAddress,
    revertOf,
  })
  await announceStoreChange(tx, store.id)
  return { row: updated ?? store, changeId }
}

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
}): Promise<TStoreRow> {
  const { store, isPublished, caller } = options
  if (store.isPublished === isPublished) return store
  return options.db.transaction(
    async (tx) => (await writeStorePublishing(tx, store, isPublished, caller)).row,
  )
}
