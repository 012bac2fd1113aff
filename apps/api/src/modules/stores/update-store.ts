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
import { assertStoreNameFree } from './store-name.ts'
import { storePath } from './store-path.ts'
import { changedFields, pickSettings, storeColumnsOf, storeSettingsOf } from './store-settings.ts'
import { stores, type TStoreRow } from './tables.ts'

const ADDRESS_FIELDS = ['address', 'city', 'state', 'zip'] as const

/** A store's change, checked and geocoded before its transaction: the fields that differ, and where. */
type TStoreUpdate = {
  current: TStoreSettings
  next: TStoreSettings
  keys: (keyof TStoreSettings)[]
  point: TStorePoint | null
}

/** The fields of `patch` that differ (null: none), validated, and the address geocoded when it moves. */
async function prepareStoreUpdate(
  db: TQueryable,
  geo: GeoProvider,
  store: TStoreRow,
  patch: Partial<TStoreSettings>,
): Promise<TStoreUpdate | null> {
  const current = storeSettingsOf(store)
  const keys = changedFields(current, patch)
  if (keys.length === 0) return null
  const next = { ...current, ...patch }
  const problems = storeSettingsProblems(next)
  if (problems) throw new AppError(422, 'VALIDATION_FAILED', Object.values(problems)[0] ?? '', problems)
  if (keys.includes('name')) await assertStoreNameFree(db, next.name, store.id)
  const moves = keys.some((key) => (ADDRESS_FIELDS as readonly string[]).includes(key))
  const point = moves ? await geocodeStoreAddress(geo, next) : null
  return { current, next, keys, point }
}

/** The prepared change written in `tx`, recorded (a `revert` when `revertOf`) and announced. */
async function writeStoreUpdate(
  tx: TQueryable,
  store: TStoreRow,
  update: TStoreUpdate,
  caller: TBackOfficeCaller,
  revertOf?: string,
): Promise<{ row: TStoreRow; changeId: string }> {
  const { current, next, keys, point } = update
  const [updated] = await tx
    .update(stores)
    .set({
      ...storeColumnsOf(pickSettings(next, keys), store),
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
    action: revertOf ? 'revert' : 'update',
    storeId: store.id,
    before: pickSettings(current, keys),
    after: pickSettings(storeSettingsOf(updated), keys),
    fromAddress: caller.fromAddress,
    revertOf,
  })
  await announceStoreChange(tx, store.id)
  return { row: updated, changeId }
}

/**
 * Changes a store's settings (ADR 060): only the fields that differ are written, an address change is
 * geocoded again (before the transaction; it moves the store's region path), and the change is
 * recorded in the audit trail and announced to every node in the same transaction. Answers the store
 * as stored now (unchanged when nothing differs: no record, no announcement).
 */
export async function updateStore(options: {
  db: TDatabase
  geo: GeoProvider
  store: TStoreRow
  patch: Partial<TStoreSettings>
  caller: TBackOfficeCaller
}): Promise<TStoreRow> {
  const { store } = options
  const update = await prepareStoreUpdate(options.db, options.geo, store, options.patch)
  if (!update) return store
  return options.db.transaction(async (tx) => (await writeStoreUpdate(tx, store, update, options.caller)).row)
}

/**
 * A revert's settings change (ADR 057) in the revert's transaction `tx`: as `updateStore`, recorded as
 * a `revert` of `revertOf`; answers its record id, or null when nothing differs.
 */
export async function applyStoreRevert(
  tx: TQueryable,
  options: { geo: GeoProvider; store: TStoreRow; patch: Partial<TStoreSettings>; caller: TBackOfficeCaller },
  revertOf: string,
): Promise<string | null> {
  const update = await prepareStoreUpdate(tx, options.geo, options.store, options.patch)
  if (!update) return null
  return (await writeStoreUpdate(tx, options.store, update, options.caller, revertOf)).changeId
}
