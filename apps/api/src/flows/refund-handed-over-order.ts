import type { TStoreOrder } from '@deli/contracts'
import type { TRefundReason } from '@deli/domain'
import type { TSignedInStaff } from '../modules/operations/index.ts'
import { recordStaffAction, requireStoreAccess } from '../modules/operations/index.ts'
import { getStoreOrder, refundOrder } from '../modules/orders/index.ts'
import { recordOrderRefund } from '../modules/reports/index.ts'
import type { TConfig } from '../platform/config.ts'
import type { TDatabase } from '../platform/database.ts'
import type { JobRunner } from '../platform/jobs.ts'
import { presentStoreOrder } from './present-ticket.ts'

/**
 * POST staff/orders/{orderId}/refund (ADR 072): a manager of the order's store or a chain admin (store
 * staff 403, like the order lookup it is offered on) gives a handed-over card order's money back
 * (orders' `refundOrder`); the refund is their recorded action (ADR 044) and goes to the reports'
 * refund columns of the sale's day, in the refund's transaction. Answers the order as the lookup shows it.
 */
export async function refundHandedOverOrder(
  db: TDatabase,
  deps: { config: TConfig; jobs: JobRunner },
  staff: TSignedInStaff,
  orderId: string,
  reason: TRefundReason,
): Promise<TStoreOrder> {
  const order = await getStoreOrder(db, orderId)
  await requireStoreAccess(db, staff, order.storeId, 'manager')
  await refundOrder({
    db,
    ...deps,
    orderId,
    reason,
    staffName: staff.name,
    record: async (tx, before) => {
      await recordStaffAction(tx, {
        staff,
        storeId: before.storeId,
        action: 'order.refund',
        subject: orderId,
        detail: { number: before.number, reason, amount: before.totals.total },
      })
      await recordOrderRefund(tx, before)
    },
  })
  return presentStoreOrder(await getStoreOrder(db, orderId), new Date())
}
