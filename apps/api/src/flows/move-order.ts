import type { TBoardTicket, TOrder } from '@deli/contracts'
import type { TStaffStatus } from '@deli/domain'
import type { TSignedInStaff } from '../modules/operations/index.ts'
import { recordStaffAction, requireStoreAccess } from '../modules/operations/index.ts'
import { getStoreOrder, type TOrderRow, updateOrderStatus } from '../modules/orders/index.ts'
import { recordOrderCancellation, recordOrderReady } from '../modules/reports/index.ts'
import type { TConfig } from '../platform/config.ts'
import type { TDatabase, TQueryable } from '../platform/database.ts'
import type { JobRunner } from '../platform/jobs.ts'
import { presentTicket } from './present-ticket.ts'

type TMoveDeps = { config: TConfig; jobs: JobRunner }

/**
 * PUT orders/{orderId}/status (a store's app) and the board's move: a signed-in staff member of the
 * order's store (403 for another store's) moves it along the domain's transitions (orders module's
 * updateOrderStatus: 409 CONFLICT for any other change, nothing written), recorded as their action in
 * the change's transaction (ADR 044). No API key alone moves an order.
 */
export async function changeOrderStatus(
  db: TDatabase,
  deps: TMoveDeps,
  staff: TSignedInStaff,
  orderId: string,
  status: TStaffStatus,
): Promise<TOrder> {
  const order = await getStoreOrder(db, orderId)
  await requireStoreAccess(db, staff, order.storeId)
  const action = {
    staff,
    storeId: order.storeId,
    action: 'order.status',
    subject: orderId,
    // The number the store and the guest know it by, for the store's Activity page.
    detail: { status, number: order.number },
  } as const
  // A cancelled order leaves the reports' rollups in the cancelling transaction, a ready one counts
  // in the kitchen's (ADR 064).
  const record = async (tx: TQueryable, before: TOrderRow) => {
    await recordStaffAction(tx, action)
    if (status === 'cancelled') await recordOrderCancellation(tx, before)
    if (status === 'ready') await recordOrderReady(tx, orderId)
  }
  return updateOrderStatus({ db, ...deps, orderId, status, record })
}

/** PUT staff/orders/{orderId}/status: `changeOrderStatus`, answered as the board's ticket. */
export async function moveOrder(
  db: TDatabase,
  deps: TMoveDeps,
  staff: TSignedInStaff,
  orderId: string,
  status: TStaffStatus,
): Promise<TBoardTicket> {
  await changeOrderStatus(db, deps, staff, orderId, status)
  return presentTicket(await getStoreOrder(db, orderId), new Date())
}
