import type { TOrder } from '@deli/contracts'
import { refundRefusal, type TRefundReason } from '@deli/domain'
import type { TConfig } from '../../platform/config.ts'
import { publicOrigin } from '../../platform/config-derived.ts'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import type { JobRunner } from '../../platform/jobs.ts'
import { queueMail } from '../notifications/index.ts'
import { refundOrderRewards } from '../rewards/index.ts'
import { findStoreByMenuId } from '../stores/index.ts'
import { orderNotFound } from './get-member-order.ts'
import { REFUND_ORDER_JOB, type TRefundOrderJob } from './order-job-names.ts'
import { presentOrder } from './present-order.ts'
import { refundedMail } from './refund-notice.ts'
import { lockOrder, updateOrder } from './repository.ts'
import type { TOrderRow } from './tables.ts'

export type TRefundOrderOptions = {
  db: TDatabase
  config: TConfig
  jobs: JobRunner
  orderId: string
  reason: TRefundReason
  /** Who refunds it (their name, kept with the order). */
  staffName: string
  /** Runs with the order locked, before anything is written: throws when this caller may not. */
  guard?: (tx: TQueryable, order: TOrderRow) => Promise<void>
  /** Runs in the refund's transaction once it is written: the staff action and the reports' refund. */
  record?: (tx: TQueryable, order: TOrderRow) => Promise<void>
}

/**
 * POST staff/orders/{orderId}/refund (ADR 072): gives a handed-over card order's money back in full,
 * once. Under the order's lock: the domain's `refundRefusal` (409 with its sentence: not handed over,
 * paid at the store, already refunded); then the order keeps when, why and by whom; the points it
 * earned are taken back and those spent on its reward given back (rewards' `refundOrderRewards`);
 * the `order.refund` job is queued (the payment adapter gives the charge back, keyed by the order, so
 * never twice) and the guest's email ('We refunded your order') — all in one transaction.
 */
export async function refundOrder(options: TRefundOrderOptions): Promise<TOrder> {
  const { db, config, jobs, orderId } = options
  await jobs.ready()
  const order = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId)
    if (!locked) throw orderNotFound()
    await options.guard?.(tx, locked)
    const refusal = refundRefusal({
      status: locked.status,
      paymentType: locked.paymentType,
      isRefunded: locked.refundedAt !== null,
    })
    if (refusal) throw new AppError(409, 'CONFLICT', refusal, { order: refusal })
    const refunded = await updateOrder(tx, orderId, {
      refundedAt: new Date(),
      refundReason: options.reason,
      refundedBy: options.staffName,
    })
    await options.record?.(tx, locked)
    await refundOrderRewards(tx, locked)
    const job: TRefundOrderJob = { orderId }
    await jobs.send(REFUND_ORDER_JOB, job, { tx, singletonKey: orderId })
    const store = await findStoreByMenuId(tx, locked.menuId)
    const mail = store && refundedMail(refunded, store, publicOrigin(config))
    if (mail) await queueMail(tx, mail)
    return refunded
  })
  jobs.wake(REFUND_ORDER_JOB)
  return presentOrder(order)
}
