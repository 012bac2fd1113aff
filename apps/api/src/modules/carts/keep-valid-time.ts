import { checkWantedTime, toWantedTime } from '@deli/domain'
import { NO_STORE_TIMING } from '../availability/index.ts'
import type { TStoreRow } from '../stores/index.ts'
import { slotContext } from './slot-availability.ts'
import type { TCartRow } from './tables.ts'

/**
 * After a change of handoff or store, an order-ahead time the new hours refuse is dropped (the
 * guest picks again); ASAP and still-valid times stay.
 */
export function keepValidTime(cart: TCartRow, store: TStoreRow, next: Partial<TCartRow>, now: Date) {
  const merged = { ...cart, ...next }
  if (merged.timeMode !== 'advance' || !merged.wantedAt) return next
  const check = checkWantedTime(
    // Only the store's hours decide here; a manager's closed day is told at validate and submit.
    slotContext(store, merged, NO_STORE_TIMING, now),
    toWantedTime(merged.wantedAt, store.timezone),
  )
  return check.ok ? next : { ...next, wantedAt: null }
}
