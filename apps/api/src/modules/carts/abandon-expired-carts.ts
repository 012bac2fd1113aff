import { and, eq, sql } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { basketExpired } from './basket-reset.ts'
import { carts } from './tables.ts'

/**
 * Marks active baskets whose reset time is reached (the domain's `isBasketExpired`) as abandoned (spec §4 Session: the basket is
 * abandoned when its reset time passes), so they stop counting as open even if no browser comes
 * back to say so. Submitted baskets are left alone. Answers how many were abandoned.
 */
export async function abandonExpiredCarts(db: TDatabase): Promise<number> {
  const rows = await db
    .update(carts)
    .set({ status: 'abandoned', updatedAt: sql`now()` })
    .where(and(eq(carts.status, 'active'), basketExpired(carts.resetAt)))
    .returning({ id: carts.id })
  return rows.length
}
