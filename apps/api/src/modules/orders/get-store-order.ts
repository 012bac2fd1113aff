import type { TQueryable } from '../../platform/database.ts'
import { orderNotFound } from './get-member-order.ts'
import { findOrder } from './repository.ts'
import type { TOrderRow } from './tables.ts'

/** Any order by id, for store staff (the caller checks that they work at its store); 404 when unknown. */
export async function getStoreOrder(db: TQueryable, orderId: string): Promise<TOrderRow> {
  const order = await findOrder(db, orderId)
  if (!order) throw orderNotFound()
  return order
}
