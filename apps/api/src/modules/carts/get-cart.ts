import type { TCart } from '@deli/contracts'
import { readCart, type TCartCaller } from './cart-access.ts'
import { presentCart } from './present-cart.ts'

/**
 * The basket with its lines, order time and totals, as the caller sees it: its owner everything; a
 * participant of a host-pays group order only their own lines (spec §4, §6).
 */
export async function getCart(caller: TCartCaller, cartId: string): Promise<TCart> {
  const { cart, store, access } = await readCart(caller, cartId)
  return presentCart(caller.db, caller.config, cart, store, new Date(), access)
}
