import type { TUsualOrders } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import { listUsualOrders, usualOrderNotFound } from './list-usual-orders.ts'
import { renameUsualOrderRow } from './usual-orders-repository.ts'

/** PUT members/usual-orders/{id}: renames one of the member's usual orders (anyone else's: 404). */
export async function renameUsualOrder(options: {
  db: TQueryable
  userId: string
  id: number
  name: string
}): Promise<TUsualOrders> {
  const { db, userId, id, name } = options
  if (!(await renameUsualOrderRow(db, userId, id, name))) throw usualOrderNotFound()
  return listUsualOrders(db, userId)
}
