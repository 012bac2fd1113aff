import type { TDeliveryAddressQuery, TDeliveryLocation } from '@deli/contracts'
import { takesOrders } from '@deli/domain'
import type { TDatabase } from '../../platform/database.ts'
import type { GeoProvider } from '../geo/geo-provider.ts'
import { findClosedToday } from '../operations/find-closed-today.ts'
import { deliversTo, resolveDeliveryPoint } from './delivery-point.ts'
import { findStoresNear } from './repository.ts'
import { locationStatus, toLocation } from './to-location.ts'

/** Delivery and split-pay results are capped at 3 (spec §5, §9). */
export const DELIVERY_RESULTS_LIMIT = 3
/** Zones are a few miles across: the nearest 25 stores always include every zone that can match. */
const CANDIDATES = 25

/**
 * PUT stores/for-delivery-address: stores whose delivery zone contains the address, nearest first,
 * keeping only those offering delivery or dispatch (or groupsplitpay for a split-payment group order),
 * at most 3.
 */
export async function findDeliveryStores(options: {
  db: TDatabase
  geo: GeoProvider
  query: TDeliveryAddressQuery & { splitPayment?: boolean }
}): Promise<TDeliveryLocation[]> {
  const point = await resolveDeliveryPoint(options.geo, {
    zip: options.query.zip ?? '',
    city: options.query.city,
    state: options.query.state,
    latitude: options.query.latitude,
    longitude: options.query.longitude,
  })
  const candidates = await findStoresNear(
    options.db,
    { lat: point.latitude, lng: point.longitude },
    CANDIDATES,
  )
  const now = new Date()
  const closed = await findClosedToday(options.db, candidates, now)
  return candidates
    .filter(
      (store) =>
        takesOrders(locationStatus(store)) &&
        (options.query.splitPayment
          ? store.services.groupsplitpay
          : store.services.delivery || store.services.dispatch) &&
        deliversTo(store, point),
    )
    .slice(0, DELIVERY_RESULTS_LIMIT)
    .map((store) => ({
      ...toLocation(store, now, store.distance, closed),
      delivery: { fee: store.deliveryFeeCents, minimum: store.deliveryMinimumCents },
    }))
}
