import { isInDeliveryZone, TEXTS } from '@deli/domain'
import { AppError } from '../../platform/errors.ts'
import type { GeoProvider } from '../geo/geo-provider.ts'
import type { TStoreRow } from './tables.ts'

/**
 * Where a delivery address is: the coordinates of the chosen place when the client has them (place
 * details), otherwise the geo adapter's location for its ZIP. Unknown → spec §8's
 * 'No locations are able to deliver to this address.' (422).
 */
export async function resolveDeliveryPoint(
  geo: GeoProvider,
  address: { zip: string; latitude?: number | undefined; longitude?: number | undefined },
): Promise<{ latitude: number; longitude: number }> {
  if (address.latitude !== undefined && address.longitude !== undefined) {
    return { latitude: address.latitude, longitude: address.longitude }
  }
  const centre = /^\d{5}$/.test(address.zip) ? await geo.postalCode(address.zip) : null
  if (!centre)
    throw new AppError(422, 'GEO_NO_DETAILS', TEXTS.noDeliveryLocations, {
      address: TEXTS.noDeliveryLocations,
    })
  return { latitude: centre.lat, longitude: centre.lng }
}

/** Whether the store delivers to a point: it has a delivery zone and the zone holds the point. */
export function deliversTo(
  store: Pick<TStoreRow, 'deliveryZone' | 'latitude' | 'longitude'>,
  point: { latitude: number; longitude: number },
): boolean {
  return store.deliveryZone !== null && isInDeliveryZone(store.deliveryZone, store, point)
}
