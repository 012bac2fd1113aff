import { AppError } from '../../platform/errors.ts'
import type { GeoProvider } from '../geo/index.ts'
import { resolveDeliveryPoint } from './delivery-point.ts'

export const ADDRESS_NOT_FOUND =
  'We could not place this address; check the street, city, state and ZIP code.'

export type TStorePoint = {
  latitude: number
  longitude: number
  /** `street` when the geo adapter placed the street itself; else the ZIP's or the city's centre. */
  precision: 'street' | 'postal_code' | 'locality'
}

/**
 * A store's coordinates from its address, through the geo adapter (ADR 003, 060): the first street
 * suggestion's place, checked like every incoming address (ADR 018: the ZIP exists, the state and
 * city belong to it, the point lies near it). Offline, the gazetteer places a street at its ZIP's
 * centre and says so (`precision`); the back office shows that rather than pretend to a street.
 */
export async function geocodeStoreAddress(
  geo: GeoProvider,
  address: { address: string; city: string; state: string; zip: string },
): Promise<TStorePoint> {
  const typed = `${address.address}, ${address.city}, ${address.state} ${address.zip}`
  const suggestion = (await geo.autocomplete(typed, {})).find((found) => found.kind === 'address')
  const place = suggestion ? await geo.details(suggestion.placeId) : null
  try {
    const point = await resolveDeliveryPoint(geo, {
      zip: address.zip,
      city: address.city,
      state: address.state,
      latitude: place?.latitude,
      longitude: place?.longitude,
    })
    const precision = place ? (place.precision ?? 'street') : 'postal_code'
    return { ...point, precision }
  } catch (error) {
    if (error instanceof AppError && error.code === 'GEO_NO_DETAILS') {
      throw new AppError(422, 'GEO_NO_DETAILS', ADDRESS_NOT_FOUND, { zip: ADDRESS_NOT_FOUND })
    }
    throw error
  }
}
