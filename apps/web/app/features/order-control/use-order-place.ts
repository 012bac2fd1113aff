import { isDeliveryHandoff, TEXTS } from '@deli/domain'
import { useOrderContext } from '../../lib/order-context.ts'
import { useCart } from '../cart/index.ts'

/**
 * Where the current order goes, in a few words for the header and mobile sub-header: the delivery
 * address, the pickup location's address, or 'Order Now' (spec §2).
 */
export function useOrderPlace(): { label: string; street: string; isDelivery: boolean; hasOrder: boolean } {
  const location = useOrderContext((state) => state.location)
  const { cart } = useCart()
  const address = cart && isDeliveryHandoff(cart.handoff) ? cart.address : null
  const place = location && address ? address : location
  if (!place) return { label: TEXTS.orderNow, street: TEXTS.orderNow, isDelivery: false, hasOrder: false }
  return {
    label: `${place.address}, ${place.city}`,
    street: place.address,
    isDelivery: address !== null,
    hasOrder: true,
  }
}
