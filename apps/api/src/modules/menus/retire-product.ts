import type { TCatalogueProduct } from '@deli/contracts'
import { eq, sql } from 'drizzle-orm'
import { AppError } from '../../platform/errors.ts'
import {
  inCatalogueChange,
  productNotFound,
  recordCatalogueChange,
  type TCatalogueActor,
} from './catalogue-change.ts'
import {
  findProductRow,
  listProductMenus,
  listStoreMenuIds,
  presentProduct,
  productFields,
} from './catalogue-repository.ts'
import { menuProducts, products } from './tables.ts'

type TDb = Parameters<typeof inCatalogueChange>[0]
type TMenuListing = { menuId: number; cost: number; isAvailable: boolean }

/**
 * Retires a product: it leaves every menu (its `menu_products` rows go, so guests can no longer find
 * or add it) but its row stays, so past orders and baskets still name it. The menus it left, with
 * their prices, are kept in the audit record, so a revert can list it again as it was.
 */
export async function retireProduct(
  db: TDb,
  actor: TCatalogueActor,
  id: number,
  options: { revertOf?: string } = {},
): Promise<{ product: TCatalogueProduct; changeId: string }> {
  return inCatalogueChange(db, async (tx) => {
    const current = await findProductRow(tx, id)
    if (!current) throw productNotFound()
    if (current.retiredAt) throw new AppError(409, 'CONFLICT', `${current.name} is already retired.`)
    const menus = await listProductMenus(tx, id)
    await tx.delete(menuProducts).where(eq(menuProducts.productId, id))
    const [row] = await tx
      .update(products)
      .set({ retiredAt: sql`now()` })
      .where(eq(products.id, id))
      .returning()
    if (!row) throw productNotFound()
    const changeId = await recordCatalogueChange(tx, actor, {
      entity: 'product',
      entityId: id,
      action: options.revertOf ? 'revert' : 'retire',
      before: { ...productFields(current), retired: false, menus },
      after: { ...productFields(row), retired: true, menus: [] },
      revertOf: options.revertOf,
    })
    return { product: presentProduct(row, 0), changeId }
  })
}

/** Lists a retired product again on the menus it left, at the prices it had (a retire's revert). */
export async function restoreProduct(
  db: TDb,
  actor: TCatalogueActor,
  id: number,
  menus: readonly TMenuListing[],
  options: { revertOf: string },
): Promise<{ product: TCatalogueProduct; changeId: string }> {
  return inCatalogueChange(db, async (tx) => {
    const current = await findProductRow(tx, id)
    if (!current) throw productNotFound()
    const [row] = await tx.update(products).set({ retiredAt: null }).where(eq(products.id, id)).returning()
    if (!row) throw productNotFound()
    const there = new Set(
      await listStoreMenuIds(
        tx,
        menus.map((menu) => menu.menuId),
      ),
    )
    // A store may have closed since: its menu is not listed again.
    const restored = menus.filter((menu) => there.has(menu.menuId))
    if (restored.length > 0)
      await tx
        .insert(menuProducts)
        .values(restored.map((menu) => ({ ...menu, productId: id })))
        .onConflictDoNothing()
    const changeId = await recordCatalogueChange(tx, actor, {
      entity: 'product',
      entityId: id,
      action: 'revert',
      before: { ...productFields(current), retired: true, menus: [] },
      after: { ...productFields(row), retired: false, menus: restored },
      revertOf: options.revertOf,
    })
    return { product: presentProduct(row, restored.length), changeId }
  })
}
