import type { TOrder } from '@deli/contracts'
import { arrivalRefusal } from '@deli/domain'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { orderNotFound } from './get-member-order.ts'
import { presentOrder } from './present-order.ts'
import { lockOrder, updateOrder } from './repository.ts'

export type TAnnounceArrivalOptions = { db: TDatabase; userId: string; orderId: string; spot: string }

/**
 * POST orders/{orderId}/arrival: curbside 'I'm here' (ADR 019). The order's member only (anyone
 * else's order does not exist for them: 404); a curbside order still to be handed over keeps the
 * first arrival time and the latest spot given; anything else is 409 CONFLICT with the domain's
 * sentence, nothing written. The write fires the order's event, so every board shows it at once. A
 * held order is fired with it (ADR 066).
 */
export async function announceArrival(options: TAnnounceArrivalOptions): Promise<TOrder> {
  const { db, userId, orderId, spot } = options
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order || order.userId !== userId) throw orderNotFound()
    const refusal = arrivalRefusal(order.status, order.handoff)
    if (refusal) throw new AppError(409, 'CONFLICT', refusal, { arrival: refusal })
    // A held order (manual fire, ADR 066) goes to the kitchen when its curbside guest arrives.
    const fired = order.status === 'held' ? ({ status: 'received', fireAt: null } as const) : {}
    const updated = await updateOrder(tx, orderId, {
      ...fired,
      arrivedAt: order.arrivedAt ?? new Date(),
      arrivalSpot: spot || order.arrivalSpot || '',
    })
    return presentOrder(updated)
  })
}
