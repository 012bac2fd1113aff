import { isAsapAvailable, localDay, SLOT_FULL_MESSAGE, slotInstant, toWantedTime } from '@deli/domain'
import type { TConfig } from '../../platform/config.ts'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import type { TStoreTiming } from '../availability/index.ts'
import type { TCartRow } from '../carts/index.ts'
import { availableSlots, countSlotBookings, slotCapacity, slotContext } from '../carts/index.ts'
import type { TStoreRow } from '../stores/index.ts'
import { lockSlot } from './repository.ts'

export const ASAP_FULL_MESSAGE =
  'There is no room left today for as-soon-as-possible orders. Please choose a time for your order.'

/**
 * Re-checks the basket's slot for room inside the submission's transaction and answers the slot to
 * book: the order's insert writes the booking (the ledger of carts/slot-availability) in the same
 * statement as the order (`insertOrder`, ADR 035). Each slot is checked under its own advisory lock,
 * held until the transaction ends, so two submissions can never both take a slot's last place (the
 * store's timing comes from the submission's read of the basket). An advance order holds its chosen
 * slot; an ASAP order the earliest slot of today that still has room. Full: 409 SLOT_FULL.
 */
export async function bookSlot(
  tx: TQueryable,
  config: TConfig,
  store: TStoreRow,
  cart: TCartRow,
  now: Date,
  timing: TStoreTiming,
): Promise<{ instant: Date; asap: boolean }> {
  const context = slotContext(store, cart, timing, now)
  const asap = cart.timeMode === 'asap' && isAsapAvailable(context)
  const candidates = asap
    ? await availableSlots(tx, config, store, context, localDay(now, store.timezone))
    : cart.wantedAt
      ? [toWantedTime(cart.wantedAt, store.timezone)]
      : []
  for (const wanted of candidates) {
    const instant = slotInstant(wanted, store.timezone)
    if (!instant) continue
    await lockSlot(tx, store.id, instant)
    const counts = await countSlotBookings(tx, store.id, instant, new Date(instant.getTime() + 1))
    if ((counts.get(instant.getTime()) ?? 0) >= slotCapacity(store, config)) continue
    return { instant, asap }
  }
  throw new AppError(409, 'SLOT_FULL', asap ? ASAP_FULL_MESSAGE : SLOT_FULL_MESSAGE)
}
