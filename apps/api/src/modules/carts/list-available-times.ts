import type { TAvailableTimes } from '@deli/contracts'
import { daySlots, parseDay } from '@deli/domain'
import { basketMakeSeconds } from './basket-make-seconds.ts'
import { assertOwnedActive, cartNotFound, sessionReadWith, type TPresentedCaller } from './cart-access.ts'
import { kitchenLoad } from './kitchen-repository.ts'
import { findCartForTimes } from './repository.ts'
import { kitchenStations, slotContext, slotsWithRoom } from './slot-availability.ts'

/**
 * Available times for a store-local day 'YYYYMMDD' (spec §7): open, not past, not full for this
 * basket's make time, with room in the kitchen's plan (ADR 065). One statement: the caller's session,
 * the basket with its lines' make times, its store, the store's timing, the day's bookings and the
 * kitchen's work (ADR 040).
 */
export async function listAvailableTimes(
  caller: TPresentedCaller,
  cartId: string,
  day: string,
): Promise<TAvailableTimes> {
  const now = new Date()
  const found = await findCartForTimes(caller.db, cartId, parseDay(day) === null ? null : day, {
    now,
    presented: caller.presented,
  })
  const session = await sessionReadWith(caller.db, found?.session ?? null, caller.presented)
  const cart = assertOwnedActive(found?.cart, session.sessionId, now)
  if (!found?.store) throw cartNotFound()
  const slots = daySlots(slotContext(found.store, cart, found.timing, now), day)
  const makeSeconds = basketMakeSeconds(found.makeLines.map(({ quantity, ...make }) => ({ quantity, make })))
  // Room by count and work, and within the kitchen's plan by then (ADR 065).
  const plan = { kitchen: kitchenLoad(kitchenStations(found.store, caller.config), found.kitchen), now }
  return { day, times: slotsWithRoom(caller.config, found.store, slots, found.bookings, makeSeconds, plan) }
}
