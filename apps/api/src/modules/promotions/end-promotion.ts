import { eq } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { changePromotion, lockPromotion, type TPromotionEditor, touched } from './promotion-change.ts'
import { promotions } from './tables.ts'

/**
 * A chain admin ends a promotion now (ADR 061; the audit trail's `retire`): it applies to no basket
 * from then on, and a submission that was about to take it is refused under its lock. Nothing is
 * deleted: the orders that took it still point at it. Ending an ended promotion changes nothing.
 */
export async function endPromotion(db: TDatabase, editor: TPromotionEditor, id: string) {
  return changePromotion(db, editor, 'retire', async (tx) => {
    const before = await lockPromotion(tx, id)
    if (before.endedAt !== null) return { before, after: before }
    const [after] = await tx
      .update(promotions)
      .set({ endedAt: new Date(), ...touched })
      .where(eq(promotions.id, id))
      .returning()
    if (!after) throw new Error('The promotion was not written.')
    return { before, after }
  })
}
