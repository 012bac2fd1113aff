import type { TAvailableTimes } from '@deli/contracts'
import { readOwnedCart, type TCartCaller } from './cart-access.ts'
import { availableSlots, slotContext } from './slot-availability.ts'

/** Available times for a store-local day 'YYYYMMDD' (spec §7): open, not past, not full. */
export async function listAvailableTimes(
  caller: TCartCaller,
  cartId: string,
  day: string,
): Promise<TAvailableTimes> {
  const { cart, store } = await readOwnedCart(caller, cartId)
  const times = await availableSlots(caller.db, caller.config, store, slotContext(store, cart), day)
  return { day, times }
}
