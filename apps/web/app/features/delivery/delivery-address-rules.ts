import type { TPlaceDetails } from '@deli/contracts'
import { TEXTS } from '@deli/domain'

/** A building (apartment, suite, floor): letters, digits, spaces and # - / . , — at most 40 characters. */
export const BUILDING_MAX = 40
const BUILDING_PATTERN = /^[\p{L}\p{N} #\-/.,]*$/u
/** Instructions for the driver: at most 200 printable characters (line breaks allowed). */
export const INSTRUCTIONS_MAX = 200
const INSTRUCTIONS_PATTERN = /^[^\p{Cc}\p{Cs}\p{Co}]*$/u

/** Spec §5: building is optional; when given it must be valid, else 'Please enter a valid building.' */
export function buildingError(value: string): string | null {
  const text = value.trim()
  return text.length <= BUILDING_MAX && BUILDING_PATTERN.test(text) ? null : TEXTS.invalidBuilding
}

/** Spec §5: instructions are optional; when given they must be valid, else 'Please enter valid instructions.' */
export function instructionsError(value: string): string | null {
  const text = value.trim()
  return text.length <= INSTRUCTIONS_MAX && INSTRUCTIONS_PATTERN.test(text.replace(/\r?\n/g, ' '))
    ? null
    : TEXTS.invalidInstructions
}

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
