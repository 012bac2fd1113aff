import type { TCart, TLocation } from '@deli/contracts'
import { TEXTS, takesOrders } from '@deli/domain'
import { ApiError, apiCall } from '../../lib/api-client.ts'
import { cartApi } from '../../lib/cart-api.ts'
import { toCurrentLocation, useOrderContext } from '../../lib/order-context.ts'
import { getQueryClient } from '../../lib/query-client.ts'
import { selectLocationCart, type TLocationCart } from './select-location-cart.ts'
import { cartQueryKey, storeCart } from './use-cart.ts'

/**
 * The basket to add a product of menu `menuId` to. With the current location on that menu: its basket,
 * or a new one when there is none. Otherwise the menu's store is looked up and selected as in spec §4
 * Location selection (unavailable or 'Coming Soon' → '{name} is currently unavailable, please check
 * back later.'; a basket of another menu transferred or replaced) and becomes the current location.
 */
export async function ensureMenuCart(menuId: number): Promise<TLocationCart> {
  const { location, cartId } = useOrderContext.getState()
  if (location?.menu_id === menuId) {
    if (!cartId) return { cart: storeCart(await cartApi.create(menuId)) }
    const cached = getQueryClient().getQueryData<TCart>(cartQueryKey(cartId))
    if (cached?.menu_id === menuId) return { cart: cached }
  }
  const store = await apiCall<TLocation>(`locations/${menuId}?byMenuId=true`)
  if (!takesOrders(store)) {
    throw new ApiError(TEXTS.locationUnavailable(store.name), 'LOCATION_UNAVAILABLE', 409)
  }
  // A product link of another store: the bag moves (or is replaced) only once the guest agreed.
  const selected = await selectLocationCart(store, { askBeforeTransfer: true })
  useOrderContext.getState().setLocation(toCurrentLocation(store))
  return selected
}
