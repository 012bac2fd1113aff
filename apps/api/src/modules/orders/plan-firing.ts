import { closesAt, fireAt, heldFireAt, isDueToFire } from '@deli/domain'
import type { TConfig } from '../../platform/config.ts'
import type { TQueryable } from '../../platform/database.ts'
import { findStoreTiming } from '../availability/index.ts'
import { slotContext } from '../carts/index.ts'
import type { TStoreRow } from '../stores/index.ts'
import { orderMakeSeconds } from './order-make-seconds.ts'
import type { TFiring } from './repository.ts'
import type { TOrderRow } from './tables.ts'

/**
 * How an accepted order reaches the kitchen (ADR 066): an ASAP order at once (received); an order
 * ahead waits as scheduled until its wanted time minus its make time (at once when that has come;
 * with FIRE_ORDERS_AHEAD on);
 * a manual-fire order waits as held until its guest starts it, or until the store's closing minus
 * its make time. A group participant's order is made with its host's (ADR 015): at once.
 */
export async function planFiring(
  db: TQueryable,
  config: Pick<TConfig, 'FIRE_ORDERS_AHEAD'>,
  order: TOrderRow,
  store: TStoreRow | null,
  now: Date,
): Promise<TFiring> {
  if (!store || order.groupOrderId) return { status: 'received', fireAt: null }
  const makeSeconds = orderMakeSeconds(order, store)
  if (order.manualFire) {
    const timing = await findStoreTiming(db, store, now)
    const closing = closesAt(slotContext(store, { handoff: order.handoff, channel: 'mealtime' }, timing, now))
    return { status: 'held', fireAt: heldFireAt(closing, makeSeconds, now) }
  }
  if (!config.FIRE_ORDERS_AHEAD || order.asap || isDueToFire(order.readyAt, makeSeconds, now))
    return { status: 'received', fireAt: null }
  return { status: 'scheduled', fireAt: fireAt(order.readyAt, makeSeconds, now) }
}
