import type { TOrder } from '@deli/contracts'
import { canTransition, isLiveOrder, statusChangeRefused, type TStaffStatus } from '@deli/domain'
import { publicOrigin, type TConfig } from '../../platform/config.ts'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { queueMail } from '../notifications/queue-mail.ts'
import { queueSms } from '../notifications/queue-sms.ts'
import { findStoreByMenuId } from '../stores/repository.ts'
import { orderNotFound } from './get-member-order.ts'
import { presentOrder } from './present-order.ts'
import { readyNotice } from './ready-notice.ts'
import { lockOrder, releaseSlotBooking, updateOrder } from './repository.ts'

export type TUpdateOrderStatusOptions = {
  db: TDatabase
  config: TConfig
  orderId: string
  status: TStaffStatus
}

/**
 * PUT orders/{orderId}/status (store staff) and the board: moves an order along received →
 * in_progress → ready → completed, or cancels it while received or in progress (its slot is
 * released). Any other change: 409 CONFLICT, nothing written. Becoming ready queues 'your order is
 * ready' — the email, and a text message to the phone the guest gave when texts are on — in the same
 * transaction, so the notice exists exactly when the change commits.
 */
export async function updateOrderStatus(options: TUpdateOrderStatusOptions): Promise<TOrder> {
  const { db, config, orderId, status } = options
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
    if (status === 'ready') {
      const store = await findStoreByMenuId(tx, order.menuId)
      if (store) {
        const notice = readyNotice(updated, store, publicOrigin(config))
        await queueMail(tx, notice.mail)
        await queueSms(tx, config, notice.sms)
      }
    }
    return presentOrder(updated)
  })
}
