import type { TStoreAdmin, TStoreSettings } from '@deli/contracts'
import { stateTimeZone, stripPhonePunctuation } from '@deli/domain'
import { storeSettingsFieldErrors } from '@deli/domain/back-office'

/** The seven handoff services a store may offer, in the form's order, with the names staff read. */
export const SERVICE_FIELDS = [
  ['pickup', 'Pickup'],
  ['curbside', 'Curbside'],
  ['drivethru', 'Drive-thru'],
  ['delivery', 'Delivery (own drivers)'],
  ['dispatch', 'Courier delivery (dispatch)'],
  ['groupsplitpay', 'Group orders with split pay'],
  ['transfercart', 'Basket transfer to another store'],
] as const satisfies readonly (readonly [keyof TStoreSettings['services'], string])[]

/** The settings form's fields as typed (text inputs hold text; numbers are read on save). */
export type TSettingsDraft = {
  name: string
  address: string
  city: string
  state: string
  zip: string
  phone: string
  timezone: string
  /** Whether the time zone follows the state typed (`withState`): until the admin chooses one. */
  zoneFollowsState: boolean
  /** Percent, '7.25'. */
  taxPercent: string
  services: TStoreSettings['services']
  advanceDays: string
  /** Miles; empty: no radius (no delivery zone, or the polygon kept as it is). */
  radiusMiles: string
  /** A polygon zone the form does not edit: kept unless a radius is typed. */
  polygon: TStoreSettings['delivery_zone']
  /** Dollars, '3.99'. */
  deliveryFee: string
  deliveryMinimum: string
  isComingSoon: boolean
  openingDate: string
  /** Only when creating: the store whose menu and hours the new one starts with. */
  menuFromStoreId: string
}

const dollars = (cents: number) => (cents / 100).toFixed(2)
const cents = (text: string) => (text.trim() === '' ? Number.NaN : Math.round(Number(text) * 100))
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text))

export const EMPTY_DRAFT: TSettingsDraft = {
  name: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  // No zone until the state is typed (`withState`): a default zone is a wrong clock for most of a chain.
  timezone: '',
  zoneFollowsState: true,
  taxPercent: '',
  services: {
    pickup: true,
    curbside: false,
    drivethru: false,
    delivery: false,
    dispatch: false,
    groupsplitpay: false,
    transfercart: true,
  },
  advanceDays: '7',
  radiusMiles: '',
  polygon: null,
  deliveryFee: '0.00',
  deliveryMinimum: '0.00',
  isComingSoon: false,
  openingDate: '',
  menuFromStoreId: '',
}

/**
 * The draft with its state changed: a time zone that follows the state (empty, or the one the state
 * gave) becomes the new state's (domain `stateTimeZone`) once it names a region; one the admin chose
 * stays.
 */
export function withState(draft: TSettingsDraft, state: string): TSettingsDraft {
  const zone = draft.zoneFollowsState ? stateTimeZone(state) : undefined
  return { ...draft, state, timezone: zone ?? draft.timezone }
}

/** The admin choosing a time zone: it no longer follows the state (cleared, it does again). */
export function withZone(draft: TSettingsDraft, timezone: string): TSettingsDraft {
  const follows = timezone.trim() === ''
  return { ...draft, timezone, zoneFollowsState: follows }
}

/** A stored store as the form shows it. */
export function draftOf(store: TStoreAdmin): TSettingsDraft {
  const zone = store.delivery_zone
  return {
    name: store.name,
    address: store.address,
    city: store.city,
    state: store.state,
    zip: store.zip,
    phone: store.phone,
    timezone: store.timezone,
    zoneFollowsState: store.timezone === stateTimeZone(store.state),
    taxPercent: (store.tax_rate_bps / 100).toString(),
    services: store.services,
    advanceDays: String(store.advance_days),
    radiusMiles: zone?.type === 'radius' ? String(zone.miles) : '',
    polygon: zone?.type === 'polygon' ? zone : null,
    deliveryFee: dollars(store.delivery_fee_cents),
    deliveryMinimum: dollars(store.delivery_minimum_cents),
    isComingSoon: store.is_coming_soon,
    openingDate: store.opening_date ?? '',
    menuFromStoreId: '',
  }
}

/** The settings a draft stands for (not yet checked). */
export function settingsOf(draft: TSettingsDraft): Record<keyof TStoreSettings, unknown> {
  const radius = draft.radiusMiles.trim()
  return {
    name: draft.name,
    address: draft.address,
    city: draft.city,
    state: draft.state,
    zip: draft.zip,
    phone: stripPhonePunctuation(draft.phone),
    timezone: draft.timezone,
    tax_rate_bps: draft.taxPercent.trim() === '' ? Number.NaN : Math.round(Number(draft.taxPercent) * 100),
    services: draft.services,
    advance_days: whole(draft.advanceDays),
    delivery_zone: radius === '' ? draft.polygon : { type: 'radius', miles: Number(radius) },
    delivery_fee_cents: cents(draft.deliveryFee),
    delivery_minimum_cents: cents(draft.deliveryMinimum),
    is_coming_soon: draft.isComingSoon,
    opening_date: draft.openingDate.trim() === '' ? null : draft.openingDate,
  }
}

/** The form's field ids by the API's field names (where an error goes). */
export type TFieldErrors = Partial<Record<string, string>>

/**
 * Checks a draft with the API's limits and sentences (the domain's `storeSettingsFieldErrors`, ADR
 * 060): the settings to send, trimmed as the API trims them, or a sentence per field. `creating` adds
 * the menu's store.
 */
export function checkDraft(
  draft: TSettingsDraft,
  creating: boolean,
):
  | { ok: true; settings: TStoreSettings & { menu_from_store_id?: number } }
  | { ok: false; errors: TFieldErrors } {
  const raw = settingsOf(draft)
  const candidate = {
    ...raw,
    name: draft.name.trim(),
    address: draft.address.trim(),
    city: draft.city.trim(),
    state: draft.state.trim().toUpperCase(),
    zip: draft.zip.trim(),
    timezone: draft.timezone.trim(),
    ...(creating && { menu_from_store_id: whole(draft.menuFromStoreId) }),
  }
  const errors = storeSettingsFieldErrors(candidate, creating)
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, settings: candidate as TStoreSettings & { menu_from_store_id?: number } }
}

/** Only what differs from the stored store (a PATCH body); a manager sends only what they may change. */
export function changedSettings(stored: TStoreAdmin, next: TStoreSettings): Partial<TStoreSettings> {
  const changed: Partial<Record<keyof TStoreSettings, unknown>> = {}
  for (const key of Object.keys(next) as (keyof TStoreSettings)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(stored[key])) changed[key] = next[key]
  }
  return changed as Partial<TStoreSettings>
}
