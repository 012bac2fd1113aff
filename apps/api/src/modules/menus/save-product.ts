import type { TCatalogueProduct, TNewProduct, TOptionGroup, TProductInput } from '@deli/contracts'
import { productProblems } from '@deli/domain/catalogue-rules'
import { and, eq, sql } from 'drizzle-orm'
import {
  catalogueInvalid,
  inCatalogueChange,
  productNotFound,
  recordCatalogueChange,
  type TCatalogueActor,
  type TCatalogueTx,
} from './catalogue-change.ts'
import {
  countMenusByProduct,
  findCategoryRow,
  findProductRow,
  findStoreMenuIds,
  listStoreMenuIds,
  nextCatalogueIds,
  presentProduct,
  productFields,
} from './catalogue-repository.ts'
import { menuProducts, products } from './tables.ts'

type TDb = Parameters<typeof inCatalogueChange>[0]

/** The domain's rules across fields and a category that exists; 400 with a sentence per field. */
export async function checkProduct(tx: TCatalogueTx, input: TProductInput): Promise<void> {
  const problems = productProblems(input)
  if (!(await findCategoryRow(tx, input.categoryId))) problems.categoryId = 'Choose a category from the list.'
  if (Object.keys(problems).length > 0) throw catalogueInvalid(problems)
}

/**
 * The option groups as the menu keeps them (JSON on the product, ADR 049): a group or option keeps
 * its id when this product already has it, and a new one gets the next chain-wide id.
 */
async function withIds(
  tx: TCatalogueTx,
  groups: TProductInput['optionGroups'],
  existing: readonly TOptionGroup[],
): Promise<TOptionGroup[]> {
  const ids = await nextCatalogueIds(tx)
  let nextGroup = ids.group
  let nextOption = ids.option
  const groupIds = new Set(existing.map((group) => group.id))
  const optionIds = new Set(existing.flatMap((group) => group.options.map((option) => option.id)))
  return groups.map((group) => ({
    id: group.id !== undefined && groupIds.has(group.id) ? group.id : nextGroup++,
    name: group.name,
    description: group.description,
    min: group.min,
    max: group.max,
    options: group.options.map((option) => ({
      id: option.id !== undefined && optionIds.has(option.id) ? option.id : nextOption++,
      name: option.name,
      cost: option.cost,
      calories: option.calories,
      isDefault: option.isDefault,
      ...(option.maxQuantity === undefined ? {} : { maxQuantity: option.maxQuantity }),
      allergens: option.allergens,
    })),
  }))
}

const nextSortOrder = async (tx: TCatalogueTx, categoryId: number) =>
  (
    await tx.execute<{ next: number }>(
      sql`select (coalesce(max(sort_order), 0) + 1)::int as next from products where category_id = ${categoryId}`,
    )
  ).rows[0]?.next ?? 1

/**
 * The menus a new product goes on, once its fields pass the rules: every store's ('all') or the
 * listed stores' (400 naming a store that does not exist).
 */
export async function checkNewProduct(tx: TCatalogueTx, input: TNewProduct): Promise<number[]> {
  await checkProduct(tx, input)
  if (input.stores === 'all') return listStoreMenuIds(tx)
  const menus = await findStoreMenuIds(tx, input.stores)
  const unknown = input.stores.find((storeId) => !menus.has(storeId))
  if (unknown !== undefined) throw catalogueInvalid({ stores: `There is no store ${unknown}.` })
  return [...new Set(menus.values())]
}

/**
 * A new product, last in its category, listed at its base price on the menus of the stores asked for
 * ('all': every store's). Recorded (ADR 057); the `menu_changes` triggers announce it to every node.
 * Answers the product and the change's record id (a draft's publish lists it, ADR 059).
 */
export async function insertProduct(
  db: TDb,
  actor: TCatalogueActor,
  input: TNewProduct,
): Promise<{ product: TCatalogueProduct; changeId: string }> {
  return inCatalogueChange(db, async (tx) => {
    const menuIds = await checkNewProduct(tx, input)
    const ids = await nextCatalogueIds(tx)
    const [row] = await tx
      .insert(products)
      .values({
        id: ids.product,
        ...productColumns(input),
        optionGroups: await withIds(tx, input.optionGroups, []),
        sortOrder: await nextSortOrder(tx, input.categoryId),
      })
      .returning()
    if (!row) throw new Error('product not written')
    for (let start = 0; start < menuIds.length; start += 5000) {
      const chunk = menuIds.slice(start, start + 5000)
      await tx
        .insert(menuProducts)
        .values(chunk.map((menuId) => ({ menuId, productId: row.id, cost: row.cost })))
    }
    const changeId = await recordCatalogueChange(tx, actor, {
      entity: 'product',
      entityId: row.id,
      action: 'create',
      before: null,
      after: { ...productFields(row), stores: input.stores },
    })
    return { product: presentProduct(row, menuIds.length), changeId }
  })
}

/** A new product saved at once (POST staff/catalogue/products). */
export const createProduct = async (
  db: TDb,
  actor: TCatalogueActor,
  input: TNewProduct,
): Promise<TCatalogueProduct> => (await insertProduct(db, actor, input)).product

/** The columns a product's form sets, the same on a create and an edit. */
const productColumns = (input: TProductInput) => ({
  categoryId: input.categoryId,
  name: input.name,
  description: input.description,
  cost: input.cost,
  calories: input.calories,
  dietary: input.dietary,
  allergens: input.allergens,
  image: input.image,
  quantities: input.quantities,
  makeSeconds: input.makeSeconds,
  makeExtraSeconds: input.makeExtraSeconds,
  channels: input.channels,
  isUtensils: input.isUtensils,
})

/**
 * A product's fields. A menu that sold it at the old base price follows the new one (a menu with a
 * price of its own keeps it). A revert (`revertOf`) is recorded as one. Answers the product and
 * the change's record id.
 */
export async function updateProduct(
  db: TDb,
  actor: TCatalogueActor,
  id: number,
  input: TProductInput,
  options: { revertOf?: string } = {},
): Promise<{ product: TCatalogueProduct; changeId: string }> {
  return inCatalogueChange(db, async (tx) => {
    const current = await findProductRow(tx, id)
    if (!current) throw productNotFound()
    await checkProduct(tx, input)
    const moved = input.categoryId !== current.categoryId
    const [row] = await tx
      .update(products)
      .set({
        ...productColumns(input),
        optionGroups: await withIds(tx, input.optionGroups, current.optionGroups),
        ...(moved ? { sortOrder: await nextSortOrder(tx, input.categoryId) } : {}),
      })
      .where(eq(products.id, id))
      .returning()
    if (!row) throw productNotFound()
    if (row.cost !== current.cost)
      await tx
        .update(menuProducts)
        .set({ cost: row.cost })
        .where(and(eq(menuProducts.productId, id), eq(menuProducts.cost, current.cost)))
    const changeId = await recordCatalogueChange(tx, actor, {
      entity: 'product',
      entityId: id,
      action: options.revertOf ? 'revert' : 'update',
      before: productFields(current),
      after: productFields(row),
      revertOf: options.revertOf,
    })
    const counts = await countMenusByProduct(tx, id)
    return { product: presentProduct(row, counts.get(id) ?? 0), changeId }
  })
}
