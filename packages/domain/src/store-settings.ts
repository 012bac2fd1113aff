import type { TStoreSettings } from '@deli/contracts'
import { PHONE_RULE } from '@deli/contracts/constants'
import {
  isIanaTimeZone,
  STORE_SETTINGS_LIMITS as L,
  STORE_SETTINGS_MESSAGES as M,
} from '@deli/contracts/store-settings-rules'
import { ruleError } from './text-rules.ts'

export const DELIVERY_ZONE_REQUIRED = 'A store that delivers needs a delivery zone.'

/**
 * The rules across a store's settings (ADR 060), per field, or null: a store that delivers or
 * dispatches drivers needs a delivery zone. The back office's form and the API apply the same.
 */
export function storeSettingsProblems(
  settings: Pick<TStoreSettings, 'services' | 'delivery_zone'>,
): Record<string, string> | null {
  const delivers = settings.services.delivery || settings.services.dispatch
  if (delivers && settings.delivery_zone === null) return { delivery_zone: DELIVERY_ZONE_REQUIRED }
  return null
}

const isIntIn = (value: unknown, range: { min: number; max: number }) =>
  typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max
const lengthIn = (value: unknown, min: number, max: number) =>
  typeof value === 'string' && value.trim().length >= min && value.trim().length <= max
const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

/**
 * Each field's sentence for store settings as a form typed them (ADR 060): the same limits and
 * sentences as the API's `ZStoreSettingsSchema` (zod stays on the server), then the rules across
 * fields. `creating` also wants the store whose menu the new one sells. Empty when all is well.
 */
export function storeSettingsFieldErrors(
  settings: Record<keyof TStoreSettings, unknown> & { menu_from_store_id?: unknown },
  creating = false,
): Record<string, string> {
  const errors: Record<string, string> = {}
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  if (!lengthIn(settings.name, L.nameLength.min, L.nameLength.max)) errors.name = M.name
  if (!lengthIn(settings.address, 3, L.streetLength)) errors.address = M.street
  if (!lengthIn(settings.city, 2, L.cityLength)) errors.city = M.city
  if (!/^[A-Za-z]{2}$/.test(text(settings.state).trim())) errors.state = M.state
  if (!/^\d{5}$/.test(text(settings.zip).trim())) errors.zip = M.zip
  const phone = ruleError(PHONE_RULE, text(settings.phone))
  if (phone) errors.phone = phone
  if (!isIanaTimeZone(text(settings.timezone).trim())) errors.timezone = M.timezone
  if (!isIntIn(settings.tax_rate_bps, L.taxRateBps)) errors.tax_rate_bps = M.taxRateBps
  if (!isIntIn(settings.advance_days, L.advanceDays)) errors.advance_days = M.advanceDays
  if (!isIntIn(settings.delivery_fee_cents, L.deliveryFeeCents))
    errors.delivery_fee_cents = M.deliveryFeeCents
  if (!isIntIn(settings.delivery_minimum_cents, L.deliveryMinimumCents))
    errors.delivery_minimum_cents = M.deliveryMinimumCents
  const zone = settings.delivery_zone as TStoreSettings['delivery_zone']
  if (zone?.type === 'radius') {
    const miles = zone.miles
    if (!(Number.isFinite(miles) && miles >= L.radiusMiles.min && miles <= L.radiusMiles.max))
      errors.delivery_zone = M.radiusMiles
  }
  const opening = settings.opening_date
  if (opening !== null && !(typeof opening === 'string' && isDay(opening)))
    errors.opening_date = M.openingDate
  if (creating && !isIntIn(settings.menu_from_store_id, { min: 1, max: 2_147_483_647 }))
    errors.menu_from_store_id = M.menuFrom
  if (Object.keys(errors).length === 0) {
    const across = storeSettingsProblems(settings as Pick<TStoreSettings, 'services' | 'delivery_zone'>)
    if (across) Object.assign(errors, across)
  }
  return errors
}
