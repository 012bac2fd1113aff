import type { TStoreSettings } from '@deli/contracts'
import { storeSettingsProblems } from '@deli/domain/back-office'
import { eq } from 'drizzle-orm'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { recordChange } from '../audit/index.ts'
import type { GeoProvider } from '../geo/index.ts'
import type { TBackOfficeCaller } from './create-store.ts'
import { geocodeStoreAddress, type TStorePoint } from './geocode-store-address.ts'
import { announceStoreChange } from './list-regions.ts'
import { storePath } from './store-path.ts'
import { changedFields, pickSettings, storeColumnsOf, storeSettingsOf } from './store-settings.ts'
import { stores, type TStoreRow } from './tables.ts'

const ADDRESS_FIELDS = ['address', 'city', 'state', 'zip'] as const

/**
 * Changes a store's settings (ADR 060): only the fields that differ are written, an address change is
 * geocoded again (and moves the store's region path), and the change is recorded in the audit trail
 * and announced to every node in the same transaction. `revertOf` marks a revert (ADR 057). Answers
 * the store as stored now (unchanged when nothing differs: no record, no announcement).
 */
export async function updateStore(options: {
  db: TDatabase
  geo: GeoProvider
  store: TStoreRow
  patch: Partial<TStoreSettings>
  caller: TBackOfficeCaller
  revertOf?: string
  /** Runs in the change's transaction after its record (a revert marks the original there). */
  alsoIn?: (tx: TQueryable, changeId: string) => Promise<void>
}): Promise<TStoreRow> {
  const { db, store, caller } = options
  const current = storeSettingsOf(store)
  const keys = changedFields(current, options.patch)
  if (keys.length === 0) return store
  const next = { ...current, ...options.patch }
  const problems = storeSettingsProblems(next)
  if (problems) throw new AppError(422, 'VALIDATION_FAILED', Object.values(problems)[0] ?? '', problems)
  const moves = keys.some((key) => (ADDRESS_FIELDS as readonly string[]).includes(key))
  const point: TStorePoint | null = moves ? await geocodeStoreAddress(options.geo, next) : null
  return db.transaction(async (tx) => {
    const changes = pickSettings(next, keys)
    const [updated] = await tx
      .update(stores)
      .set({
        ...storeColumnsOf(changes, store),
        ...(point && {
          latitude: point.latitude,
          longitude: point.longitude,
          geocodePrecision: point.precision,
          path: await storePath(tx, next, store.id),
        }),
      })
      .where(eq(stores.id, store.id))
      .returning()
    if (!updated) throw new AppError(404, 'STORE_NOT_FOUND', 'There is no such store.')
    const changeId = await recordChange(tx, {
      staff: caller.staff,
      entity: 'store',
      entityId: store.id,
      action: options.revertOf ? 'revert' : 'update',
      storeId: store.id,
      before: pickSettings(current, keys),
      after: pickSettings(storeSettingsOf(updated), keys),
      fromAddress: caller.fromAddress,
      revertOf: options.revertOf,
    })
    await options.alsoIn?.(tx, changeId)
    await announceStoreChange(tx, store.id)
    return updated
  })
}
