import type { THoldItemBody } from '@deli/contracts'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { findMenuRows } from '../menus/index.ts'
import type { TStoreRow } from '../stores/index.ts'

/** The name of a product or option on the store's menu, or undefined when the menu has no such item. */
export async function findItemName(
  db: TQueryable,
  store: TStoreRow,
  body: Pick<THoldItemBody, 'kind' | 'id'>,
): Promise<string | undefined> {
  const rows = await findMenuRows(db, store.menuId)
  for (const { product } of rows) {
    if (body.kind === 'product' && product.id === body.id) return product.name
    if (body.kind !== 'option') continue
    for (const group of product.optionGroups) {
      const option = group.options.find((candidate) => candidate.id === body.id)
      if (option) return option.name
    }
  }
  return undefined
}

/** The name of the product or option a manager holds (ADR 021); a 404 when the store's menu has none. */
export async function menuItemName(db: TQueryable, store: TStoreRow, body: THoldItemBody): Promise<string> {
  const name = await findItemName(db, store, body)
  if (!name) {
    const message = `This store's menu has no ${body.kind} ${body.id}.`
    throw new AppError(404, 'PRODUCT_NOT_FOUND', message, { id: message })
  }
  return name
}
