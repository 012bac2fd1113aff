import { and, asc, eq } from 'drizzle-orm'
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
