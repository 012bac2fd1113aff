import type { TCartDiscount } from '@deli/contracts'
import { PROMOTION_TEXTS } from '@deli/domain'
import { eq } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { readPromotionUsage } from './basket-promotion.ts'
import { promotions, promotionUses } from './tables.ts'

const ranOut = (message: string) => new AppError(409, 'CONFLICT', `${message} Please review your bag.`)

/**
 * Inside the submission's transaction, once the order row exists (ADR 061, like the offers of
 * ADR 024): the basket's promotion is taken by the order. The promotion's row is locked first, so
 * two submissions taking one promotion run one after the other; under the lock its state and usage
 * are read again and the budget (uses and money) and once-per-member checked. The use is one row per
 * order (primary key): whatever is retried, an order takes a promotion once. A promotion that ended
 * or ran out meanwhile refuses the submission (409 with a sentence): the bag shows it as it is now.
 */
export async function holdOrderPromotion(
  tx: TQueryable,
  order: { id: string; userId: string | null },
  discounts: readonly TCartDiscount[],
): Promise<void> {
  const taken = discounts.find((discount) => discount.source === 'promotion' && discount.amount > 0)
  if (!taken) return
  const [promotion] = await tx.select().from(promotions).where(eq(promotions.id, taken.id)).for('update')
  if (!promotion || promotion.endedAt !== null)
    throw ranOut(PROMOTION_TEXTS.ended(promotion?.name ?? 'That promotion'))
  const usage = (await readPromotionUsage(tx, [promotion.id], order.userId)).get(promotion.id)
  const uses = usage?.uses ?? 0
  const spent = usage?.spentCents ?? 0
  if (promotion.oncePerMember && (order.userId === null || usage?.memberUsed))
    throw ranOut(PROMOTION_TEXTS.used(promotion.name))
  if (
    (promotion.budgetUses !== null && uses + 1 > promotion.budgetUses) ||
    (promotion.budgetCents !== null && spent + taken.amount > promotion.budgetCents)
  ) {
    throw ranOut(PROMOTION_TEXTS.exhausted(promotion.name))
  }
  await tx
    .insert(promotionUses)
    .values({ orderId: order.id, promotionId: promotion.id, userId: order.userId, amount: taken.amount })
    .onConflictDoNothing()
}

/** A failed payment or a cancelled order gives its promotion's use back (budget and member). */
export async function releaseOrderPromotion(tx: TQueryable, orderId: string): Promise<void> {
  await tx.delete(promotionUses).where(eq(promotionUses.orderId, orderId))
}
