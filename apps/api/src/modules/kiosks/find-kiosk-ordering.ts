import type { TKioskOrdering } from '@deli/contracts'
import {
  isAsapAvailable,
  isOpenAt,
  kioskOrdering,
  localDay,
  nextOpeningText,
  takesOrders,
} from '@deli/domain'
import type { TDatabase } from '../../platform/database.ts'
import { findStoreTiming } from '../availability/index.ts'
import { slotContext } from '../carts/index.ts'
import { findStoreById, locationStatus } from '../stores/index.ts'

/**
 * Whether a kiosk's store takes its orders now (ADR 046): a kiosk orders for now only, pickup at the
 * counter, so it takes orders exactly when the slot rules would take an ASAP pickup order — the
 * store's pickup hours, a day a manager closed, an ASAP pause and extra lead time (ADR 021) all
 * count — and otherwise says why and when it opens (the domain's `kioskOrdering`).
 */
export async function findKioskOrdering(
  db: TDatabase,
  storeId: number,
  now = new Date(),
): Promise<TKioskOrdering> {
  const store = await findStoreById(db, storeId)
  if (!store)
    return kioskOrdering({
      isAsapAvailable: false,
      isOpenNow: false,
      asapPaused: false,
      closure: null,
      nextOpening: null,
    })
  const timing = await findStoreTiming(db, store, now)
  const periods = store.hours.pickup ?? []
  const today = localDay(now, store.timezone)
  const closure = timing.closures.find((closed) => closed.day === today)
  return kioskOrdering({
    isAsapAvailable:
      takesOrders(locationStatus(store)) &&
      store.services.pickup &&
      isAsapAvailable(slotContext(store, { handoff: 'pickup', channel: 'mealtime' }, timing, now)),
    isOpenNow: isOpenAt(periods, now, store.timezone),
    asapPaused: timing.asapPaused,
    closure: closure ? closure.message : null,
    nextOpening: nextOpeningText(periods, now, store.timezone),
  })
}
