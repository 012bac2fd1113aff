import { and, eq } from 'drizzle-orm'
import { cartNotFound, type TCartCaller } from './cart-access.ts'
import { carts } from './tables.ts'

/** Abandons the caller's basket (location change without transfer, clear on timeout, leaving). */
export async function abandonCart(caller: TCartCaller, cartId: string) {
  if (!caller.sessionId) throw cartNotFound()
  const rows = await caller.db
    .update(carts)
    .set({ status: 'abandoned', updatedAt: new Date() })
    .where(and(eq(carts.id, cartId), eq(carts.sessionId, caller.sessionId), eq(carts.status, 'active')))
    .returning({ id: carts.id })
  if (rows.length === 0) throw cartNotFound()
  return { id: cartId, status: 'abandoned' as const }
}
