import type { TPromotionList } from '@deli/contracts'
import { desc, eq } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { listProductChoices } from '../menus/index.ts'
import { listStoreNames } from '../stores/index.ts'
import { readPromotionUsage } from './basket-promotion.ts'
import { presentPromotion } from './present-promotion.ts'
import { promotions } from './tables.ts'

export const promotionNotFound = () => new AppError(404, 'NOT_FOUND', 'We could not find that promotion.')

/** The back office's list (ADR 061): every promotion, newest first, with its uses; and the choices. */
export async function listPromotions(db: TQueryable, canEdit: boolean): Promise<TPromotionList> {
  // What a promotion can be scoped to: the catalogue's products on sale and its categories. Stores are
  // searched as the admin types (GET staff/stores): only the names of those the promotions name here.
  const [rows, choices] = await Promise.all([
    db.select().from(promotions).orderBy(desc(promotions.createdAt)),
    listProductChoices(db),
  ])
  const stores = await listStoreNames(db, [...new Set(rows.flatMap((row) => row.storeIds))])
  const usage = await readPromotionUsage(
    db,
    rows.map((row) => row.id),
    null,
  )
  return {
    promotions: rows.map((row) => presentPromotion(row, usage.get(row.id))),
    can_edit: canEdit,
    ...choices,
    stores: stores.map(({ id, name }) => ({ id, name })),
  }
}

/** One promotion with its uses, or 404. */
export async function getPromotion(db: TQueryable, id: string) {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id))
  if (!row) throw promotionNotFound()
  const usage = await readPromotionUsage(db, [row.id], null)
  return presentPromotion(row, usage.get(row.id))
}
