import { placedOrder, productsLeftOut } from '@deli/domain/back-office'
import { eq, inArray } from 'drizzle-orm'
import {
  catalogueInvalid,
  categoryNotFound,
  inCatalogueChange,
  recordCatalogueChange,
  type TCatalogueActor,
  type TCatalogueTx,
} from './catalogue-change.ts'
import {
  findCategoryRow,
  listCategoryRows,
  listProductRows,
  productFields,
  type TCategoryRow,
} from './catalogue-repository.ts'
import { updateProduct } from './save-product.ts'
import { categories, products } from './tables.ts'

/** A drafted category's place (1 = first) and the products it holds in their order (ADR 059). */
export type TCategoryArrangement = { position?: number; productIds?: readonly number[] }

/**
 * Checks a category's drafted place and products (ADR 059): the category exists, every listed
 * product exists and is not retired, and every product it holds now is still listed (a product
 * leaves a category only by moving to another). 404 or 400 with the sentence; answers the category.
 */
export async function checkCategoryArrangement(
  tx: TCatalogueTx,
  id: number,
  { productIds }: TCategoryArrangement,
): Promise<TCategoryRow> {
  const category = await findCategoryRow(tx, id)
  if (!category) throw categoryNotFound()
  if (productIds === undefined) return category
  const listed =
    productIds.length === 0
      ? []
      : await tx
          .select({ id: products.id, retiredAt: products.retiredAt })
          .from(products)
          .where(inArray(products.id, [...productIds]))
  const live = new Set(listed.filter((row) => !row.retiredAt).map((row) => row.id))
  const unknown = productIds.find((productId) => !live.has(productId))
  if (unknown !== undefined)
    throw catalogueInvalid({
      product_ids: `There is no product ${unknown} on sale to put in ${category.name}.`,
    })
  const held = (await listProductRows(tx, id)).filter((row) => !row.retiredAt)
  const left = productsLeftOut(
    held.map((row) => row.id),
    productIds,
  )
  if (left.length > 0) {
    const names = held.filter((row) => left.includes(row.id)).map((row) => row.name)
    throw catalogueInvalid({
      product_ids: `${names.join(', ')} must stay listed: move a product to another category to take it out of ${category.name}.`,
    })
  }
  return category
}

/**
 * Puts a category at its drafted place and gives it its drafted products in their order (ADR 059),
 * in the caller's transaction: a product from another category moves through `updateProduct`, and
 * each order that changes is recorded as a move is (`{ order }` before and after), so every step
 * stays revertable from the audit page.
 */
export async function arrangeCategory(
  db: Parameters<typeof inCatalogueChange>[0],
  actor: TCatalogueActor,
  id: number,
  arrangement: TCategoryArrangement,
): Promise<void> {
  await inCatalogueChange(db, async (tx) => {
    await checkCategoryArrangement(tx, id, arrangement)
    if (arrangement.position !== undefined) {
      const list = await listCategoryRows(tx)
      const placed = placedOrder(list, id, arrangement.position)
      if (placed) {
        for (const [index, row] of placed.entries())
          await tx
            .update(categories)
            .set({ sortOrder: index + 1 })
            .where(eq(categories.id, row.id))
        await recordCatalogueChange(tx, actor, {
          entity: 'category',
          entityId: id,
          action: 'update',
          before: { order: list.map((row) => row.id) },
          after: { order: placed.map((row) => row.id) },
        })
      }
    }
    const productIds = arrangement.productIds
    if (productIds === undefined || productIds.length === 0) return
    const rows = await tx
      .select()
      .from(products)
      .where(inArray(products.id, [...productIds]))
    for (const row of rows)
      if (row.categoryId !== id)
        await updateProduct(tx, actor, row.id, { ...productFields(row), categoryId: id })
    const before = (await listProductRows(tx, id)).filter((row) => !row.retiredAt).map((row) => row.id)
    if (JSON.stringify(before) === JSON.stringify(productIds)) return
    for (const [index, productId] of productIds.entries())
      await tx
        .update(products)
        .set({ sortOrder: index + 1 })
        .where(eq(products.id, productId))
    await recordCatalogueChange(tx, actor, {
      entity: 'product',
      entityId: productIds[0] ?? id,
      action: 'update',
      before: { order: before },
      after: { order: [...productIds] },
    })
  })
}
