import type { TAvailableTimes } from '@deli/contracts'
import { findStoreTiming } from '../operations/find-store-timing.ts'
import { readOwnedCart, type TCartCaller } from './cart-access.ts'
import { availableSlots, slotContext } from './slot-availability.ts'

/** Available times for a store-local day 'YYYYMMDD' (spec §7): open, not past, not full. */
export async function listAvailableTimes(
  caller: TCartCaller,
  cartId: string,
  day: string,
): Promise<TAvailableTimes> {
  const { cart, store } = await readOwnedCart(caller, cartId)
  const now = new Date()
  const context = slotContext(store, cart, await findStoreTiming(caller.db, store, now), now)
  const times = await availableSlots(caller.db, caller.config, store, context, day)
  return { day, times }
}
