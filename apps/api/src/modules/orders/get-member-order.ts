import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { findOrder } from './repository.ts'
import type { TOrderRow } from './tables.ts'

export const orderNotFound = () => new AppError(404, 'ORDER_NOT_FOUND', 'We could not find that order.')

/** The member's own order; anyone else's does not exist for them (404). */
export async function getMemberOrder(db: TQueryable, userId: string, orderId: string): Promise<TOrderRow> {
  const order = await findOrder(db, orderId)
  if (!order || order.userId !== userId) throw orderNotFound()
  return order
}
