import type { TOrder } from '@deli/contracts'
import { startRefusal } from '@deli/domain'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { orderNotFound } from './get-member-order.ts'
import { presentOrder } from './present-order.ts'
import { lockOrder, updateOrder } from './repository.ts'

/**
 * POST orders/{orderId}/start: "Start my order" (manual fire, ADR 066). The order's member only
 * (anyone else's order does not exist for them: 404); a held order goes to the kitchen (received, the
 * board's New) at once, under its row lock, so a start, an 'I'm here' and the fire job fire it once.
 * Any other status: 409 CONFLICT with the domain's sentence, nothing written.
 */
export async function startHeldOrder(db: TDatabase, userId: string, orderId: string): Promise<TOrder> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order || order.userId !== userId) throw orderNotFound()
    const refusal = startRefusal(order.status)
    if (refusal) throw new AppError(409, 'CONFLICT', refusal, { start: refusal })
    return presentOrder(await updateOrder(tx, orderId, { status: 'received', fireAt: null }))
  })
}
