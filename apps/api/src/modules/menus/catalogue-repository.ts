import type {
  TCatalogueCategory,
  TCatalogueListProduct,
  TCatalogueProduct,
  TOptionGroup,
  TProductInput,
} from '@deli/contracts'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { stores } from '../stores/tables.ts'
import { PRODUCT_IMAGE_BASE } from './get-menu.ts'
import { categories, menuProducts, products } from './tables.ts'

export type TProductRow = typeof products.$inferSelect
export type TCategoryRow = typeof categories.$inferSelect

/** Every catalogue write takes this lock first (ADR 058's ids: max + 1, sort orders), one writer at a time. */
export async function lockCatalogue(tx: TQueryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('back-office:catalogue'))`)
}

export async function findCategoryRow(db: TQueryable, id: number): Promise<TCategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id))
  return row
}

export async function findProductRow(db: TQueryable, id: number): Promise<TProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id))
  return row
}

export async function listCategoryRows(db: TQueryable): Promise<TCategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id))
}

export async function listProductRows(db: TQueryable, categoryId?: number): Promise<TProductRow[]> {
  return db
    .select()
    .from(products)
    .where(categoryId === undefined ? undefined : eq(products.categoryId, categoryId))
    .orderBy(asc(products.sortOrder), asc(products.id))
}

const listColumns = {
  id: products.id,
  categoryId: products.categoryId,
  name: products.name,
  cost: products.cost,
  calories: products.calories,
  channels: products.channels,
  isUtensils: products.isUtensils,
  sortOrder: products.sortOrder,
  image: products.image,
  retiredAt: products.retiredAt,
  optionGroupCount: sql<number>`jsonb_array_length(${products.optionGroups})::int`,
}
export type TProductListRow = Pick<
  TProductRow,
  | 'id'
  | 'categoryId'
  | 'name'
  | 'cost'
  | 'calories'
  | 'channels'
  | 'isUtensils'
  | 'sortOrder'
  | 'image'
  | 'retiredAt'
> & { optionGroupCount: number }

/** Every product for the catalogue's list (ADR 057): only what its row shows, option groups counted. */
export async function listProductListRows(db: TQueryable): Promise<TProductListRow[]> {
  return db.select(listColumns).from(products).orderBy(asc(products.sortOrder), asc(products.id))
}

/** How many store menus list each product (or the one product asked for). */
export async function countMenusByProduct(db: TQueryable, productId?: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ productId: menuProducts.productId, count: sql<number>`count(*)::int` })
    .from(menuProducts)
    .where(productId === undefined ? undefined : eq(menuProducts.productId, productId))
    .groupBy(menuProducts.productId)
  return new Map(rows.map((row) => [row.productId, row.count]))
}

/** Every store's menu id, or those of `among` that are one (a read of the stores module's table, ADR 012). */
export async function listStoreMenuIds(db: TQueryable, among?: readonly number[]): Promise<number[]> {
  if (among?.length === 0) return []
  const rows = await db
    .select({ menuId: stores.menuId })
    .from(stores)
    .where(among ? inArray(stores.menuId, [...among]) : undefined)
    .orderBy(asc(stores.menuId))
  return rows.map((row) => row.menuId)
}

/** Each of these stores' menu id, by store id (a store that does not exist is left out). */
export async function findStoreMenuIds(
  db: TQueryable,
  storeIds: readonly number[],
): Promise<Map<number, number>> {
  if (storeIds.length === 0) return new Map()
  const rows = await db
    .select({ id: stores.id, menuId: stores.menuId })
    .from(stores)
    .where(inArray(stores.id, [...storeIds]))
  return new Map(rows.map((row) => [row.id, row.menuId]))
}

/** The menus that list a product, with their price and availability (what retiring it removes). */
export async function listProductMenus(db: TQueryable, productId: number) {
  return db
    .select({ menuId: menuProducts.menuId, cost: menuProducts.cost, isAvailable: menuProducts.isAvailable })
    .from(menuProducts)
    .where(eq(menuProducts.productId, productId))
    .orderBy(asc(menuProducts.menuId))
}

/** The next free ids: categories, products, option groups and options (ids are chain-wide). */
export async function nextCatalogueIds(tx: TQueryable) {
  const result = await tx.execute<{
    category: number
    product: number
    group_id: number
    option_id: number
  }>(sql`
    select
      (select coalesce(max(id), 0) + 1 from categories)::int as category,
      (select coalesce(max(id), 0) + 1 from products)::int as product,
      (select coalesce(max((g->>'id')::int), 0) + 1
         from products p, jsonb_array_elements(p.option_groups) g)::int as group_id,
      (select coalesce(max((o->>'id')::int), 0) + 1
         from products p, jsonb_array_elements(p.option_groups) g, jsonb_array_elements(g->'options') o)::int as option_id`)
  const row = result.rows[0]
  if (!row) throw new Error('no catalogue ids')
  return { category: row.category, product: row.product, group: row.group_id, option: row.option_id }
}

export const presentCategory = (row: TCategoryRow): TCatalogueCategory => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  superCategory: row.superCategory,
  sortOrder: row.sortOrder,
})

/** The editable fields of a product as the contracts name them (the audit trail's before and after). */
export const productFields = (row: TProductRow): TProductInput & { optionGroups: TOptionGroup[] } => ({
  categoryId: row.categoryId,
  name: row.name,
  description: row.description,
  cost: row.cost,
  calories: row.calories,
  dietary: row.dietary,
  allergens: row.allergens,
  image: row.image,
  quantities: row.quantities,
  optionGroups: row.optionGroups,
  makeSeconds: row.makeSeconds,
  makeExtraSeconds: row.makeExtraSeconds,
  channels: row.channels,
  isUtensils: row.isUtensils,
})

export const presentProduct = (row: TProductRow, menuCount: number): TCatalogueProduct => ({
  id: row.id,
  ...productFields(row),
  sortOrder: row.sortOrder,
  imageUrl: `${PRODUCT_IMAGE_BASE}${row.image}`,
  menuCount,
  retiredAt: row.retiredAt ? row.retiredAt.toISOString() : null,
})

export const presentListProduct = (row: TProductListRow, menuCount: number): TCatalogueListProduct => ({
  id: row.id,
  categoryId: row.categoryId,
  name: row.name,
  cost: row.cost,
  calories: row.calories,
  channels: row.channels,
  isUtensils: row.isUtensils,
  optionGroupCount: row.optionGroupCount,
  sortOrder: row.sortOrder,
  imageUrl: `${PRODUCT_IMAGE_BASE}${row.image}`,
  menuCount,
  retiredAt: row.retiredAt ? row.retiredAt.toISOString() : null,
})
