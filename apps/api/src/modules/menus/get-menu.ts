import type { TCategory, TMenu, TSuperCategory } from '@deli/contracts'
import { menuWithoutHeld } from '@deli/domain'
import type { TDatabase } from '../../platform/database.ts'
import { notFound } from '../../platform/errors.ts'
import { findHeldItems } from '../operations/find-held-items.ts'
import { findStoreByMenuId } from '../stores/repository.ts'
import { findMenuRows } from './repository.ts'

export const PRODUCT_IMAGE_BASE = '/images/products/'

/** A store's menu by menu_id, optionally one super category only; MENU_NOT_FOUND otherwise. */
export async function getMenu(options: {
  db: TDatabase
  menuId: number
  superCategory?: TSuperCategory
}): Promise<TMenu> {
  const store = await findStoreByMenuId(options.db, options.menuId)
  if (!store) throw notFound('MENU_NOT_FOUND', 'We could not find that menu.')
  const rows = await findMenuRows(options.db, options.menuId, options.superCategory)
  const byCategory = new Map<number, TCategory>()
  for (const { category, product, cost, isAvailable } of rows) {
    let entry = byCategory.get(category.id)
    if (!entry) {
      entry = {
        id: category.id,
        name: category.name,
        slug: category.slug,
        description: category.description,
        superCategory: category.superCategory,
        products: [],
      }
      byCategory.set(category.id, entry)
    }
    entry.products.push({
      product_id: product.id,
      name: product.name,
      description: product.description,
      cost,
      calories: product.calories,
      dietary: product.dietary,
      images: { 'mobile-webapp-menu': { url: `${PRODUCT_IMAGE_BASE}${product.image}` } },
      quantities: product.quantities,
      optionGroups: product.optionGroups,
      available: isAvailable,
    })
  }
  const menu = {
    id: store.menuId,
    store_id: store.id,
    name: store.name,
    categories: [...byCategory.values()],
  }
  // Read on every request (no menu cache, ADR 021): an 86'd item is gone from the next GET on any node.
  return menuWithoutHeld(menu, await findHeldItems(options.db, store.id, new Date()))
}
