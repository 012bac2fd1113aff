import type { TPromotionBody } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import { promotionValues } from './present-promotion.ts'
import { assertCodeFree, changePromotion, type TPromotionEditor } from './promotion-change.ts'
import { assertRegionKnown } from './promotion-region.ts'
import { promotions } from './tables.ts'

/** A chain admin creates a promotion (ADR 061), recorded in the audit trail with it. */
export async function createPromotion(db: TDatabase, editor: TPromotionEditor, body: TPromotionBody) {
  await assertRegionKnown(db, body.region)
  return changePromotion(db, editor, 'create', async (tx) => {
    await assertCodeFree(tx, body.code, null)
    const [after] = await tx.insert(promotions).values(promotionValues(body)).returning()
    if (!after) throw new Error('The promotion was not written.')
    return { before: null, after }
  })
}
