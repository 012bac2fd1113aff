import type { TConfig } from '../../platform/config.ts'
import type { TQueryable } from '../../platform/database.ts'
import { findKitchenWork, kitchenLoad, kitchenStations, type TSlotPlan } from '../carts/index.ts'
import type { TStoreRow } from '../stores/index.ts'

/**
 * The kitchen's plan an order being moved to another time is checked against (ADR 066, ADR 065 second
 * amendment of 2026-11-27): the store's plan at `now` with that order taken out, so its own making
 * never stands in the way of its new time.
 */
export async function planWithoutOrder(
  db: TQueryable,
  config: TConfig,
  store: TStoreRow,
  orderId: string,
  now: Date,
): Promise<TSlotPlan> {
  const work = await findKitchenWork(db, store.id, now, orderId)
  return { kitchen: kitchenLoad(kitchenStations(store, config), work), now }
}
