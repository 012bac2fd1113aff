import {
  daySlots,
  localDay,
  SLOT_FULL_MESSAGE,
  slotInstant,
  type TAsapQuote,
  type TKitchenLoad,
  toWantedTime,
} from '@deli/domain'
import type { TConfig } from '../../platform/config.ts'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import type { TStoreTiming } from '../availability/index.ts'
import type { TCartRow } from '../carts/index.ts'
import { slotCapacity, slotContext, slotLoad, slotsWithRoom } from '../carts/index.ts'
import type { TStoreRow } from '../stores/index.ts'
import { lockSlot } from './repository.ts'

export const ASAP_FULL_MESSAGE =
  'There is no room left today for as-soon-as-possible orders. Please choose a time for your order.'

/**
 * What the submission knows of the basket's kitchen (ADR 065): its make time, its ASAP quote and the
 * kitchen's load (read with the submission's lock) whose plan an order ahead must fit.
 */
export type TBasketKitchen = { makeSeconds: number; quote: TAsapQuote | null; kitchen?: TKitchenLoad | null }

/** The slot a submission books and when the order is ready: the slot's instant, or the ASAP quote. */
export type TBookedSlot = { instant: Date; readyAt: Date; asap: boolean }

/**
 * Re-checks the basket's slot for room inside the submission's transaction and answers the slot to
 * book: the order's insert writes the booking (the ledger of carts/slot-availability, with the
 * order's make time: ADR 065) in the same statement as the order (`insertOrder`, ADR 035). Each slot
 * is checked under its own advisory lock, held until the transaction ends, so two submissions can
 * never both take a slot's last place. An advance order holds its chosen slot if it still has room
 * (orders and work). An ASAP order is ready at its quote (now + the wait for a station + its make
 * time) and holds the slot the quote falls in, or, that slot holding the store's count of orders,
 * the next of today with room (then it is ready at that slot). An order ahead within the kitchen's
 * planned horizon also needs room in its plan (`hasPlanRoom`, ADR 065). Full: 409 SLOT_FULL.
 */
export async function bookSlot(
  tx: TQueryable,
  config: TConfig,
  store: TStoreRow,
  cart: TCartRow,
  now: Date,
  timing: TStoreTiming,
  basket: TBasketKitchen,
): Promise<TBookedSlot> {
  const context = slotContext(store, cart, timing, now)
  const quote = cart.timeMode === 'asap' ? basket.quote : null
  if (quote) {
    const from = slotInstant(quote.slot, store.timezone) ?? quote.ready
    const today = localDay(now, store.timezone)
    // Today's slots from the quote's on; the wait for a station already paces ASAP orders, so only
    // the count of orders (ADR 006) can move one to a later slot.
    const candidates = daySlots({ ...context, now: from, leadMinutes: 0, extraLeadMinutes: 0 }, today)
    for (const wanted of candidates) {
      const instant = slotInstant(wanted, store.timezone)
      if (!instant) continue
      await lockSlot(tx, store.id, instant)
      const load = await slotLoad(tx, store.id, instant)
      if ((load?.count ?? 0) >= slotCapacity(store, config)) continue
      return { instant, readyAt: wanted === quote.slot ? quote.ready : instant, asap: true }
    }
    throw new AppError(409, 'SLOT_FULL', ASAP_FULL_MESSAGE)
  }
  if (cart.timeMode === 'asap' || !cart.wantedAt) {
    throw new AppError(409, 'SLOT_FULL', cart.timeMode === 'asap' ? ASAP_FULL_MESSAGE : SLOT_FULL_MESSAGE)
  }
  const wanted = toWantedTime(cart.wantedAt, store.timezone)
  const instant = slotInstant(wanted, store.timezone)
  if (!instant) throw new AppError(409, 'SLOT_FULL', SLOT_FULL_MESSAGE)
  await lockSlot(tx, store.id, instant)
  const load = await slotLoad(tx, store.id, instant)
  const loads = new Map(load ? [[instant.getTime(), load]] : [])
  const plan = basket.kitchen ? { kitchen: basket.kitchen, now } : undefined
  if (slotsWithRoom(config, store, [wanted], loads, basket.makeSeconds, plan).length === 0) {
    throw new AppError(409, 'SLOT_FULL', SLOT_FULL_MESSAGE)
  }
  return { instant, readyAt: instant, asap: false }
}
