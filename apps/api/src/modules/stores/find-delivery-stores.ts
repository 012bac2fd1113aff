import type { TDeliveryAddressQuery, TDeliveryLocation } from '@deli/contracts'
import { DELIVERY_RESULTS_LIMIT, takesOrders } from '@deli/domain'
import type { TDatabase } from '../../platform/database.ts'
import type { GeoProvider } from '../geo/index.ts'
import { deliversTo, resolveDeliveryPoint } from './delivery-point.ts'
import { findNearby } from './find-nearby-stores.ts'
import { locationStatus, staticLocation } from './to-location.ts'

/** Zones are a few miles across: the nearest 25 stores always include every zone that can match. */
const CANDIDATES = 25

/**
 * PUT stores/for-delivery-address: stores whose delivery zone contains the address, nearest first,
 * keeping only those offering delivery or dispatch (or groupsplitpay for a split-payment group order),
 * at most 3. The candidates come from the location search's read (ADR 032): one statement, rows kept
 * per version.
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
  const candidates = await findNearby({
    db: options.db,
    origin: { lat: point.latitude, lng: point.longitude },
    limit: CANDIDATES,
  })
  return candidates
    .filter(
      ({ row }) =>
        takesOrders(locationStatus(row)) &&
        (options.query.splitPayment
          ? row.services.groupsplitpay
          : row.services.delivery || row.services.dispatch) &&
        deliversTo(row, point),
    )
    .slice(0, DELIVERY_RESULTS_LIMIT)
    .map(({ row, open, opens, distance }) => ({
      ...staticLocation(row),
      open,
      opens,
      distance,
      delivery: { fee: row.deliveryFeeCents, minimum: row.deliveryMinimumCents },
    }))
}
