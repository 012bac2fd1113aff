import { isDeepStrictEqual } from 'node:util'
import { eq } from 'drizzle-orm'
import { AppError } from '../../platform/errors.ts'
import type { TReverter } from '../audit/index.ts'
import { forgetLivePromotions } from './live-promotions.ts'
import { promotionSnapshot, promotionValues, type TPromotionSnapshot } from './present-promotion.ts'
import { assertCodeFree, lockPromotion, touched, writePromotionChange } from './promotion-change.ts'
import { promotions } from './tables.ts'

export const PROMOTION_CHANGED_SINCE = 'This promotion has changed since. Revert the later change first.'

/**
 * The audit page's reverter of a promotion's change (ADR 057, 061), in `revertChange`'s transaction:
 * a create is undone by ending the promotion (orders may point at it), an edit or an end by putting
 * back the promotion as it was before; answers the revert's record id. Refused (409) when the
 * promotion changed since, or its old code is another promotion's now.
 */
export const revertPromotionChange: TReverter = async (tx, change, actor) => {
  const current = await lockPromotion(tx, change.entityId)
  // A snapshot recorded before promotions had regions had none.
  if (!isDeepStrictEqual(promotionSnapshot(current), { region: null, ...(change.after as object) }))
    throw new AppError(409, 'CONFLICT', PROMOTION_CHANGED_SINCE)
  const was = change.before as TPromotionSnapshot | null
  if (was) await assertCodeFree(tx, was.code, current.id)
  const { changeId } = await writePromotionChange(
    tx,
    actor,
    'revert',
    async (write) => {
      const [after] = await write
        .update(promotions)
        .set(
          was
            ? { ...promotionValues(was), endedAt: was.ended_at ? new Date(was.ended_at) : null, ...touched }
            : { endedAt: new Date(), ...touched },
        )
        .where(eq(promotions.id, current.id))
        .returning()
      if (!after) throw new Error('The promotion was not written.')
      return { before: current, after }
    },
    change.id,
  )
  // This node forgets now; every node (this one too) forgets again on the commit's announcement.
  forgetLivePromotions()
  return changeId
}
