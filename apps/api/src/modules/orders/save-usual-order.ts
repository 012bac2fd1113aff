import { type TUsualOrders, USUAL_ORDERS_MAX } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { getMemberOrder } from './get-member-order.ts'
import { listUsualOrders } from './list-usual-orders.ts'
import {
  countUsualOrders,
  findUsualOrderByOrder,
  insertUsualOrder,
  lockMemberUsualOrders,
} from './usual-orders-repository.ts'

/**
 * POST members/usual-orders: keeps one of the member's own orders under a name ('My usual'). Another
 * member's order does not exist for them (404, as GET orders/{id}); an order that did not go through,
 * one already kept, or one past USUAL_ORDERS_MAX is refused with a sentence saying why. The count is
 * checked under the member's lock, so two tabs never pass the limit together.
 */
export async function saveUsualOrder(options: {
  db: TDatabase
  userId: string
  orderId: string
  name: string
}): Promise<TUsualOrders> {
  const { db, userId, orderId, name } = options
  await db.transaction(async (tx) => {
    await lockMemberUsualOrders(tx, userId)
    const order = await getMemberOrder(tx, userId, orderId)
    if (order.status === 'failed')
      throw new AppError(409, 'CONFLICT', 'This order did not go through, so it cannot be kept as a usual.')
    const kept = await findUsualOrderByOrder(tx, userId, orderId)
    if (kept) throw new AppError(409, 'CONFLICT', `This order is already kept as “${kept.name}”.`)
    if ((await countUsualOrders(tx, userId)) >= USUAL_ORDERS_MAX)
      throw new AppError(
        409,
        'USUAL_ORDER_LIMIT',
        `You can keep up to ${USUAL_ORDERS_MAX} usual orders. Remove one to keep this order.`,
      )
    await insertUsualOrder(tx, { userId, orderId, name })
  })
  return listUsualOrders(db, userId)
}
