import type { TLocation } from '@deli/contracts'
import { formatMoney } from './money.ts'

/**
 * Whether a store takes orders (spec §4 Location selection): it must be available and not 'Coming
 * Soon'; otherwise the guest sees '{name} is currently unavailable, please check back later.'
 */
export function takesOrders(store: Pick<TLocation, 'available' | 'Coming Soon'>): boolean {
  return store.available && !store['Coming Soon']
}

/**
 * The delivery minimum (a store's delivery zone, in cents): a delivery basket whose subtotal is below
 * it cannot be submitted. The sentence the bag shows and the API's DELIVERY_MINIMUM_NOT_MET carries;
 * null when the minimum is met.
 */
export function deliveryMinimumError(subtotal: number, minimum: number): string | null {
  return subtotal < minimum ? `Delivery orders need a subtotal of at least ${formatMoney(minimum)}.` : null
}
