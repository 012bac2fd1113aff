import type { TStoreSettings } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { markReverted, type TBackOfficeChangeRow } from '../audit/index.ts'
import type { GeoProvider } from '../geo/index.ts'
import type { TBackOfficeCaller } from './create-store.ts'
import { publishStore } from './publish-store.ts'
import { findStoreById } from './repository.ts'
import { storeSettingsOf } from './store-settings.ts'
import type { TStoreRow } from './tables.ts'
import { updateStore } from './update-store.ts'

export const STORE_CHANGED_SINCE =
  'This store has changed since; revert the later change first or edit the store.'
export const ALREADY_REVERTED = 'This change was already reverted.'
export const NOT_REVERTIBLE = 'Only a change to a store’s settings or its publishing can be reverted here.'

const conflict = (message: string) => new AppError(409, 'CONFLICT', message)

/**
 * Reverts one store change of the audit trail (ADR 057, 060): re-applies its `before` through
 * `updateStore` (or `publishStore`), recorded as a `revert` pointing at it, and marks it reverted in
 * the same transaction. Refused with a sentence when the store no longer is as the change left it, or
 * the change was reverted already (the loser of two racing reverts rolls back). A created store is not
 * reverted: it is unpublished.
 */
export async function revertStoreChange(options: {
  db: TDatabase
  geo: GeoProvider
  change: TBackOfficeChangeRow
  caller: TBackOfficeCaller
}): Promise<TStoreRow> {
  const { db, change, caller } = options
  if (
    change.entity !== 'store' ||
    !['update', 'publish'].includes(change.action) ||
    !change.before ||
    !change.after
  ) {
    throw new AppError(422, 'VALIDATION_FAILED', NOT_REVERTIBLE)
  }
  if (change.revertedBy) throw conflict(ALREADY_REVERTED)
  const store = await findStoreById(db, Number(change.entityId))
  if (!store) throw new AppError(404, 'STORE_NOT_FOUND', 'There is no such store.')
  const now: Record<string, unknown> = { ...storeSettingsOf(store), is_published: store.isPublished }
  const isCurrent = Object.entries(change.after).every(
    ([key, value]) => JSON.stringify(now[key]) === JSON.stringify(value),
  )
  if (!isCurrent) throw conflict(STORE_CHANGED_SINCE)
  const markOnce = async (tx: Parameters<typeof markReverted>[0], revertId: string) => {
    if (!(await markReverted(tx, change.id, revertId))) throw conflict(ALREADY_REVERTED)
  }
  if (change.action === 'publish') {
    return publishStore({
      db,
      store,
      isPublished: change.before.is_published === true,
      caller,
      revertOf: change.id,
      alsoIn: markOnce,
    })
  }
  return updateStore({
    db,
    geo: options.geo,
    store,
    patch: change.before as Partial<TStoreSettings>,
    caller,
    revertOf: change.id,
    alsoIn: markOnce,
  })
}
