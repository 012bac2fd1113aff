import { okEnvelope, type TCategory, type TMenu, type TSuperCategory, ZMenuSchema } from '@deli/contracts'
import { menuWithoutHeld, priceAtStore } from '@deli/domain'
import { daypartStatus } from '@deli/domain/back-office'
import { serializerCompiler } from 'fastify-type-provider-zod'
import type { TQueryable } from '../../platform/database.ts'
import { notFound } from '../../platform/errors.ts'
import { ok } from '../../platform/reply.ts'
import { findHeldItems } from '../availability/index.ts'
import { findStoreByMenuId } from '../stores/index.ts'
import { findDayparts } from './find-dayparts.ts'
import type { TMenuSource } from './menu-cache.ts'
import { findStoreOverrides } from './price-overrides.ts'
import { findMenuRows } from './repository.ts'

export const PRODUCT_IMAGE_BASE = '/images/products/'

/**
 * A store's menu by menu_id as of `now`, optionally one super category only, and when it changes by
 * itself (the earliest end of a 'today' hold it leaves out); MENU_NOT_FOUND otherwise.
 */
export async function getMenu(options: {
  db: TQueryable
  menuId: number
  superCategory?: TSuperCategory
  now?: Date
}): Promise<{ menu: TMenu; changesAt: Date | null }> {
  const store = await findStoreByMenuId(options.db, options.menuId)
  if (!store) throw notFound('MENU_NOT_FOUND', 'We could not find that menu.')
  // The store's and its regions' prices (ADR 062), read once per menu version like the rest.
  const [rows, overrides] = await Promise.all([
    findMenuRows(options.db, options.menuId, options.superCategory),
    findStoreOverrides(options.db, store),
  ])
  const byCategory = new Map<number, TCategory>()
  for (const { category, product, cost: menuCost, isAvailable } of rows) {
    const { cost, optionGroups } = priceAtStore(product.id, menuCost, product, overrides)
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
      allergens: product.allergens,
      images: { 'mobile-webapp-menu': { url: `${PRODUCT_IMAGE_BASE}${product.image}` } },
      quantities: product.quantities,
      optionGroups,
      available: isAvailable,
      channels: product.channels,
      is_utensils: product.isUtensils,
    })
  }
  const menu = {
    id: store.menuId,
    store_id: store.id,
    name: store.name,
    categories: [...byCategory.values()],
  }
  // Availability only through its module's read (ADR 012); the cache in front of this keeps the answer
  // until a `menu_changes` notification or `changesAt` (ADR 023).
  const now = options.now ?? new Date()
  const held = await findHeldItems(options.db, store.id, now)
  // Dayparts (ADR 060): a category outside its window stays on the menu, each product saying why; the
  // cached answer ends at the next window edge, so the status is right without a read per request.
  const { notNow, changesAt } = daypartStatus(await findDayparts(options.db, store.id), now, store.timezone)
  const withDayparts = notNow.size === 0 ? menu : markNotNow(menu, notNow)
  return { menu: menuWithoutHeld(withDayparts, held), changesAt: earliest(held.changesAt, changesAt) }
}

const earliest = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b))

function markNotNow(menu: TMenu, notNow: ReadonlyMap<number, string>): TMenu {
  return {
    ...menu,
    categories: menu.categories.map((category) => {
      const text = notNow.get(category.id)
      return text
        ? { ...category, products: category.products.map((product) => ({ ...product, not_now: text })) }
        : category
    }),
  }
}

const encodeMenuEnvelope = serializerCompiler({
  schema: okEnvelope(ZMenuSchema),
  method: 'GET',
  url: '/menus/:menu_id',
  httpStatus: '200',
})

/**
 * The menu as GET menus/{id} answers it: the JSON of its envelope, encoded through the response
 * schema exactly as the route's serializer would, once per menu version (the cache's source).
 */
export const readMenuBody =
  (db: TQueryable): TMenuSource =>
  async (menuId, superCategory, now) => {
    const { menu, changesAt } = await getMenu({ db, menuId, superCategory, now })
    return { json: encodeMenuEnvelope(ok(menu)), storeId: menu.store_id, changesAt }
  }
