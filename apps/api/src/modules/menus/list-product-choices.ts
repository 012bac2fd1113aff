import { asc, inArray, isNull } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { categories, products } from './tables.ts'

/**
 * What another part of the back office can point at (ADR 061's promotion scope): the products on
 * sale (not retired) with their category, and the categories, in menu order.
 */
export async function listProductChoices(db: TQueryable) {
  const [categoryRows, productRows] = await Promise.all([
    db
      .select({ id: categories.id, slug: categories.slug, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.sortOrder)),
    db
      .select({ id: products.id, name: products.name, categoryId: products.categoryId })
      .from(products)
      .where(isNull(products.retiredAt))
      .orderBy(asc(products.sortOrder)),
  ])
  const slugOf = new Map(categoryRows.map((category) => [category.id, category.slug]))
  return {
    categories: categoryRows.map(({ slug, name }) => ({ slug, name })),
    products: productRows.map((product) => ({
      id: product.id,
      name: product.name,
      category_slug: slugOf.get(product.categoryId) ?? '',
    })),
  }
}

/** Products' names by id (retired ones too: a past promotion may name one). */
export async function findProductNames(db: TQueryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...ids]))
  return new Map(rows.map((row) => [row.id, row.name]))
}
