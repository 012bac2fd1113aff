import type { TUpsell } from '@deli/contracts'
import { isUtensils, priceInForce } from '@deli/domain'
import { findHeldItems } from '../availability/index.ts'
import { findMenuRows, findStoreOverrides, PRODUCT_IMAGE_BASE } from '../menus/index.ts'
import { readOwnedCart, type TCartCaller } from './cart-access.ts'
import { findCartLines } from './repository.ts'

/** Categories whose items round off a meal, in the order the bag suggests them. */
const UPSELL_CATEGORIES: Record<string, readonly string[]> = {
  mealtime: ['sides', 'drinks', 'desserts'],
  catering: ['catering-sides-drinks'],
}
export const UPSELL_LIMIT = 3

/**
 * Upsells for the bag's 'Complete Your Order' view: sides, drinks and desserts the store sells now,
 * one from each category in turn, that the bag does not hold yet and that need no choice to add.
 */
export async function listUpsells(caller: TCartCaller, cartId: string): Promise<TUpsell[]> {
  const { cart, store } = await readOwnedCart(caller, cartId)
  const [rows, lines, held, overrides] = await Promise.all([
    findMenuRows(caller.db, cart.menuId, cart.channel),
    findCartLines(caller.db, cart.id),
    findHeldItems(caller.db, store.id, new Date()),
    findStoreOverrides(caller.db, store),
  ])
  const inBag = new Set(lines.map((line) => line.productId))
  const slugs = UPSELL_CATEGORIES[cart.channel] ?? []
  const queues = slugs.map((slug) =>
    rows.filter(
      ({ category, product, isAvailable }) =>
        category.slug === slug &&
        isAvailable &&
        !held.products.has(product.id) &&
        !inBag.has(product.id) &&
        !isUtensils(product.name) &&
        product.optionGroups.every((group) => group.min === 0),
    ),
  )
  const picked: TUpsell[] = []
  for (let round = 0; picked.length < UPSELL_LIMIT && queues.some((queue) => queue.length > round); round++) {
    for (const queue of queues) {
      const row = queue[round]
      if (row && picked.length < UPSELL_LIMIT) {
        picked.push({
          id: row.product.id,
          product_id: row.product.id,
          name: row.product.name,
          description: row.product.description,
          // The price in force at the store (ADR 062), as the add will charge it.
          cost: priceInForce(
            row.cost,
            overrides.filter((one) => one.productId === row.product.id && one.optionId === 0),
          ),
          calories: row.product.calories,
          image: `${PRODUCT_IMAGE_BASE}${row.product.image}`,
        })
      }
    }
  }
  return picked
}
