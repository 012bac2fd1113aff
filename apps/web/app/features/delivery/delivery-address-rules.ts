import type { TPlaceDetails } from '@deli/contracts'
import { TEXTS } from '@deli/domain'

/** A delivery address as the delivery search and PUT carts/{id}/handoff/delivery take it. */
export type TDeliveryPoint = {
  address: string
  city: string
  state: string
  zip: string
  latitude: number
  longitude: number
}

/**
 * Spec §5: a delivery result needs addressLabel, city, stateCode, postalCode, latitude and longitude;
 * anything less (a city or a bare ZIP code) is null, and the guest sees 'No details available…'.
 */
export function toDeliveryPoint(details: TPlaceDetails | undefined): TDeliveryPoint | null {
  if (!details) return null
  const { addressLabel, city, stateCode, postalCode, latitude, longitude } = details
  if (!addressLabel || !city || !stateCode || !postalCode) return null
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null
  return { address: addressLabel, city, state: stateCode, zip: postalCode, latitude, longitude }
}

/**
 * The fine print under a place the offline gazetteer placed approximately (its `precision`): how the
 * address was matched, so nobody takes the store list for a door-to-door check. Null for a place the
 * geo provider located itself (Google Places).
 */
export function placePrecisionNote(details: TPlaceDetails | undefined): string | null {
  if (!details?.precision) return null
  if (details.precision === 'postal_code') return TEXTS.addressMatchedByZip(details.postalCode ?? '')
  return TEXTS.addressMatchedByCity(details.city ?? '', details.stateCode ?? '')
}
