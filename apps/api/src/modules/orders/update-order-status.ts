import type { TOrder } from '@deli/contracts'
import { canTransition, isLiveOrder, isOrderPaid, statusChangeRefused, type TStaffStatus } from '@deli/domain'
import type { TConfig } from '../../platform/config.ts'
import { publicOrigin } from '../../platform/config-derived.ts'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import type { JobRunner } from '../../platform/jobs.ts'
import { queueMail, queueSms } from '../notifications/index.ts'
import { refundOrderRewards, settleOrderRewards } from '../rewards/index.ts'
import { findStoreByMenuId } from '../stores/index.ts'
import { cancelledMail } from './cancelled-notice.ts'
import { orderNotFound } from './get-member-order.ts'
import { REFUND_ORDER_JOB, type TRefundOrderJob } from './order-job-names.ts'
import { presentOrder } from './present-order.ts'
import { readyNotice } from './ready-notice.ts'
import { lockOrder, releaseSlotBooking, updateOrder } from './repository.ts'
import type { TOrderRow } from './tables.ts'

export type TUpdateOrderStatusOptions = {
  db: TDatabase
  config: TConfig
  jobs: JobRunner
  orderId: string
  status: TStaffStatus
  /**
   * Runs in the change's transaction once it is written, with the order as it was before: the staff
   * action's record (ADR 044) and the reports' rollups (ADR 064).
   */
  record?: (tx: TQueryable, before: TOrderRow) => Promise<void>
  /** Runs with the order locked, before anything is written: throws when this caller may not (ADR 066). */
  guard?: (tx: TQueryable, order: TOrderRow) => Promise<void>
  /** Who cancels (ADR 066): the store unless its guest does. */
  cancelledBy?: 'guest' | 'store'
}

/**
 * PUT orders/{orderId}/status (store staff) and the board: moves an order along received →
 * in_progress → ready → completed, or cancels it while received or in progress (its slot is
 * released). Any other change: 409 CONFLICT, nothing written. Becoming ready queues 'your order is
 * ready' — the email, and a text message to the phone the guest gave when texts are on — in the same
 * transaction, so the notice exists exactly when the change commits; so is the email that says an
 * order was cancelled, by whom, and what comes back (`cancelledMail`). Cancelling a card-paid order
 * queues its refund (`order.refund`: the payment adapter gives the charge back) the same way, and
 * cancelling any order gives back the points spent on its reward and takes back the points it
 * earned (rewards' `refundOrderRewards`, once per order). Handing over an order paid at the counter
 * earns its points (rewards' `settleOrderRewards`, once per order): it is paid now.
 */
export async function updateOrderStatus(options: TUpdateOrderStatusOptions): Promise<TOrder> {
  const { db, config, jobs, orderId, status } = options
  if (status === 'cancelled') await jobs.ready()
  const result = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order) throw orderNotFound()
    await options.guard?.(tx, order)
    if (!canTransition(order.status, status)) {
      throw new AppError(409, 'CONFLICT', statusChangeRefused(order.status, status), {
        status: statusChangeRefused(order.status, status),
      })
    }
    const cancelledBy = status === 'cancelled' ? (options.cancelledBy ?? 'store') : null
    // Making starts (ADR 065): the kitchen's load counts only what is left of it from now on.
    const startedAt = status === 'in_progress' ? { startedAt: new Date() } : {}
    const updated = await updateOrder(tx, orderId, { status, fireAt: null, cancelledBy, ...startedAt })
    await options.record?.(tx, order)
    if (!isLiveOrder(status)) await releaseSlotBooking(tx, order.cartId)
    // Points count once the order is paid (ADR 024): an order paid at the counter earns them when it is
    // handed over, and a cancelled one takes back only points it had earned.
    const wasPaid = isOrderPaid({ status: order.status, payment_type: order.paymentType })
    if (status === 'cancelled') await refundOrderRewards(tx, { ...order, points: wasPaid ? order.points : 0 })
    if (status === 'completed' && !wasPaid) await settleOrderRewards(tx, order)
    const isRefunded = status === 'cancelled' && order.paymentType === 'card'
    if (isRefunded) {
      const job: TRefundOrderJob = { orderId }
      await jobs.send(REFUND_ORDER_JOB, job, { tx, singletonKey: orderId })
    }
    if (status === 'ready') {
      const store = await findStoreByMenuId(tx, order.menuId)
      if (store) {
        const notice = readyNotice(updated, store, publicOrigin(config))
        if (notice.mail) await queueMail(tx, notice.mail)
        if (notice.sms) await queueSms(tx, config, notice.sms)
      }
    }
    if (cancelledBy) {
      const store = await findStoreByMenuId(tx, order.menuId)
      const mail = store && cancelledMail(updated, store, publicOrigin(config), cancelledBy)
      if (mail) await queueMail(tx, mail)
    }
    return { order: presentOrder(updated), isRefunded }
  })
  if (result.isRefunded) jobs.wake(REFUND_ORDER_JOB)
  return result.order
}
