import { closesAt, fireAt, heldFireAt, isDueToFire } from '@deli/domain'
import type { TQueryable } from '../../platform/database.ts'
import { findStoreTiming } from '../availability/index.ts'
import { slotContext } from '../carts/index.ts'
import type { TStoreRow } from '../stores/index.ts'
import { orderMakeSeconds } from './order-make-seconds.ts'
import type { TFiring } from './repository.ts'
import type { TOrderRow } from './tables.ts'

/**
 * How an accepted order reaches the kitchen (ADR 066): an ASAP order at once (received); an order
 * ahead waits as scheduled until its wanted time minus its make time (at once when that has come);
 * a manual-fire order waits as held until its guest starts it, or until the store's closing minus
 * its make time. A group participant's order is made with its host's (ADR 015): the group's
 * confirmation gives it the host's firing (`participantFiring`), never this plan.
 */
export async function planFiring(
  db: TQueryable,
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
  if (order.asap || isDueToFire(order.readyAt, makeSeconds, now)) return { status: 'received', fireAt: null }
  return { status: 'scheduled', fireAt: fireAt(order.readyAt, makeSeconds, now) }
}

/**
 * A split group participant's order is made with its host's (ADR 015, ADR 066): scheduled to the
 * host's fire time while the host's order waits for it, else made now.
 */
export function participantFiring(hostOrder: Pick<TOrderRow, 'status' | 'fireAt'>): TFiring {
  return hostOrder.status === 'scheduled' && hostOrder.fireAt
    ? { status: 'scheduled', fireAt: hostOrder.fireAt }
    : { status: 'received', fireAt: null }
}
