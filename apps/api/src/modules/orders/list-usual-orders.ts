import type { TUsualOrders } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { presentOrder } from './present-order.ts'
import { listUsualOrderRows } from './usual-orders-repository.ts'

export const usualOrderNotFound = () =>
  new AppError(404, 'USUAL_ORDER_NOT_FOUND', 'We could not find that usual order.')

/** GET members/usual-orders ('My usual'): the member's kept orders, newest first, each with its order. */
export async function listUsualOrders(db: TQueryable, userId: string): Promise<TUsualOrders> {
  const rows = await listUsualOrderRows(db, userId)
  return { usual_orders: rows.map((row) => ({ id: row.id, name: row.name, order: presentOrder(row.order) })) }
}
