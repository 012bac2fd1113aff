import type { TPromotionBody } from '@deli/contracts'
import { eq } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { promotionValues } from './present-promotion.ts'
import {
  assertCodeFree,
  changePromotion,
  lockPromotion,
  type TPromotionEditor,
  touched,
} from './promotion-change.ts'
import { assertRegionKnown } from './promotion-region.ts'
import { promotions } from './tables.ts'

/**
 * A chain admin edits a promotion (ADR 061): every field at once, as the form sends it. Orders that
 * took it keep what they took; baskets see the new terms at their next read.
 */
export async function updatePromotion(
  db: TDatabase,
  editor: TPromotionEditor,
  id: string,
  body: TPromotionBody,
) {
  await assertRegionKnown(db, body.region)
  return changePromotion(db, editor, 'update', async (tx) => {
    const before = await lockPromotion(tx, id)
    await assertCodeFree(tx, body.code, id)
    const [after] = await tx
      .update(promotions)
      .set({ ...promotionValues(body), ...touched })
      .where(eq(promotions.id, id))
      .returning()
    if (!after) throw new Error('The promotion was not written.')
    return { before, after }
  })
}
