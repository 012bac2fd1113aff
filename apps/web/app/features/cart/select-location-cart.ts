import type { TCart, TLocation, TTransferReport } from '@deli/contracts'
import { cartApi } from '../../lib/cart-api.ts'
import { useOrderContext } from '../../lib/order-context.ts'
import { getQueryClient } from '../../lib/query-client.ts'
import { reportCartError } from './cart-expiry.ts'
import { cartQuery, cartQueryKey, isCartNotFound, storeCart } from './use-cart.ts'

export type TLocationCart = { cart: TCart; transfer?: Omit<TTransferReport, 'cart'> }

/**
 * The guest's current basket, or null only when the server says there is none for this session
 * (404 CART_NOT_FOUND, after the second look). Any other failure — offline, a 5xx, a refusal — is
 * thrown with its code, so the caller shows it and the guest's bag stays; a timed-out basket (410)
 * also starts the session rules of spec §4 before it is thrown.
 */
async function currentCart(cartId: string): Promise<TCart | null> {
  const client = getQueryClient()
  const cached = client.getQueryData<TCart>(cartQueryKey(cartId))
  if (cached) return cached
  try {
    return await client.fetchQuery(cartQuery(cartId))
  } catch (error) {
    if (isCartNotFound(error)) return null
    reportCartError(error)
    throw error
  }
}

/**
 * The basket for a newly selected location (spec §4 Location selection): the same basket when it is
 * already on that menu; with a basket of another menu, transferred when the location accepts
 * transfers (services.transfercart), else abandoned and a new one created; with none, one created.
 */
export async function selectLocationCart(
  location: Pick<TLocation, 'menu_id' | 'services'>,
): Promise<TLocationCart> {
  const cartId = useOrderContext.getState().cartId
  const existing = cartId ? await currentCart(cartId) : null
  if (existing && existing.menu_id === location.menu_id) return { cart: existing }
  if (existing && location.services.transfercart) {
    const { cart, ...transfer } = await cartApi.transfer(existing.id, location.menu_id)
    return { cart: storeCart(cart), transfer }
  }
  if (existing) {
    await cartApi.abandon(existing.id).catch((error: unknown) => {
      if (!isCartNotFound(error)) throw error
    })
  }
  return { cart: storeCart(await cartApi.create(location.menu_id)) }
}
