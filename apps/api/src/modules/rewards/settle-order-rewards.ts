import { and, eq } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { recordPointsEntry } from './repository.ts'
import { offerUses, rewardRedemptions } from './tables.ts'

/**
 * An order was paid (inside the acceptance's transaction, the order row locked — ADR 008): the
 * member earns its points, the reward held for it is spent (a ledger entry and the balance down by
 * its points) and the offers it took are used. Each ledger entry is unique per (order, kind), so
 * however often acceptance is retried, each happens once.
 */
export async function settleOrderRewards(
  tx: TQueryable,
  order: { id: string; userId: string | null; points: number },
): Promise<void> {
  if (order.userId !== null && order.points > 0) {
    await recordPointsEntry(tx, {
      userId: order.userId,
      kind: 'earn',
      points: order.points,
      orderId: order.id,
    })
  }
  const spent = await tx
    .update(rewardRedemptions)
    .set({ status: 'spent', updatedAt: new Date() })
    .where(and(eq(rewardRedemptions.orderId, order.id), eq(rewardRedemptions.status, 'held')))
    .returning()
  for (const redemption of spent) {
    await recordPointsEntry(tx, {
      userId: redemption.userId,
      kind: 'spend',
      points: -redemption.points,
      orderId: order.id,
      rewardId: redemption.rewardId,
    })
  }
  await tx.update(offerUses).set({ status: 'used' }).where(eq(offerUses.orderId, order.id))
}
