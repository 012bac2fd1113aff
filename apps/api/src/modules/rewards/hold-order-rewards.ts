import type { TCartDiscount } from '@deli/contracts'
import { and, eq } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { holdOrderPromotion } from '../promotions/index.ts'
import { offerUses, rewardRedemptions } from './tables.ts'

/**
 * Inside the submission's transaction, once the order row exists: the basket's redeemed reward is
 * held for the order (its points no longer available to another basket; still not spent) and each
 * offer the basket applied is taken by the order (one use per member and offer: the primary key).
 * The discounts are those the submission validated under the member's lock, so both always fit.
 * The basket's promotion (ADR 061), a guest's or a kiosk's too, is taken under its own row lock.
 */
export async function holdOrderRewards(
  tx: TQueryable,
  order: { id: string; cartId: string; userId: string | null },
  discounts: readonly TCartDiscount[],
): Promise<void> {
  await holdOrderPromotion(tx, order, discounts)
  // A kiosk's order (ADR 030) has no member, so its basket carries no member's reward or offer.
  const { userId } = order
  if (userId === null) return
  if (discounts.some((discount) => discount.source === 'reward')) {
    await tx
      .update(rewardRedemptions)
      .set({ status: 'held', orderId: order.id, updatedAt: new Date() })
      .where(and(eq(rewardRedemptions.cartId, order.cartId), eq(rewardRedemptions.status, 'applied')))
  }
  for (const discount of discounts) {
    if (discount.source !== 'offer') continue
    const taken = await tx
      .insert(offerUses)
      .values({ userId, offerId: discount.id, orderId: order.id })
      .onConflictDoNothing()
      .returning({ offerId: offerUses.offerId })
    if (taken.length === 0) {
      // Only reachable if the member lock was skipped: refuse rather than give an offer twice.
      throw new AppError(
        409,
        'CONFLICT',
        'That offer was already used on another order. Please review your bag.',
      )
    }
  }
}
