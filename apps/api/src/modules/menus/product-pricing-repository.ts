import { and, asc, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { stores } from '../stores/tables.ts'
import { categories, menuProducts, priceHistory, products, type TPriceHistoryRow } from './tables.ts'

/** A product as the price pages and the spreadsheet show it (ADR 062, 063). */
export type TPricedProduct = {
  id: number
  name: string
  description: string
  calories: number
  category: string
  cost: number
  options: { id: number; name: string; cost: number }[]
}

const toPriced = (row: { product: typeof products.$inferSelect; category: string }): TPricedProduct => ({
  id: row.product.id,
  name: row.product.name,
  description: row.product.description,
  calories: row.product.calories,
  category: row.category,
  cost: row.product.cost,
  options: row.product.optionGroups.flatMap((group) =>
    group.options.map((option) => ({
      id: option.id,
      name: `${group.name}: ${option.name}`,
      cost: option.cost,
    })),
  ),
})

/** The whole catalogue in menu order, with each product's options. */
export async function listPricedProducts(db: TQueryable): Promise<TPricedProduct[]> {
  const rows = await db
    .select({ product: products, category: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(asc(categories.sortOrder), asc(products.sortOrder))
  return rows.map(toPriced)
}

/** One product's name and option ids (null: no such product). */
export async function findProductForPricing(db: TQueryable, productId: number) {
  const [row] = await db
    .select({ product: products, category: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId))
  if (!row) return null
  const priced = toPriced(row)
  return { ...priced, optionIds: priced.options.map((option) => option.id) }
}

/** One menu's price of every product it lists, keyed by product id. */
export async function findMenuCosts(db: TQueryable, menuId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ productId: menuProducts.productId, cost: menuProducts.cost })
    .from(menuProducts)
    .where(eq(menuProducts.menuId, menuId))
  return new Map(rows.map((row) => [row.productId, row.cost]))
}

/**
 * Overrides in force: at these stores and regions (either may be empty), or with `everywhere` every
 * store's and region's (a chain admin's export).
 */
export async function listOverridesInForce(
  db: TQueryable,
  where: { storeIds: readonly number[]; regions: readonly string[]; everywhere?: boolean },
): Promise<TPriceHistoryRow[]> {
  const scopes: SQL[] = []
  if (where.storeIds.length > 0) scopes.push(inArray(priceHistory.storeId, [...where.storeIds]))
  if (where.regions.length > 0) scopes.push(inArray(priceHistory.region, [...where.regions]))
  if (!where.everywhere && scopes.length === 0) return []
  return db
    .select()
    .from(priceHistory)
    .where(
      and(
        isNull(priceHistory.validTo),
        ne(priceHistory.scope, 'chain'),
        where.everywhere ? undefined : or(...scopes),
      ),
    )
    .orderBy(asc(priceHistory.productId), asc(priceHistory.optionId), asc(priceHistory.validFrom))
}

/** Every price one product has had (newest first), at these scopes: to explain an order's price. */
export async function listPriceHistory(
  db: TQueryable,
  productId: number,
  where: { storeIds: readonly number[]; regions: readonly string[]; everywhere: boolean },
): Promise<TPriceHistoryRow[]> {
  const scopes: SQL[] = [eq(priceHistory.scope, 'chain')]
  if (where.storeIds.length > 0) scopes.push(inArray(priceHistory.storeId, [...where.storeIds]))
  if (where.regions.length > 0) scopes.push(inArray(priceHistory.region, [...where.regions]))
  return db
    .select()
    .from(priceHistory)
    .where(and(eq(priceHistory.productId, productId), where.everywhere ? undefined : or(...scopes)))
    .orderBy(asc(priceHistory.validFrom))
    .limit(500)
}

/** Which of these stores exist (a spreadsheet's `store:<id>` lines), by the stores' key. */
export async function findExistingStoreIds(
  db: TQueryable,
  storeIds: readonly number[],
): Promise<Set<number>> {
  if (storeIds.length === 0) return new Set()
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(inArray(stores.id, [...storeIds]))
  return new Set(rows.map((row) => row.id))
}
