import { and, eq } from 'drizzle-orm'
import { cartNotFound, findOwnedCart, type TCartCaller } from './cart-access.ts'
import { carts } from './tables.ts'

/** Abandons the caller's basket (location change without transfer, leaving); a timed-out one is 410. */
export async function abandonCart(caller: TCartCaller, cartId: string) {
  await findOwnedCart(caller, cartId)
  if (!caller.sessionId) throw cartNotFound()
  const rows = await caller.db
    .update(carts)
    .set({ status: 'abandoned', updatedAt: new Date() })
    .where(and(eq(carts.id, cartId), eq(carts.sessionId, caller.sessionId), eq(carts.status, 'active')))
    .returning({ id: carts.id })
  if (rows.length === 0) throw cartNotFound()
  return { id: cartId, status: 'abandoned' as const }
}
