import type { TDraftChangeBody } from '@deli/contracts'
import { formatMoney } from './money.ts'

/**
 * Drafts (ADR 059): what a change is of, so a second change of the same price or product replaces
 * the draft's first (one change per target, applied in the order first drafted), and the line the
 * back office shows for it.
 */
export function draftChangeTarget(change: TDraftChangeBody): string {
  if (change.kind === 'product') return `product:${change.product_id}`
  // A new product has no id until published: the same name in the same draft is the same product.
  if (change.kind === 'new_product') return `new_product:${change.product.name.trim().toLowerCase()}`
  if (change.kind === 'category') return `category:${change.category_id}`
  const { scope, product_id, option_id, store_id, region } = change.price
  const where = scope === 'store' ? `store:${store_id}` : scope === 'region' ? `region:${region}` : 'chain'
  return `price:${where}/product:${product_id}/option:${option_id ?? 0}`
}

/** Where a price applies, in words: 'the base price', 'store 30', 'NC/raleigh'. */
const scopeText = (price: Extract<TDraftChangeBody, { kind: 'price' }>['price']) =>
  price.scope === 'chain' ? 'base price' : price.scope === 'store' ? `store ${price.store_id}` : price.region

/**
 * The change in a line: 'Italian Sub, store 30: $12.34', 'Italian Sub, option 7, NC: back to the
 * price below', 'Italian Sub: product details ($11.49)', 'New product: Tomato Soup ($5.49)',
 * 'Soups: category details, place 2, 4 products'. `name` is the product's or category's as it is
 * now (a new product's is its own).
 */
export function draftChangeSummary(change: TDraftChangeBody, name: string): string {
  if (change.kind === 'product') return `${name}: product details (${formatMoney(change.product.cost)})`
  if (change.kind === 'new_product')
    return `New product: ${change.product.name.trim()} (${formatMoney(change.product.cost)})`
  if (change.kind === 'category') {
    const renamed = change.category.name.trim() === name ? name : `${name} → ${change.category.name.trim()}`
    const place = change.position === undefined ? '' : `, place ${change.position}`
    const held = change.product_ids
    const count = held === undefined ? '' : `, ${held.length} product${held.length === 1 ? '' : 's'}`
    return `${renamed}: category details${place}${count}`
  }
  const { price } = change
  const option = price.option_id ? `, option ${price.option_id}` : ''
  const cost = price.cost === null ? 'back to the price below' : formatMoney(price.cost)
  return `${name}${option}, ${scopeText(price)}: ${cost}`
}

/**
 * A list with one item moved to a place (1 = first; past the end: last). Answers null when the item
 * is not in the list or already there (nothing to record).
 */
export function placedOrder<T extends { id: number }>(
  list: readonly T[],
  id: number,
  position: number,
): T[] | null {
  const from = list.findIndex((item) => item.id === id)
  const item = list[from]
  if (!item) return null
  const to = Math.min(Math.max(position, 1), list.length) - 1
  if (to === from) return null
  const rest = list.filter((other) => other.id !== id)
  return [...rest.slice(0, to), item, ...rest.slice(to)]
}

/**
 * A category's products a change leaves out (ADR 059): a product leaves a category only by moving to
 * another, so a drafted list must still name every product the category holds now.
 */
export const productsLeftOut = (held: readonly number[], listed: readonly number[]): number[] => {
  const kept = new Set(listed)
  return held.filter((id) => !kept.has(id))
}
