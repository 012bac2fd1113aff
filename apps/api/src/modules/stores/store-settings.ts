import type { TStoreAdmin, TStoreSettings } from '@deli/contracts'
import type { TStoreRow } from './tables.ts'

/** The back office's settings of a store row (ADR 060): what an edit changes and the audit keeps. */
export function storeSettingsOf(row: TStoreRow): TStoreSettings {
  const { advancedays, ...services } = row.services
  return {
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    phone: row.phone,
    timezone: row.timezone,
    tax_rate_bps: row.taxRateBps,
    services,
    advance_days: advancedays,
    delivery_zone: row.deliveryZone,
    delivery_fee_cents: row.deliveryFeeCents,
    delivery_minimum_cents: row.deliveryMinimumCents,
    is_coming_soon: row.isComingSoon,
    opening_date: row.openingDate,
  }
}

/** The columns of a settings change (only the fields it names). */
export function storeColumnsOf(
  patch: Partial<TStoreSettings>,
  current: TStoreRow,
): Partial<Omit<TStoreRow, 'id' | 'menuId' | 'createdAt'>> {
  const columns: Partial<Omit<TStoreRow, 'id' | 'menuId' | 'createdAt'>> = {}
  if (patch.name !== undefined) columns.name = patch.name
  if (patch.address !== undefined) columns.address = patch.address
  if (patch.city !== undefined) columns.city = patch.city
  if (patch.state !== undefined) columns.state = patch.state
  if (patch.zip !== undefined) columns.zip = patch.zip
  if (patch.phone !== undefined) columns.phone = patch.phone
  if (patch.timezone !== undefined) columns.timezone = patch.timezone
  if (patch.tax_rate_bps !== undefined) columns.taxRateBps = patch.tax_rate_bps
  if (patch.services !== undefined || patch.advance_days !== undefined) {
    columns.services = {
      ...current.services,
      ...patch.services,
      advancedays: patch.advance_days ?? current.services.advancedays,
    }
  }
  if (patch.delivery_zone !== undefined) columns.deliveryZone = patch.delivery_zone
  if (patch.delivery_fee_cents !== undefined) columns.deliveryFeeCents = patch.delivery_fee_cents
  if (patch.delivery_minimum_cents !== undefined) columns.deliveryMinimumCents = patch.delivery_minimum_cents
  if (patch.is_coming_soon !== undefined) columns.isComingSoon = patch.is_coming_soon
  if (patch.opening_date !== undefined) columns.openingDate = patch.opening_date
  return columns
}

/** A store as the back office shows it, with what the reader may change. */
export function toStoreAdmin(row: TStoreRow, mayEdit: TStoreAdmin['may_edit']): TStoreAdmin {
  return {
    ...storeSettingsOf(row),
    id: row.id,
    menu_id: row.menuId,
    path: row.path,
    latitude: row.latitude,
    longitude: row.longitude,
    geocode_precision: row.geocodePrecision,
    is_published: row.isPublished,
    is_available: row.isAvailable,
    may_edit: mayEdit,
  }
}

/** The fields of `patch` whose values differ from `settings` (JSON equality: zones and services too). */
export function changedFields(
  settings: TStoreSettings,
  patch: Partial<TStoreSettings>,
): (keyof TStoreSettings)[] {
  return (Object.keys(patch) as (keyof TStoreSettings)[]).filter(
    (key) => patch[key] !== undefined && JSON.stringify(patch[key]) !== JSON.stringify(settings[key]),
  )
}

/** Only the named fields of the settings (an audit record's before and after). */
export function pickSettings(
  settings: TStoreSettings,
  keys: readonly (keyof TStoreSettings)[],
): Partial<TStoreSettings> {
  return Object.fromEntries(keys.map((key) => [key, settings[key]])) as Partial<TStoreSettings>
}
