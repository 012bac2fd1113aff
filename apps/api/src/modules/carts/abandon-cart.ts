import { and, eq } from 'drizzle-orm'
import { AppError } from '../../platform/errors.ts'
import { cartNotFound, findOwnedCart, type TCartCaller } from './cart-access.ts'
import { carts } from './tables.ts'
import { GROUP_BASKET_STAYS } from './transfer-cart.ts'

/** Abandons the caller's basket (location change without transfer, leaving); a timed-out one is 410. */
export async function abandonCart(caller: TCartCaller, cartId: string) {
  const cart = await findOwnedCart(caller, cartId)
  if (cart.groupOrderId) throw new AppError(409, 'CONFLICT', GROUP_BASKET_STAYS)
  if (!caller.sessionId) throw cartNotFound()
  const rows = await caller.db
    .update(carts)
    .set({ status: 'abandoned', updatedAt: new Date() })
    .where(and(eq(carts.id, cartId), eq(carts.sessionId, caller.sessionId), eq(carts.status, 'active')))
    .returning({ id: carts.id })
  if (rows.length === 0) throw cartNotFound()
  return { id: cartId, status: 'abandoned' as const }
}
