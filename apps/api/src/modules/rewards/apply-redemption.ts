import type { TRewardDefinition } from '@deli/domain'
import type { TQueryable } from '../../platform/database.ts'
import { rewardRedemptions } from './tables.ts'

/**
 * Puts a reward onto a basket as its one redemption (ADR 024), replacing one redeemed before; no
 * points move yet. Runs inside the basket's change (flows' `redeemReward` checks the rules first).
 */
export async function applyRedemption(
  tx: TQueryable,
  redemption: { userId: string; cartId: string; reward: Pick<TRewardDefinition, 'id' | 'points'> },
): Promise<void> {
  const { userId, cartId, reward } = redemption
  await tx
    .insert(rewardRedemptions)
    .values({ userId, cartId, rewardId: reward.id, points: reward.points })
    .onConflictDoUpdate({
      target: rewardRedemptions.cartId,
      set: {
        rewardId: reward.id,
        points: reward.points,
        status: 'applied',
        orderId: null,
        updatedAt: new Date(),
      },
    })
}
