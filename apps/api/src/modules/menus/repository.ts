import { and, asc, eq, sql } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { categories, menuProducts, products } from './tables.ts'

/** Every product a menu lists, with its category and this menu's price and availability. */
export async function findMenuRows(
  db: Pick<TDatabase, 'select'>,
  menuId: number,
  superCategory?: 'mealtime' | 'catering',
) {
  return db
    .select({
      category: categories,
      product: products,
      cost: menuProducts.cost,
      isAvailable: menuProducts.isAvailable,
    })
    .from(menuProducts)
    .innerJoin(products, eq(products.id, menuProducts.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        eq(menuProducts.menuId, menuId),
        superCategory ? eq(categories.superCategory, superCategory) : undefined,
      ),
    )
    .orderBy(asc(categories.sortOrder), asc(products.sortOrder))
}

/** Image file names of products, keyed by product id. */
export async function findImages(db: Pick<TDatabase, 'select'>, productIds: readonly number[]) {
  if (productIds.length === 0) return new Map<number, string>()
  const rows = await db
    .select({ id: products.id, image: products.image })
    .from(products)
    .where(sql`${products.id} = any(${sql.param(productIds)})`)
  return new Map(rows.map((row) => [row.id, row.image]))
}
