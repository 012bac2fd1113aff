import type { THoldItemBody } from '@deli/contracts'
import { holdEnd } from '@deli/domain'
import type { TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { findMenuRows } from '../menus/repository.ts'
import type { TStoreRow } from '../stores/tables.ts'
import { storeItemHolds } from './tables.ts'

/** The name of a product or option on the store's menu, or undefined when the menu has no such item. */
async function menuItemName(db: TQueryable, store: TStoreRow, body: THoldItemBody) {
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

/**
 * 86s a product or option of this store's menu (ADR 021) for today (until the store's next local
 * midnight) or until further notice. Holding it again replaces the length.
 */
export async function holdItem(
  db: TQueryable,
  store: TStoreRow,
  staffId: string,
  body: THoldItemBody,
  now: Date = new Date(),
): Promise<void> {
  const name = await menuItemName(db, store, body)
  if (!name) {
    const message = `This store's menu has no ${body.kind} ${body.id}.`
    throw new AppError(404, 'PRODUCT_NOT_FOUND', message, { id: message })
  }
  const until = holdEnd(body.length, now, store.timezone)
  await db
    .insert(storeItemHolds)
    .values({ storeId: store.id, kind: body.kind, itemId: body.id, name, until, heldBy: staffId })
    .onConflictDoUpdate({
      target: [storeItemHolds.storeId, storeItemHolds.kind, storeItemHolds.itemId],
      set: { name, until, heldBy: staffId, createdAt: now },
    })
}
