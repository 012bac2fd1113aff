import type { TFeaturedProducts } from '@deli/contracts'
import { asc, eq } from 'drizzle-orm'
import type { TDatabase } from '../../platform/database.ts'
import { PRODUCT_IMAGE_BASE } from './get-menu.ts'
import { categories, products } from './tables.ts'

/**
 * The products the chain features on its home page (ADR 045), in menu order. Store-independent: the
 * storefront links each to the product on the guest's store's menu, or asks for a store first.
 */
export async function listFeaturedProducts(db: Pick<TDatabase, 'select'>): Promise<TFeaturedProducts> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      calories: products.calories,
      dietary: products.dietary,
      image: products.image,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.featured, true))
    .orderBy(asc(categories.sortOrder), asc(products.sortOrder))
  return {
    products: rows.map((row) => ({
      product_id: row.id,
      name: row.name,
      description: row.description,
      calories: row.calories,
      dietary: row.dietary,
      images: { 'mobile-webapp-menu': { url: `${PRODUCT_IMAGE_BASE}${row.image}` } },
    })),
  }
}
