import type { TSaveAddressBody } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import type { GeoProvider } from '../geo/geo-provider.ts'
import { resolveDeliveryPoint } from '../stores/delivery-point.ts'
import { listMemberAddresses } from './list-member-addresses.ts'
import { saveMemberAddress } from './save-member-address.ts'

/**
 * POST members/addresses: saves a delivery address from the account page ('Add New Delivery
 * Address') or the delivery panel. Located like PUT stores/for-delivery-address: the chosen place's
 * coordinates when given, else the geo adapter's location of its ZIP; 422 GEO_NO_DETAILS ('No
 * locations are able to deliver to this address.') when it cannot be located.
 */
export async function addMemberAddress(
  options: { db: TDatabase; geo: GeoProvider },
  userId: string,
  body: Required<Omit<TSaveAddressBody, 'lat' | 'lng'>> & Pick<TSaveAddressBody, 'lat' | 'lng'>,
) {
  const point = await resolveDeliveryPoint(options.geo, {
    zip: body.zip,
    latitude: body.lat,
    longitude: body.lng,
  })
  return options.db.transaction(async (tx) => {
    await saveMemberAddress(tx, userId, {
      address: body.address,
      building: body.building,
      city: body.city,
      state: body.state,
      zip: body.zip,
      instructions: body.instructions,
      default: body.default,
      handoffMode: body.handoffMode,
      ...point,
    })
    return listMemberAddresses(tx, userId)
  })
}
