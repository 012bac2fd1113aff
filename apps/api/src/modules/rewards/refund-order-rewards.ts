import { and, eq } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { releaseOrderPromotion } from '../promotions/index.ts'
import { recordPointsEntry } from './repository.ts'
import { offerUses, rewardRedemptions } from './tables.ts'

/**
 * A paid order was cancelled (inside the cancelling transaction, the order row locked): the points
 * spent on its reward are given back (`refund`), the points it earned are taken back (`reverse`),
 * and the offers and the promotion it used can be used again (ADR 061: its budget given back). Ledger entries are unique per (order, kind): exactly once.
 */
export async function refundOrderRewards(
  tx: TQueryable,
  order: { id: string; userId: string | null; points: number },
): Promise<void> {
  const refunded = await tx
    .update(rewardRedemptions)
    .set({ status: 'refunded', updatedAt: new Date() })
    .where(and(eq(rewardRedemptions.orderId, order.id), eq(rewardRedemptions.status, 'spent')))
    .returning()
  for (const redemption of refunded) {
    await recordPointsEntry(tx, {
      userId: redemption.userId,
      kind: 'refund',
      points: redemption.points,
      orderId: order.id,
      rewardId: redemption.rewardId,
    })
  }
  if (order.userId !== null && order.points > 0) {
    await recordPointsEntry(tx, {
      userId: order.userId,
      kind: 'reverse',
      points: -order.points,
      orderId: order.id,
    })
  }
  await tx.delete(offerUses).where(eq(offerUses.orderId, order.id))
  await releaseOrderPromotion(tx, order.id)
}
