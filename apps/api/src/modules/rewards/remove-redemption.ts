import { and, eq } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { rewardRedemptions } from './tables.ts'

/** Takes a basket's applied reward off it (its points were never spent); none: nothing happens. */
export async function removeRedemption(tx: TQueryable, cartId: string): Promise<void> {
  await tx
    .delete(rewardRedemptions)
    .where(and(eq(rewardRedemptions.cartId, cartId), eq(rewardRedemptions.status, 'applied')))
}
