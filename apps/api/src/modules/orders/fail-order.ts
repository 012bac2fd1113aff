import type { TConfig } from '../../platform/config.ts'
import type { TQueryable } from '../../platform/database.ts'
import { touchCart } from '../carts/index.ts'
import { releaseOrderRewards } from '../rewards/index.ts'
import { releaseSlotBooking, updateOrder } from './repository.ts'
import type { TOrderRow } from './tables.ts'

/**
 * A pending order whose payment was declined or could not be processed (inside the settling
 * transaction, the order row locked): the order fails with the message the guest sees, its slot is
 * released, a reward held for it goes back onto the basket (its offers given back), and the basket
 * becomes active again exactly as it was, so the guest can pay another way.
 */
export async function failOrder(tx: TQueryable, config: TConfig, order: TOrderRow, message: string) {
  await updateOrder(tx, order.id, { status: 'failed', failureMessage: message, settledAt: new Date() })
  await releaseSlotBooking(tx, order.cartId)
  await releaseOrderRewards(tx, order.id)
  await touchCart(tx, order.cartId, config.CART_RESET_MINUTES, { status: 'active' })
}
