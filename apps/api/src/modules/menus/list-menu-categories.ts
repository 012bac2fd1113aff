import { asc, eq } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { categories, menuProducts, products } from './tables.ts'

/** The categories a menu sells (at least one product), in menu order: what dayparts can name. */
export async function listMenuCategories(
  db: TDatabase,
  menuId: number,
): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .selectDistinct({ id: categories.id, name: categories.name, sortOrder: categories.sortOrder })
    .from(menuProducts)
    .innerJoin(products, eq(products.id, menuProducts.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(menuProducts.menuId, menuId))
    .orderBy(asc(categories.sortOrder))
  return rows.map(({ id, name }) => ({ id, name }))
}
