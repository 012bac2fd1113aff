import type { TCart } from '@deli/contracts'
import { readOwnedCart, type TCartCaller } from './cart-access.ts'
import { presentCart } from './present-cart.ts'

/** The caller's basket with its lines, order time and totals. */
export async function getCart(caller: TCartCaller, cartId: string): Promise<TCart> {
  const { cart, store } = await readOwnedCart(caller, cartId)
  return presentCart(caller.db, cart, store)
}
