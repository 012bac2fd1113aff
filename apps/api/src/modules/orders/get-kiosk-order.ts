import type { TQueryable } from '../../platform/database.ts'
import { orderNotFound } from './get-member-order.ts'
import { findOrder } from './repository.ts'
import type { TOrderRow } from './tables.ts'

/**
 * How long a kiosk shows one of its orders: long enough for the guest's confirmation, short enough
 * that the next guest at the screen cannot look up earlier guests' orders.
 */
export const KIOSK_ORDER_READABLE_MINUTES = 30

/** One of the kiosk's own recent orders (its confirmation); any other order is a 404 to it. */
export async function getKioskOrder(
  db: TQueryable,
  kioskId: string,
  orderId: string,
  now = new Date(),
): Promise<TOrderRow> {
  const order = await findOrder(db, orderId)
  const since = now.getTime() - KIOSK_ORDER_READABLE_MINUTES * 60_000
  if (!order || order.kioskId !== kioskId || order.createdAt.getTime() < since) throw orderNotFound()
  return order
}
