import type { TCart, TOrderTimeBody } from '@deli/contracts'
import { isAsapAvailable, TEXTS } from '@deli/domain'
import { AppError } from '../../platform/errors.ts'
import { findStoreTiming } from '../availability/index.ts'
import { basketMakeSeconds } from './basket-make-seconds.ts'
import { changeOwnedCart, type TCartChangeCaller } from './cart-access.ts'
import { findBasketMakeLines, kitchenLoad } from './kitchen-repository.ts'
import {
  ASAP_UNAVAILABLE_MESSAGE,
  acceptedWantedTime,
  assertSlotHasRoom,
  kitchenStations,
  slotContext,
} from './slot-availability.ts'

/**
 * Applies order ASAP, or order ahead at 'YYYYMMDD HH:mm' store time (spec §7). ASAP needs the store
 * open and a non-catering basket; an advance time must be a slot the rules offer and still have room.
 */
export async function setOrderTime(
  caller: TCartChangeCaller,
  cartId: string,
  time: TOrderTimeBody,
): Promise<TCart> {
  return changeOwnedCart(
    caller,
    cartId,
    async ({ tx, cart, store, now, kitchen }) => {
      const context = slotContext(store, cart, await findStoreTiming(tx, store, now), now)
      if (time.mode === 'asap') {
        if (!isAsapAvailable(context)) {
          throw new AppError(422, 'ORDER_TIME_INVALID', ASAP_UNAVAILABLE_MESSAGE, {
            mode: ASAP_UNAVAILABLE_MESSAGE,
          })
        }
        return { timeMode: 'asap', wantedAt: null }
      }
      const instant = acceptedWantedTime(context, time.wanted)
      const lines = await findBasketMakeLines(tx, cart.id)
      const makeSeconds = basketMakeSeconds(lines.map(({ quantity, ...make }) => ({ quantity, make })))
      // Room by count and work, and in the kitchen's plan by then (ADR 065), read with the lock.
      const plan = { kitchen: kitchenLoad(kitchenStations(store, caller.config), kitchen), now }
      await assertSlotHasRoom(tx, caller.config, store, instant, makeSeconds, plan)
      return { timeMode: 'advance', wantedAt: instant }
    },
    { hostOnly: TEXTS.hostOnlyOrderTime },
  )
}
