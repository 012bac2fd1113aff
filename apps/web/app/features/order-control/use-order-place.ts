import { isDeliveryHandoff, orderTimeText, TEXTS } from '@deli/domain'
import { useOrderContext } from '../../lib/order-context.ts'
import { useCart } from '../cart/index.ts'

/**
 * Where the current order goes, in a few words for the header and mobile sub-header: the delivery
 * address, the pickup location's address, or 'Order Now' (spec §2); and when, once a basket exists.
 */
export function useOrderPlace(): {
  label: string
  street: string
  /** The basket's order time in a few words ('Next Available', 'Sat, Nov 21 · 12:15 PM'), once one exists. */
  time: string | null
  isDelivery: boolean
  hasOrder: boolean
} {
  const location = useOrderContext((state) => state.location)
  const { cart } = useCart()
  const address = cart && isDeliveryHandoff(cart.handoff) ? cart.address : null
  const place = location && address ? address : location
  if (!place)
    return { label: TEXTS.orderNow, street: TEXTS.orderNow, time: null, isDelivery: false, hasOrder: false }
  return {
    label: `${place.address}, ${place.city}`,
    street: place.address,
    time: cart && cart.menu_id === location?.menu_id ? orderTimeText(cart.time, 'short') : null,
    isDelivery: address !== null,
    hasOrder: true,
  }
}
