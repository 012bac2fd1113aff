import type { TStoreSettings } from '@deli/contracts'
import { AppError } from '../../platform/errors.ts'
import type { TReverter } from '../audit/index.ts'
import type { GeoProvider } from '../geo/index.ts'
import { writeStorePublishing } from './publish-store.ts'
import { lockStoreById } from './repository.ts'
import { storeSettingsOf } from './store-settings.ts'
import { applyStoreRevert } from './update-store.ts'

export const STORE_CHANGED_SINCE =
  'This store has changed since; revert the later change first or edit the store.'
export const NOT_REVERTIBLE =
  'Only a change to a store’s settings or its publishing can be reverted; unpublish a new store instead.'

const conflict = (message: string) => new AppError(409, 'CONFLICT', message)

/**
 * The audit page's reverter of a store change (ADR 057, 060), in `revertChange`'s transaction:
 * re-applies its `before` as `updateStore` (or `publishStore`) would, recorded as a `revert` pointing
 * at it, and answers the revert's record id. Refused (409) with a sentence when the store no longer
 * is as the change left it. A created store is not reverted: it is unpublished. `geo` geocodes an
 * address put back (the flows hand in the app's provider).
 */
export const storeReverter =
  (geo: GeoProvider): TReverter =>
  async (tx, change, actor) => {
    if (!['update', 'publish'].includes(change.action) || !change.before || !change.after)
      throw conflict(NOT_REVERTIBLE)
    const store = await lockStoreById(tx, Number(change.entityId))
    if (!store) throw new AppError(404, 'STORE_NOT_FOUND', 'There is no such store.')
    const now: Record<string, unknown> = { ...storeSettingsOf(store), is_published: store.isPublished }
    const isCurrent = Object.entries(change.after).every(
      ([key, value]) => JSON.stringify(now[key]) === JSON.stringify(value),
    )
    if (!isCurrent) throw conflict(STORE_CHANGED_SINCE)
    if (change.action === 'publish') {
      const isPublished = change.before.is_published === true
      if (store.isPublished === isPublished) throw conflict(STORE_CHANGED_SINCE)
      return (await writeStorePublishing(tx, store, isPublished, actor, change.id)).changeId
    }
    const patch = change.before as Partial<TStoreSettings>
    const revertId = await applyStoreRevert(tx, { geo, store, patch, caller: actor }, change.id)
    if (!revertId) throw conflict(STORE_CHANGED_SINCE)
    return revertId
  }
