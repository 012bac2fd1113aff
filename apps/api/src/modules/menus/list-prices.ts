import type { TPriceEntry, TPriceList } from '@deli/contracts'
import { priceInForce, regionRank, storeRegionKeys, type TPriceOverride } from '@deli/domain'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import type { TPriceStaff } from './price-staff.ts'
import {
  findMenuCosts,
  listOverridesInForce,
  listPricedProducts,
  listPriceHistory,
} from './product-pricing-repository.ts'
import type { TPriceHistoryRow } from './tables.ts'

export const toPriceEntry = (row: TPriceHistoryRow): TPriceEntry => ({
  id: row.id,
  scope: row.scope,
  product_id: row.productId,
  option_id: row.optionId,
  store_id: row.storeId,
  region: row.region,
  cost: row.cost,
  valid_from: row.validFrom.toISOString(),
  valid_to: row.validTo?.toISOString() ?? null,
  set_by: row.setByName,
})

const toOverride = (row: TPriceHistoryRow): TPriceOverride => ({
  productId: row.productId,
  optionId: row.optionId,
  cost: row.cost,
  rank: row.storeId !== null ? 0 : regionRank(row.region ?? ''),
})

/**
 * The catalogue's prices for the back office (ADR 062). With a store (any staff of it): its menu's
 * prices, the overrides in force there (its own, its city's, its state's) and the price in force of
 * each product and option. Without: the base prices and every region's overrides.
 */
export async function listPrices(
  db: TDatabase,
  staff: TPriceStaff,
  storeId: number | undefined,
): Promise<TPriceList> {
  const products = await listPricedProducts(db)
  if (storeId === undefined) {
    const overrides = await listOverridesInForce(db, { storeIds: [], regions: [], everywhere: true })
    const regional = overrides.filter((row) => row.region !== null)
    return {
      products: products.map((product) => ({
        product_id: product.id,
        name: product.name,
        category: product.category,
        base: product.cost,
        menu: null,
        in_force: null,
        options: product.options.map((option) => ({
          option_id: option.id,
          name: option.name,
          cost: option.cost,
          in_force: null,
        })),
        overrides: regional.filter((row) => row.productId === product.id).map(toPriceEntry),
      })),
    }
  }
  const store = await staff.requireStore(storeId, 'staff')
  const [menuCosts, rows] = await Promise.all([
    findMenuCosts(db, store.menuId),
    listOverridesInForce(db, { storeIds: [store.id], regions: storeRegionKeys(store) }),
  ])
  const overrides = rows.map(toOverride)
  return {
    products: products.map((product) => {
      const menu = menuCosts.get(product.id) ?? null
      const of = (optionId: number) =>
        overrides.filter((one) => one.productId === product.id && one.optionId === optionId)
      return {
        product_id: product.id,
        name: product.name,
        category: product.category,
        base: product.cost,
        menu,
        in_force: menu === null ? null : priceInForce(menu, of(0)),
        options: product.options.map((option) => ({
          option_id: option.id,
          name: option.name,
          cost: option.cost,
          in_force: priceInForce(option.cost, of(option.id)),
        })),
        overrides: rows.filter((row) => row.productId === product.id).map(toPriceEntry),
      }
    }),
  }
}

/**
 * Every price a product has had (oldest first): the chain's, and with a store (any staff of it) its
 * own and its regions'; without a store, everywhere's (chain admins only).
 */
export async function listProductPriceHistory(
  db: TDatabase,
  staff: TPriceStaff,
  productId: number,
  storeId: number | undefined,
): Promise<TPriceEntry[]> {
  if (storeId === undefined) {
    if (staff.role !== 'admin') throw new AppError(403, 'FORBIDDEN', 'Choose one of your stores.')
    return (await listPriceHistory(db, productId, { storeIds: [], regions: [], everywhere: true })).map(
      toPriceEntry,
    )
  }
  const store = await staff.requireStore(storeId, 'staff')
  const rows = await listPriceHistory(db, productId, {
    storeIds: [store.id],
    regions: storeRegionKeys(store),
    everywhere: false,
  })
  return rows.map(toPriceEntry)
}
