import { isDeepStrictEqual } from 'node:util'
import { eq } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { findChange, markReverted } from '../audit/index.ts'
import { promotionSnapshot, promotionValues, type TPromotionSnapshot } from './present-promotion.ts'
import { changePromotion, lockPromotion, type TPromotionEditor, touched } from './promotion-change.ts'
import { promotions } from './tables.ts'

export const PROMOTION_REVERT_TEXTS = Object.freeze({
  notPromotion: 'That change is not a promotion’s.',
  reverted: 'That change was already reverted.',
  changedSince: 'This promotion has changed since. Revert the later change first.',
})

/**
 * Reverts one audited change of a promotion (ADR 057, 061), for the audit page: a create is undone
 * by ending the promotion (orders may point at it), an edit or an end by putting back the promotion
 * as it was before. Refused (409) when the promotion changed since, or the change was reverted
 * already — two admins reverting at once revert it once (`markReverted`; the loser rolls back).
 */
export async function revertPromotionChange(db: TDatabase, editor: TPromotionEditor, changeId: string) {
  const change = await findChange(db, changeId)
  if (change?.entity !== 'promotion')
    throw new AppError(404, 'NOT_FOUND', PROMOTION_REVERT_TEXTS.notPromotion)
  if (change.revertedBy !== null) throw new AppError(409, 'CONFLICT', PROMOTION_REVERT_TEXTS.reverted)
  return changePromotion(
    db,
    editor,
    'revert',
    async (tx) => {
      const current = await lockPromotion(tx, change.entityId)
      if (!isDeepStrictEqual(promotionSnapshot(current), change.after))
        throw new AppError(409, 'CONFLICT', PROMOTION_REVERT_TEXTS.changedSince)
      const was = change.before as TPromotionSnapshot | null
      const [after] = await tx
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
    {
      of: changeId,
      mark: async (tx, revertId) => {
        if (!(await markReverted(tx, changeId, revertId)))
          throw new AppError(409, 'CONFLICT', PROMOTION_REVERT_TEXTS.reverted)
      },
    },
  )
}
