import type { TBoardTicket } from '@deli/contracts'
import type { TStaffStatus } from '@deli/domain'
import type { TConfig } from '../../platform/config.ts'
import type { TDatabase } from '../../platform/database.ts'
import type { JobRunner } from '../../platform/jobs.ts'
import { getStoreOrder } from '../orders/get-store-order.ts'
import { updateOrderStatus } from '../orders/update-order-status.ts'
import { presentTicket } from './present-ticket.ts'
import type { TSignedInStaff } from './staff-session.ts'
import { requireStoreAccess } from './store-access.ts'

/**
 * PUT staff/orders/{orderId}/status: staff of the order's store move it along the domain's
 * transitions (orders module's updateOrderStatus: 409 CONFLICT for any other change, nothing written).
 */
export async function moveOrder(
  db: TDatabase,
  deps: { config: TConfig; jobs: JobRunner },
  staff: TSignedInStaff,
  orderId: string,
  status: TStaffStatus,
): Promise<TBoardTicket> {
  const order = await getStoreOrder(db, orderId)
  await requireStoreAccess(db, staff, order.storeId)
  await updateOrderStatus({ db, ...deps, orderId, status })
  return presentTicket(await getStoreOrder(db, orderId), new Date())
}
