import type { TCreateStoreBody } from '@deli/contracts'
import { offeredHours } from '@deli/domain'
import { storeSettingsProblems } from '@deli/domain/back-office'
import { sql } from 'drizzle-orm'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { recordChange, type TChange } from '../audit/index.ts'
import type { GeoProvider } from '../geo/index.ts'
import { geocodeStoreAddress } from './geocode-store-address.ts'
import { announceStoreChange } from './list-regions.ts'
import { findStoreById } from './repository.ts'
import { assertStoreNameFree } from './store-name.ts'
import { storePath } from './store-path.ts'
import { storeColumnsOf, storeSettingsOf } from './store-settings.ts'
import { stores, type TStoreRow } from './tables.ts'

export type TBackOfficeCaller = { staff: TChange['staff']; fromAddress: string }

/**
 * A new store (ADR 060), unpublished: geocoded through the geo adapter, its menu (products, prices)
 * and the hours of the services it offers copied from `menu_from_store_id`, recorded in the audit trail in the same transaction. It
 * reaches search and region pages when a chain admin publishes it.
 */
export async function createStore(options: {
  db: TDatabase
  geo: GeoProvider
  body: TCreateStoreBody
  caller: TBackOfficeCaller
  /**
   * Gives the new store's menu the template's categories, products and prices, in the transaction:
   * the menus module's `copyMenu`, handed in by the caller (ADR 050: menus sits above stores).
   */
  copyMenu: (tx: TQueryable, fromMenuId: number, toMenuId: number) => Promise<number>
}): Promise<TStoreRow> {
  const { db, body, caller, copyMenu } = options
  const { menu_from_store_id: fromId, ...settings } = body
  const template = await findStoreById(db, fromId)
  if (!template) {
    const message = 'There is no store with that id to take the menu from.'
    throw new AppError(422, 'VALIDATION_FAILED', message, { menu_from_store_id: message })
  }
  const problems = storeSettingsProblems(settings)
  if (problems) throw new AppError(422, 'VALIDATION_FAILED', Object.values(problems)[0] ?? '', problems)
  const point = await geocodeStoreAddress(options.geo, settings)
  return db.transaction(async (tx) => {
    // New ids one at a time: the stores' ids and menu ids are the chain's own numbers, not a sequence.
    // The first free number after the lowest run, so ids stay small beside far-off bulk-loaded ones.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stores.create'))`)
    await assertStoreNameFree(tx, settings.name)
    const [next] = await tx
      .select({
        id: sql<number>`coalesce((select min(s.id) + 1 from stores s
          where not exists (select 1 from stores t where t.id = s.id + 1)), 1)::int`,
        menuId: sql<number>`coalesce((select min(s.menu_id) + 1 from stores s
          where not exists (select 1 from stores t where t.menu_id = s.menu_id + 1)), 1)::int`,
      })
      .from(sql`(select 1) as one`)
    if (!next) throw new Error('no next store id')
    const [created] = await tx
      .insert(stores)
      .values({
        ...storeColumnsOf(settings, template),
        name: settings.name,
        address: settings.address,
        city: settings.city,
        state: settings.state,
        zip: settings.zip,
        phone: settings.phone,
        timezone: settings.timezone,
        taxRateBps: settings.tax_rate_bps,
        services: { ...settings.services, advancedays: settings.advance_days },
        id: next.id,
        menuId: next.menuId,
        path: await storePath(tx, settings),
        latitude: point.latitude,
        longitude: point.longitude,
        geocodePrecision: point.precision,
        // The template's hours for the services this store offers (the Hours page edits only those).
        hours: offeredHours(template.hours, settings.services),
        leadTimeMinutes: template.leadTimeMinutes,
        isPublished: false,
      })
      .returning()
    if (!created) throw new Error('store insert returned nothing')
    await copyMenu(tx, template.menuId, created.menuId)
    await recordChange(tx, {
      staff: caller.staff,
      entity: 'store',
      entityId: created.id,
      action: 'create',
      storeId: created.id,
      before: null,
      after: { ...storeSettingsOf(created), menu_from_store_id: fromId },
      fromAddress: caller.fromAddress,
    })
    await announceStoreChange(tx, created.id)
    return created
  })
}
