import type { TCart, THandoffMode } from '@deli/contracts'
import { isDeliveryHandoff, TEXTS } from '@deli/domain'
import { AppError } from '../../platform/errors.ts'
import { changeOwnedCart, type TCartChangeCaller } from './cart-access.ts'
import { DELIVERY_NEEDS_ADDRESS } from './create-cart.ts'
import { keepValidTime } from './keep-valid-time.ts'
import { assertDeliversTo, assertHandoffOffered } from './store-rules.ts'

/** Applies a handoff {handoffMode} (spec §7). Delivery needs the address set first. */
export async function setCartHandoff(
  caller: TCartChangeCaller,
  cartId: string,
  handoff: THandoffMode,
): Promise<TCart> {
  return changeOwnedCart(
    caller,
    cartId,
    async ({ cart, store, now }) => {
      assertHandoffOffered(store, handoff)
      if (isDeliveryHandoff(handoff)) {
        if (!cart.address) throw new AppError(422, 'DELIVERY_ADDRESS_REQUIRED', DELIVERY_NEEDS_ADDRESS)
        assertDeliversTo(store, cart.address)
      }
      return keepValidTime(cart, store, { handoff }, now)
    },
    { hostOnly: TEXTS.hostOnlyOrderType },
  )
}
