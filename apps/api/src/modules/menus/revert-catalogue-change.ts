import type { TCategoryInput, TProductInput } from '@deli/contracts'
import { ZCategoryInputSchema, ZProductInputSchema } from '@deli/contracts'
import { AppError } from '../../platform/errors.ts'
import { changedSince, type TReverter } from '../audit/index.ts'
import { sameJson } from './catalogue-change.ts'
import {
  findCategoryRow,
  findProductRow,
  lockCatalogue,
  presentCategory,
  productFields,
} from './catalogue-repository.ts'
import { restoreCatalogueOrder } from './move-catalogue-item.ts'
import { restoreProduct, retireProduct } from './retire-product.ts'
import { updateCategory } from './save-category.ts'
import { updateProduct } from './save-product.ts'

type TOrders = { before: number[]; after: number[] }
const ordersOf = (change: Parameters<TReverter>[1]): TOrders | null => {
  const before = change.before?.order
  const after = change.after?.order
  return Array.isArray(before) && Array.isArray(after) ? { before, after } : null
}

const revertMove = async (...[tx, change, actor]: Parameters<TReverter>) => {
  const orders = ordersOf(change)
  if (!orders) return null
  const entity = change.entity === 'category' ? 'category' : 'product'
  const id = await restoreCatalogueOrder(tx, actor, entity, Number(change.entityId), orders, change.id)
  if (!id) throw changedSince('The order')
  return id
}

/** A category's edit or move, undone (a new category stays: rename it or move its products instead). */
export const revertCategoryChange: TReverter = async (tx, change, actor) => {
  const moved = await revertMove(tx, change, actor)
  if (moved) return moved
  if (change.action !== 'update')
    throw new AppError(
      409,
      'CONFLICT',
      'A new category is not removed; rename it or move its products instead.',
    )
  await lockCatalogue(tx)
  const current = await findCategoryRow(tx, Number(change.entityId))
  if (!current) throw new AppError(404, 'NOT_FOUND', 'There is no such category.')
  const { name, description, superCategory } = presentCategory(current)
  const { name: wasName, description: wasDescription, superCategory: wasSuper } = change.after ?? {}
  if (
    !sameJson(
      { name, description, superCategory },
      { name: wasName, description: wasDescription, superCategory: wasSuper },
    )
  )
    throw changedSince(current.name)
  const before: TCategoryInput = ZCategoryInputSchema.parse(change.before)
  return (await updateCategory(tx, actor, current.id, before, { revertOf: change.id })).changeId
}

/** The fields of a recorded product that its edit compares and re-applies. */
const fieldsOf = (snapshot: Record<string, unknown> | null) => {
  const { retired: _retired, menus: _menus, stores: _stores, ...fields } = snapshot ?? {}
  return fields
}

/** A product's creation (it is retired), edit, move or retirement (listed again as it was), undone. */
export const revertProductChange: TReverter = async (tx, change, actor) => {
  const moved = await revertMove(tx, change, actor)
  if (moved) return moved
  await lockCatalogue(tx)
  const id = Number(change.entityId)
  const current = await findProductRow(tx, id)
  if (!current) throw new AppError(404, 'PRODUCT_NOT_FOUND', 'There is no such product.')
  // A record from before channels and the utensils flag (ADR 069) leaves them as they are.
  const since = { channels: current.channels, isUtensils: current.isUtensils }
  const isCurrent = sameJson(productFields(current), { ...since, ...fieldsOf(change.after) })
  if (change.action === 'create') {
    if (!isCurrent || current.retiredAt) throw changedSince(current.name)
    return (await retireProduct(tx, actor, id, { revertOf: change.id })).changeId
  }
  if (change.action === 'retire') {
    if (!isCurrent || !current.retiredAt) throw changedSince(current.name)
    const menus = Array.isArray(change.before?.menus) ? change.before.menus : []
    return (await restoreProduct(tx, actor, id, menus, { revertOf: change.id })).changeId
  }
  if (!isCurrent) throw changedSince(current.name)
  const before: TProductInput = ZProductInputSchema.parse({ ...since, ...fieldsOf(change.before) })
  return (await updateProduct(tx, actor, id, before, { revertOf: change.id })).changeId
}
