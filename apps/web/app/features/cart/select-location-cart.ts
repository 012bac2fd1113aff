import type { TCart, TLocation, TTransferReport } from '@deli/contracts'
import { cartApi } from '../../lib/cart-api.ts'
import { useOrderContext } from '../../lib/order-context.ts'
import { getQueryClient } from '../../lib/query-client.ts'
import { cartQueryKey, storeCart } from './use-cart.ts'

export type TLocationCart = { cart: TCart; transfer?: Omit<TTransferReport, 'cart'> }

async function currentCart(cartId: string): Promise<TCart | null> {
  const cached = getQueryClient().getQueryData<TCart>(cartQueryKey(cartId))
  if (cached) return cached
  return cartApi.get(cartId).catch(() => null)
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
  if (existing) await cartApi.abandon(existing.id).catch(() => undefined)
  return { cart: storeCart(await cartApi.create(location.menu_id)) }
}
