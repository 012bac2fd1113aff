import { distanceMiles, isInDeliveryZone, stateName, TEXTS } from '@deli/domain'
import { AppError } from '../../platform/errors.ts'
import type { GeoProvider } from '../geo/index.ts'
import { CITY_OF_ZIP_MILES, cityFitsZip, usPlaces } from '../geo/index.ts'
import type { TStoreRow } from './tables.ts'

const noDetails = () =>
  new AppError(422, 'GEO_NO_DETAILS', TEXTS.noDeliveryLocations, { address: TEXTS.noDeliveryLocations })
const mismatch = (errors: Record<string, string>) =>
  new AppError(422, 'ADDRESS_MISMATCH', ADDRESS_MISMATCH_MESSAGE, errors)
export const ADDRESS_MISMATCH_MESSAGE =
  'This street, city, state and ZIP code do not belong together. Please check the address.'

/**
 * Where a delivery address is, checked the same way wherever an address comes in (the delivery
 * search, the basket's delivery handoff, a member's saved address): its ZIP code must be a US ZIP
 * (the `zipcodes` data of the gazetteer), the state the ZIP's state and the city the ZIP's city or a
 * neighbour within 30 miles. Its point is the chosen place's coordinates when the client has them and
 * they lie within 30 miles of the ZIP, else the geo adapter's location of the ZIP. An unknown ZIP is
 * spec §8's 'No locations are able to deliver to this address.' (422 GEO_NO_DETAILS); parts that do
 * not belong together are 422 ADDRESS_MISMATCH with the field to fix.
 */
export async function resolveDeliveryPoint(
  geo: GeoProvider,
  address: {
    zip: string
    city?: string | undefined
    state?: string | undefined
    latitude?: number | undefined
    longitude?: number | undefined
  },
): Promise<{ latitude: number; longitude: number }> {
  const record = /^\d{5}$/.test(address.zip) ? usPlaces().zips.get(address.zip) : undefined
  if (!record) throw noDetails()
  const state = address.state?.trim().toUpperCase() ?? ''
  if (state && state !== record.state)
    throw mismatch({
      state: `ZIP code ${record.zip} is in ${stateName(record.state) ?? record.state}, not ${state}.`,
    })
  const city = address.city?.trim() ?? ''
  if (city && !cityFitsZip(city, record))
    throw mismatch({ city: `ZIP code ${record.zip} is not in ${city}.` })
  if (address.latitude !== undefined && address.longitude !== undefined) {
    const point = { lat: address.latitude, lng: address.longitude }
    if (distanceMiles(point, { lat: record.latitude, lng: record.longitude }) > CITY_OF_ZIP_MILES)
      throw mismatch({ zip: `This address is not in ZIP code ${record.zip}.` })
    return { latitude: address.latitude, longitude: address.longitude }
  }
  const centre = (await geo.postalCode(record.zip)) ?? { lat: record.latitude, lng: record.longitude }
  return { latitude: centre.lat, longitude: centre.lng }
}

/** Whether the store delivers to a point: it has a delivery zone and the zone holds the point. */
export function deliversTo(
  store: Pick<TStoreRow, 'deliveryZone' | 'latitude' | 'longitude'>,
  point: { latitude: number; longitude: number },
): boolean {
  return store.deliveryZone !== null && isInDeliveryZone(store.deliveryZone, store, point)
}
