import type { TAvailableTimes } from '@deli/contracts'
import { daySlots, parseDay } from '@deli/domain'
import { assertOwnedActive, cartNotFound, type TCartCaller } from './cart-access.ts'
import { findCartForTimes } from './repository.ts'
import { slotContext, slotsWithRoom } from './slot-availability.ts'

/**
 * Available times for a store-local day 'YYYYMMDD' (spec §7): open, not past, not full. One statement
 * after the session: the basket, its store, the store's timing and the day's bookings (issue 13).
 */
export async function listAvailableTimes(
  caller: TCartCaller,
  cartId: string,
  day: string,
): Promise<TAvailableTimes> {
  const now = new Date()
  const found = await findCartForTimes(caller.db, cartId, parseDay(day) === null ? null : day, now)
  const cart = assertOwnedActive(found?.cart, caller.sessionId, now)
  if (!found?.store) throw cartNotFound()
  const slots = daySlots(slotContext(found.store, cart, found.timing, now), day)
  return { day, times: slotsWithRoom(caller.config, found.store, slots, found.bookings) }
}
