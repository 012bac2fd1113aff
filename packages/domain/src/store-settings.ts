import type { TStoreSettings } from '@deli/contracts'

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
