import { and, eq, ne, sql } from 'drizzle-orm'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { recordChange, type TChangeAction } from '../audit/index.ts'
import { announcePromotionChange, forgetLivePromotions } from './live-promotions.ts'
import { promotionSnapshot } from './present-promotion.ts'
import { promotions, type TPromotionRow } from './tables.ts'

/** Who changes a promotion, and from where (ADR 057's audit trail). */
export type TPromotionEditor = { staff: { id: string; name: string }; fromAddress: string }

export const CODE_TAKEN = 'Another promotion already uses this code. Choose another.'

/** 409 with the code field's sentence when another promotion (ended or not) has the code. */
export async function assertCodeFree(tx: TQueryable, code: string | null, id: string | null): Promise<void> {
  if (code === null) return
  const [taken] = await tx
    .select({ id: promotions.id })
    .from(promotions)
    .where(id === null ? eq(promotions.code, code) : and(eq(promotions.code, code), ne(promotions.id, id)))
  if (taken) throw new AppError(409, 'CONFLICT', CODE_TAKEN, { code: CODE_TAKEN })
}

/** The promotion's row locked for its change, or 404. */
export async function lockPromotion(tx: TQueryable, id: string): Promise<TPromotionRow> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update')
  if (!row) throw new AppError(404, 'NOT_FOUND', 'We could not find that promotion.')
  return row
}

/** What a promotion's change does in its transaction: writes the row, answers it before and after. */
export type TPromotionWrite = (
  tx: TQueryable,
) => Promise<{ before: TPromotionRow | null; after: TPromotionRow }>

/**
 * One change of a promotion in the caller's transaction (ADR 057, 061): the write, its audit record
 * (`revertOf`: the change a revert undoes) and the announcement that every node forgets its live
 * promotions once it commits. Answers the row and the record's id.
 */
export async function writePromotionChange(
  tx: TQueryable,
  editor: TPromotionEditor,
  action: TChangeAction,
  write: TPromotionWrite,
  revertOf?: string,
): Promise<{ row: TPromotionRow; changeId: string }> {
  const { before, after } = await write(tx)
  const changeId = await recordChange(tx, {
    staff: editor.staff,
    entity: 'promotion',
    entityId: after.id,
    action,
    before: before ? promotionSnapshot(before) : null,
    after: promotionSnapshot(after),
    fromAddress: editor.fromAddress,
    ...(revertOf ? { revertOf } : {}),
  })
  await announcePromotionChange(tx, after.id)
  return { row: after, changeId }
}

/**
 * One change of a promotion in its own transaction (`writePromotionChange`). This node forgets its
 * live promotions again once it committed. A unique code taken by a racing change answers 409 with
 * the code's sentence.
 */
export async function changePromotion(
  db: TDatabase,
  editor: TPromotionEditor,
  action: TChangeAction,
  write: TPromotionWrite,
): Promise<{ row: TPromotionRow; changeId: string }> {
  try {
    return await db.transaction((tx) => writePromotionChange(tx, editor, action, write))
  } catch (error) {
    if (
      (error as { cause?: { code?: string } }).cause?.code === '23505' ||
      (error as { code?: string }).code === '23505'
    )
      throw new AppError(409, 'CONFLICT', CODE_TAKEN, { code: CODE_TAKEN })
    throw error
  } finally {
    forgetLivePromotions()
  }
}

/** The row's `updated_at` moves with every change. */
export const touched = { updatedAt: sql`now()` }
