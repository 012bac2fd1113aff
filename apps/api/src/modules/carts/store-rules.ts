import type { THandoffMode } from '@deli/contracts'
import { isDeliveryHandoff, offeredHandoffs, TEXTS, takesOrders } from '@deli/domain'
import { AppError } from '../../platform/errors.ts'

export { assertHandoffOffered } from '../stores/index.ts'

import type { TStoreRow } from '../stores/index.ts'
import { deliversTo, locationStatus } from '../stores/index.ts'

/** Orders go only to a store that is available and open for business (not 'Coming Soon'). */
export function assertStoreTakesOrders(store: TStoreRow): void {
  if (!takesOrders(locationStatus(store))) {
    throw new AppError(422, 'LOCATION_UNAVAILABLE', TEXTS.locationUnavailable(store.name))
  }
}

/** The pickup-group handoff a basket starts with at a store: the first it offers, else delivery. */
export function defaultHandoff(store: TStoreRow): THandoffMode {
  return offeredHandoffs(store.services).find((mode) => !isDeliveryHandoff(mode)) ?? 'delivery'
}

/** A delivery address outside the store's zone: DELIVERY_OUT_OF_ZONE (422) with the spec's sentence. */
export function assertDeliversTo(
  store: TStoreRow,
  point: { latitude: number; longitude: number },
  errors?: Record<string, string>,
): void {
  if (!deliversTo(store, point)) throw new AppError(422, 'DELIVERY_OUT_OF_ZONE', TEXTS.cannotDeliver, errors)
}
