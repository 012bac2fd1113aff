import type { TLocation } from '@deli/contracts'
import { formatMoney } from './money.ts'
import { TEXTS } from './texts.ts'

/**
 * Whether a store takes orders (spec §4 Location selection): it must be available and not 'Coming
 * Soon'; otherwise the guest sees '{name} is currently unavailable, please check back later.'
 */
export function takesOrders(store: Pick<TLocation, 'available' | 'Coming Soon'>): boolean {
  return store.available && !store['Coming Soon']
}

/**
 * What a store's card says instead of 'Start Order' when it takes no orders (its 'Start Order' would
 * only answer with an error): 'Coming Soon' stores tell they open soon; null when it takes orders.
 */
export function notTakingOrdersText(store: Pick<TLocation, 'available' | 'Coming Soon'>): string | null {
  if (store['Coming Soon']) return TEXTS.notTakingOrdersYet
  return store.available ? null : TEXTS.notTakingOrders
}

/**
 * The delivery minimum (a store's delivery zone, in cents): a delivery basket whose subtotal is below
 * it cannot be submitted. The sentence the bag shows and the API's DELIVERY_MINIMUM_NOT_MET carries;
 * null when the minimum is met.
 */
export function deliveryMinimumError(subtotal: number, minimum: number): string | null {
  return subtotal < minimum ? TEXTS.deliveryMinimum(formatMoney(minimum)) : null
}
