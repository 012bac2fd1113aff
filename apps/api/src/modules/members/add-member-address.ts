import type { TSaveAddressBody } from '@deli/contracts'
import { TEXTS } from '@deli/domain'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import type { GeoProvider } from '../geo/index.ts'
import { findDeliveryStores, resolveDeliveryPoint } from '../stores/index.ts'
import { listMemberAddresses } from './list-member-addresses.ts'
import { saveMemberAddress } from './save-member-address.ts'

/**
 * POST members/addresses: saves a delivery address from the account page ('Add New Delivery
 * Address') or the delivery panel. Located and checked like PUT stores/for-delivery-address
 * (`resolveDeliveryPoint`: 422 GEO_NO_DETAILS for an unknown ZIP, ADDRESS_MISMATCH when city, state
 * and ZIP do not belong together), and saved only when some store delivers there (else 422
 * DELIVERY_OUT_OF_ZONE with the spec's 'We unfortunately cannot deliver…').
 */
export async function addMemberAddress(
  options: { db: TDatabase; geo: GeoProvider },
  userId: string,
  body: Required<Omit<TSaveAddressBody, 'lat' | 'lng'>> & Pick<TSaveAddressBody, 'lat' | 'lng'>,
) {
  const place = { zip: body.zip, city: body.city, state: body.state, latitude: body.lat, longitude: body.lng }
  const point = await resolveDeliveryPoint(options.geo, place)
  // An address no store delivers to would be offered as 'Deliver here' for nothing: not saved.
  const stores = await findDeliveryStores({
    db: options.db,
    geo: options.geo,
    query: { ...place, address: body.address },
  })
  if (stores.length === 0)
    throw new AppError(422, 'DELIVERY_OUT_OF_ZONE', TEXTS.cannotDeliver, { address: TEXTS.cannotDeliver })
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
