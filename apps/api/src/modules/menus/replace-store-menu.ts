import { asc, eq } from 'drizzle-orm'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { recordChange, type TChange, type TReverter } from '../audit/index.ts'
import { lockStoreById } from '../stores/index.ts'
import { sameJson } from './catalogue-change.ts'
import { menuProducts } from './tables.ts'

/** One product a store's menu lists, as its audit record keeps it. */
type TMenuRow = { product_id: number; cost: number; is_available: boolean }
type TCaller = { staff: TChange['staff']; fromAddress: string }

export const MENU_CHANGED_SINCE =
  "This store's menu has changed since; revert the later change first, or choose its menu again."

const readMenu = async (tx: TQueryable, menuId: number): Promise<TMenuRow[]> =>
  (
    await tx
      .select()
      .from(menuProducts)
      .where(eq(menuProducts.menuId, menuId))
      .orderBy(asc(menuProducts.productId))
  ).map((row) => ({ product_id: row.productId, cost: row.cost, is_available: row.isAvailable }))

/**
 * The store's menu rows replaced by `rows` in `tx`, with its audit record (entity `menu`, the rows
 * before and after, ADR 057, 060). The `menu_products` trigger announces the change (ADR 023).
 */
async function writeStoreMenu(
  tx: TQueryable,
  store: { id: number; menuId: number },
  rows: readonly TMenuRow[],
  caller: TCaller,
  context: { fromStoreId: number | null; revertOf?: string },
): Promise<{ products: number; changeId: string }> {
  const before = await readMenu(tx, store.menuId)
  await tx.delete(menuProducts).where(eq(menuProducts.menuId, store.menuId))
  for (let start = 0; start < rows.length; start += 1000) {
    await tx.insert(menuProducts).values(
      rows.slice(start, start + 1000).map((row) => ({
        menuId: store.menuId,
        productId: row.product_id,
        cost: row.cost,
        isAvailable: row.is_available,
      })),
    )
  }
  const after = await readMenu(tx, store.menuId)
  const changeId = await recordChange(tx, {
    staff: caller.staff,
    entity: 'menu',
    entityId: store.id,
    action: context.revertOf ? 'revert' : 'update',
    storeId: store.id,
    before: { products: before },
    after: { from_store_id: context.fromStoreId, products: after },
    fromAddress: caller.fromAddress,
    revertOf: context.revertOf,
  })
  return { products: after.length, changeId }
}

/**
 * A store sells another store's menu from now on (ADR 060): its products, prices and availability
 * copied over its own, in one transaction with the audit record. The store's own price overrides and
 * dayparts stay (they are the store's, not the menu's). Answers how many products it now lists.
 */
export async function replaceStoreMenu(options: {
  db: TDatabase
  store: { id: number; menuId: number }
  from: { id: number; menuId: number }
  caller: TCaller
}): Promise<number> {
  const { db, store, from, caller } = options
  if (from.id === store.id) {
    const message = 'Choose another store to take the menu from.'
    throw new AppError(422, 'VALIDATION_FAILED', message, { from_store_id: message })
  }
  return db.transaction(async (tx) => {
    const rows = await readMenu(tx, from.menuId)
    return (await writeStoreMenu(tx, store, rows, caller, { fromStoreId: from.id })).products
  })
}

const rowsOf = (snapshot: Record<string, unknown> | null): TMenuRow[] | null =>
  Array.isArray(snapshot?.products) ? (snapshot.products as TMenuRow[]) : null

/**
 * The audit page's reverter of a store's menu change (ADR 057): puts back the menu before, when the
 * store's menu is still the one the change left (409 otherwise); answers the revert's record id.
 */
export const revertMenuChange: TReverter = async (tx, change, actor) => {
  const before = rowsOf(change.before)
  const after = rowsOf(change.after)
  if (!before || !after) throw new AppError(404, 'NOT_FOUND', 'There is no such menu change.')
  const store = await lockStoreById(tx, Number(change.entityId))
  if (!store) throw new AppError(404, 'NOT_FOUND', 'There is no such store.')
  if (!sameJson(await readMenu(tx, store.menuId), after))
    throw new AppError(409, 'CONFLICT', MENU_CHANGED_SINCE)
  return (await writeStoreMenu(tx, store, before, actor, { fromStoreId: null, revertOf: change.id })).changeId
}
