import type { TMenu, TProduct } from '@deli/contracts'
import { addDays, DAY_MS, localDay, slotInstant } from './wall-time.ts'

/**
 * Item availability (ADR 021): a store manager '86's a product or an option for today (until
 * the store's local end of day) or until further notice. While a hold is active the item is off the
 * menu, cannot be added, and a basket holding it is refused at validate and submit, naming the line.
 */

export type THoldKind = 'product' | 'option'
/** 'today': until the store's next local midnight; 'indefinite': until a manager brings it back. */
export type THoldLength = 'today' | 'indefinite'

export type TItemHold = { kind: THoldKind; itemId: number; until: Date | null }

export type THeldItems = { products: ReadonlySet<number>; options: ReadonlySet<number> }

/** A hold counts while it has no end or its end is still ahead. */
export const isHoldActive = (hold: Pick<TItemHold, 'until'>, now: Date) =>
  hold.until === null || now.getTime() < hold.until.getTime()

/** The products and options held back at `now`. */
export function heldItems(holds: readonly TItemHold[], now: Date): THeldItems {
  const products = new Set<number>()
  const options = new Set<number>()
  for (const hold of holds) {
    if (!isHoldActive(hold, now)) continue
    ;(hold.kind === 'product' ? products : options).add(hold.itemId)
  }
  return { products, options }
}

/**
 * When the held items next change by themselves: the earliest end of a hold still active at `now`,
 * or null when none ends (a cache of what `heldItems` answers is good until then, ADR 023).
 */
export function nextHoldEnd(holds: readonly Pick<TItemHold, 'until'>[], now: Date): Date | null {
  let next: Date | null = null
  for (const { until } of holds) {
    if (until === null || !isHoldActive({ until }, now)) continue
    if (next === null || until.getTime() < next.getTime()) next = until
  }
  return next
}

/** When a hold of this length ends: the store's next local midnight, or never (null). */
export function holdEnd(length: THoldLength, now: Date, timezone: string): Date | null {
  if (length === 'indefinite') return null
  const tomorrow = addDays(localDay(now, timezone), 1)
  // Midnight never falls in a DST gap in US zones; were it to, the next hour serves as well.
  return (
    slotInstant(`${tomorrow} 00:00`, timezone) ??
    slotInstant(`${tomorrow} 01:00`, timezone) ??
    new Date(now.getTime() + DAY_MS)
  )
}

/** The sentence a basket is told about a held line (spec style). */
export const unavailableItemMessage = (name: string) =>
  `Sorry, ${name} is not available right now. Please remove it from your bag.`

/** Is a line (product and chosen options) orderable given the held items? */
export const isLineAvailable = (held: THeldItems, productId: number, optionIds: readonly number[]) =>
  !held.products.has(productId) && !optionIds.some((id) => held.options.has(id))

/**
 * A product as the menu shows it without held options, or null when the product is held or a group
 * it requires can no longer be satisfied. A group left without options is dropped when optional.
 */
export function productWithoutHeld(product: TProduct, held: THeldItems): TProduct | null {
  if (held.products.has(product.product_id)) return null
  if (held.options.size === 0) return product
  const optionGroups: TProduct['optionGroups'] = []
  for (const group of product.optionGroups) {
    const options = group.options.filter((option) => !held.options.has(option.id))
    if (options.length < group.min) return null
    if (options.length > 0) optionGroups.push({ ...group, options })
  }
  return { ...product, optionGroups }
}

/** The menu without held products and options; categories left empty are dropped. */
export function menuWithoutHeld(menu: TMenu, held: THeldItems): TMenu {
  if (held.products.size === 0 && held.options.size === 0) return menu
  const categories = menu.categories
    .map((category) => ({
      ...category,
      products: category.products.flatMap((product) => productWithoutHeld(product, held) ?? []),
    }))
    .filter((category) => category.products.length > 0)
  return { ...menu, categories }
}
