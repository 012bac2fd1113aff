import { checkWantedTime, toWantedTime } from '@deli/domain'
import type { TStoreRow } from '../stores/tables.ts'
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
    slotContext(store, merged, now),
    toWantedTime(merged.wantedAt, store.timezone),
  )
  return check.ok ? next : { ...next, wantedAt: null }
}
