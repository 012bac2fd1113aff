import { demoCatalog, demoProducts, demoStoreOperations, demoStores, type TDemoStore } from '@deli/demo-data'
import { locationPath } from '@deli/domain'
import { countProductsWithAllergens, insertCatalogue, setProductAllergens } from '../modules/menus/index.ts'
import { countStores, insertStores, setStoreOperations } from '../modules/stores/index.ts'
import type { TDatabase } from '../platform/database.ts'

/** A store's price for a list price: its price tier applied, rounded to the nearest 10 cents less one. */
export function storePrice(listCents: number, tierPercent: number): number {
  if (tierPercent === 100 || listCents === 0) return listCents
  return Math.max(0, Math.round((listCents * tierPercent) / 1000) * 10 - 1)
}

function operationColumns(store: TDemoStore) {
  const operations = demoStoreOperations(store)
  return {
    leadTimeMinutes: operations.leadTimeMinutes,
    slotCapacity: operations.slotCapacity,
    deliveryZone: operations.delivery?.zone ?? null,
    deliveryFeeCents: operations.delivery?.feeCents ?? 0,
    deliveryMinimumCents: operations.delivery?.minimumCents ?? 0,
  }
}

/**
 * A database seeded before stores had lead times, slot capacity and delivery zones gets the demo
 * values once (only when no store has a zone yet, so nothing set by hand is overwritten).
 */
async function backfillOperations(db: TDatabase): Promise<void> {
  if ((await countStores(db, 'zoned')) > 0) return
  await db.transaction(async (tx) => {
    for (const store of demoStores) await setStoreOperations(tx, store.id, operationColumns(store))
  })
}

/**
 * A database seeded before the menu had allergens (migration 0023 leaves them empty) gets the demo
 * chain's allergen sheet once, products and options (ADR 049): only while no product lists any.
 * The `menu_changes` trigger on `products` drops every node's cached menus (ADR 023).
 */
async function backfillAllergens(db: TDatabase): Promise<void> {
  if ((await countProductsWithAllergens(db)) > 0) return
  await db.transaction(async (tx) => {
    for (const product of demoProducts) {
      await setProductAllergens(tx, product.product_id, {
        allergens: product.allergens,
        optionGroups: product.optionGroups,
      })
    }
  })
}

/** Seeds the demo chain in one transaction when the catalogue is empty; returns whether it seeded. */
export async function seedDemoChain(db: TDatabase): Promise<boolean> {
  if ((await countStores(db)) > 0) {
    await backfillOperations(db)
    await backfillAllergens(db)
    return false
  }
  await db.transaction(async (tx) => {
    await insertStores(
      tx,
      demoStores.map((store) => ({
        ...operationColumns(store),
        id: store.id,
        menuId: store.menu_id,
        name: store.name,
        path: locationPath(store),
        address: store.address,
        city: store.city,
        state: store.state,
        zip: store.zip,
        phone: store.phone,
        latitude: store.latitude,
        longitude: store.longitude,
        timezone: store.timezone,
        isAvailable: store.available,
        isComingSoon: store.comingSoon,
        services: store.services,
        hours: store.hours,
        taxRateBps: store.taxRateBps,
      })),
    )
    const categories = demoCatalog.map((category, index) => ({
      id: category.id,
      name: category.name,
      slug: category.slug,
      description: category.description,
      superCategory: category.superCategory,
      sortOrder: index,
    }))
    const allProducts = demoCatalog.flatMap((category) =>
      category.products.map((product, index) => ({ ...product, categoryId: category.id, sortOrder: index })),
    )
    const products = allProducts.map((product) => ({
      id: product.product_id,
      categoryId: product.categoryId,
      name: product.name,
      description: product.description,
      cost: product.cost,
      calories: product.calories,
      dietary: product.dietary,
      allergens: product.allergens,
      image: product.image,
      quantities: product.quantities,
      optionGroups: product.optionGroups,
      sortOrder: product.sortOrder,
      featured: product.featured ?? false,
    }))
    const menuProducts = demoStores.flatMap((store) =>
      allProducts.map((product) => ({
        menuId: store.menu_id,
        productId: product.product_id,
        cost: storePrice(product.cost, store.priceTierPercent),
        isAvailable: !store.unavailableProductIds.includes(product.product_id),
      })),
    )
    await insertCatalogue(tx, { categories, products, menuProducts })
  })
  return true
}
