import { movedOrder } from '@deli/domain/catalogue-rules'
import { eq } from 'drizzle-orm'
import { AppError } from '../../platform/errors.ts'
import {
  categoryNotFound,
  inCatalogueChange,
  productNotFound,
  recordCatalogueChange,
  type TCatalogueActor,
} from './catalogue-change.ts'
import { findProductRow, listCategoryRows, listProductRows } from './catalogue-repository.ts'
import { categories, products } from './tables.ts'

type TDb = Parameters<typeof inCatalogueChange>[0]

/**
 * Moves a category (among the categories) or a product (among its category's products) one place up
 * or down: the list is numbered 1, 2, 3 … in its new order, and the change records both orders.
 */
export async function moveCatalogueItem(
  db: TDb,
  actor: TCatalogueActor,
  entity: 'category' | 'product',
  id: number,
  direction: 'up' | 'down',
): Promise<void> {
  await inCatalogueChange(db, async (tx) => {
    let list: { id: number; name: string }[]
    if (entity === 'category') {
      list = await listCategoryRows(tx)
      if (!list.some((row) => row.id === id)) throw categoryNotFound()
    } else {
      const product = await findProductRow(tx, id)
      if (!product) throw productNotFound()
      list = (await listProductRows(tx, product.categoryId)).filter((row) => !row.retiredAt)
    }
    const moved = movedOrder(list, id, direction)
    const name = list.find((row) => row.id === id)?.name ?? ''
    if (!moved)
      throw new AppError(409, 'CONFLICT', `${name} is already ${direction === 'up' ? 'first' : 'last'}.`)
    const table = entity === 'category' ? categories : products
    for (const [index, row] of moved.entries()) {
      await tx
        .update(table)
        .set({ sortOrder: index + 1 })
        .where(eq(table.id, row.id))
    }
    await recordCatalogueChange(tx, actor, {
      entity,
      entityId: id,
      action: 'update',
      before: { order: list.map((row) => row.id) },
      after: { order: moved.map((row) => row.id), moved: direction },
    })
  })
}

/**
 * Puts a list back in an order recorded before a move (a move's revert), when it is still in the
 * order the move left it; answers false when it has changed since.
 */
export async function restoreCatalogueOrder(
  db: TDb,
  actor: TCatalogueActor,
  entity: 'category' | 'product',
  id: number,
  orders: { before: number[]; after: number[] },
  revertOf: string,
): Promise<string | null> {
  return inCatalogueChange(db, async (tx) => {
    const product = entity === 'product' ? await findProductRow(tx, id) : undefined
    const list =
      entity === 'category'
        ? await listCategoryRows(tx)
        : (await listProductRows(tx, product?.categoryId ?? -1)).filter((row) => !row.retiredAt)
    const now = list.map((row) => row.id)
    if (JSON.stringify(now) !== JSON.stringify(orders.after)) return null
    const table = entity === 'category' ? categories : products
    for (const [index, rowId] of orders.before.entries()) {
      await tx
        .update(table)
        .set({ sortOrder: index + 1 })
        .where(eq(table.id, rowId))
    }
    return recordCatalogueChange(tx, actor, {
      entity,
      entityId: id,
      action: 'revert',
      before: { order: now },
      after: { order: orders.before },
      revertOf,
    })
  })
}
