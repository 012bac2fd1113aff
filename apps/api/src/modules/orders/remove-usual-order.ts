import type { TUsualOrders } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import { listUsualOrders, usualOrderNotFound } from './list-usual-orders.ts'
import { deleteUsualOrderRow } from './usual-orders-repository.ts'

/** DELETE members/usual-orders/{id}: forgets one of the member's usual orders (the order stays; anyone else's: 404). */
export async function removeUsualOrder(options: {
  db: TQueryable
  userId: string
  id: number
}): Promise<TUsualOrders> {
  const { db, userId, id } = options
  if (!(await deleteUsualOrderRow(db, userId, id))) throw usualOrderNotFound()
  return listUsualOrders(db, userId)
}
