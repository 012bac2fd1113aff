import type { TPromotionList } from '@deli/contracts'
import { demoCatalog, demoStores } from '@deli/demo-data'
import { desc, eq } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { readPromotionUsage } from './basket-promotion.ts'
import { presentPromotion } from './present-promotion.ts'
import { promotions } from './tables.ts'

export const promotionNotFound = () => new AppError(404, 'NOT_FOUND', 'We could not find that promotion.')

/**
 * What a promotion can be scoped to: the catalogue's products and categories and the stores. Read
 * from the demo chain, the catalogue's seed, until the back office's catalogue owns them.
 */
const CHOICES = {
  products: demoCatalog.flatMap((category) =>
    category.products.map((product) => ({
      id: product.product_id,
      name: product.name,
      category_slug: category.slug,
    })),
  ),
  categories: demoCatalog.map((category) => ({ slug: category.slug, name: category.name })),
  stores: demoStores.map((store) => ({ id: store.id, name: store.name })),
}

/** The back office's list (ADR 061): every promotion, newest first, with its uses; and the choices. */
export async function listPromotions(db: TQueryable, canEdit: boolean): Promise<TPromotionList> {
  const rows = await db.select().from(promotions).orderBy(desc(promotions.createdAt))
  const usage = await readPromotionUsage(
    db,
    rows.map((row) => row.id),
    null,
  )
  return {
    promotions: rows.map((row) => presentPromotion(row, usage.get(row.id))),
    can_edit: canEdit,
    ...CHOICES,
  }
}

/** One promotion with its uses, or 404. */
export async function getPromotion(db: TQueryable, id: string) {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id))
  if (!row) throw promotionNotFound()
  const usage = await readPromotionUsage(db, [row.id], null)
  return presentPromotion(row, usage.get(row.id))
}
