import type { TDraftChangeBody } from '@deli/contracts'
import { formatMoney } from './money.ts'

/**
 * Drafts (ADR 059): what a change is of, so a second change of the same price or product replaces
 * the draft's first (one change per target, applied in the order first drafted), and the line the
 * back office shows for it.
 */
export function draftChangeTarget(change: TDraftChangeBody): string {
  if (change.kind === 'product') return `product:${change.product_id}`
  const { scope, product_id, option_id, store_id, region } = change.price
  const where = scope === 'store' ? `store:${store_id}` : scope === 'region' ? `region:${region}` : 'chain'
  return `price:${where}/product:${product_id}/option:${option_id ?? 0}`
}

/** Where a price applies, in words: 'the base price', 'store 30', 'NC/raleigh'. */
const scopeText = (price: Extract<TDraftChangeBody, { kind: 'price' }>['price']) =>
  price.scope === 'chain' ? 'base price' : price.scope === 'store' ? `store ${price.store_id}` : price.region

/**
 * The change in a line: 'Italian Sub, store 30: $12.34', 'Italian Sub, option 7, NC: back to the
 * price below', 'Italian Sub: product details ($11.49)'.
 */
export function draftChangeSummary(change: TDraftChangeBody, productName: string): string {
  if (change.kind === 'product')
    return `${productName}: product details (${formatMoney(change.product.cost)})`
  const { price } = change
  const option = price.option_id ? `, option ${price.option_id}` : ''
  const cost = price.cost === null ? 'back to the price below' : formatMoney(price.cost)
  return `${productName}${option}, ${scopeText(price)}: ${cost}`
}
