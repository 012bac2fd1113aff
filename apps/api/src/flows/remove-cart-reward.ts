import type { TCart } from '@deli/contracts'
import { changeOwnedCart, type TCartCaller } from '../modules/carts/index.ts'
import { removeRedemption } from '../modules/rewards/index.ts'

/**
 * Remove cart reward (spec §7 named action; DELETE carts/{id}/reward): takes the redeemed reward off
 * the caller's basket; its points were never spent. Idempotent: a basket without one answers as is.
 * A submitted basket is 409 CART_SUBMITTED like every basket change.
 */
export async function removeCartReward(caller: TCartCaller, cartId: string): Promise<TCart> {
  return changeOwnedCart(caller, cartId, async ({ tx, cart }) => {
    await removeRedemption(tx, cart.id)
    return undefined
  })
}
