import { and, eq } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { releaseOrderPromotion } from '../promotions/index.ts'
import { offerUses, rewardRedemptions } from './tables.ts'

/**
 * A submitted order's payment failed (inside the failing transaction, the order row locked): the
 * reward held for it goes back onto the reactivated basket (`applied`; its points were never spent,
 * so they are available again at once) and the offers and the promotion it took are given back.
 */
export async function releaseOrderRewards(tx: TQueryable, orderId: string): Promise<void> {
  await tx
    .update(rewardRedemptions)
    .set({ status: 'applied', orderId: null, updatedAt: new Date() })
    .where(and(eq(rewardRedemptions.orderId, orderId), eq(rewardRedemptions.status, 'held')))
  await tx.delete(offerUses).where(eq(offerUses.orderId, orderId))
  await releaseOrderPromotion(tx, orderId)
}
