import type { TOrder } from '@deli/contracts'
import { canTransition, isLiveOrder, statusChangeRefused, type TStaffStatus } from '@deli/domain'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { orderNotFound } from './get-member-order.ts'
import { presentOrder } from './present-order.ts'
import { lockOrder, releaseSlotBooking, updateOrder } from './repository.ts'

/**
 * PUT orders/{orderId}/status (store staff): moves an order along received → in_progress → ready →
 * completed, or cancels it while received or in progress (its slot is released). Any other change:
 * 409 CONFLICT, nothing written.
 */
export async function updateOrderStatus(
  db: TDatabase,
  orderId: string,
  status: TStaffStatus,
): Promise<TOrder> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order) throw orderNotFound()
    if (!canTransition(order.status, status)) {
      throw new AppError(409, 'CONFLICT', statusChangeRefused(order.status, status), {
        status: statusChangeRefused(order.status, status),
      })
    }
    const updated = await updateOrder(tx, orderId, { status })
    if (!isLiveOrder(status)) await releaseSlotBooking(tx, order.cartId)
    return presentOrder(updated)
  })
}
