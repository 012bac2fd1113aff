import type { TItemHoldView, TMenu } from '@deli/contracts'
import { textMatches } from '@deli/domain'

export type TAvailabilityItem = {
  kind: 'product' | 'option'
  id: number
  name: string
  /** Where it appears: the category of a product, the first product of an option … */
  where: string
  /** … and how many more products offer that option. */
  others: number
  hold: TItemHoldView | null
}

/**
 * The items and options a manager can 86: everything the menu shows, plus what is 86'd (and therefore
 * off the menu), matching `search` (case-insensitive), products first, then options, by name.
 */
export function availabilityItems(
  menu: TMenu,
  holds: readonly TItemHoldView[],
  search: string,
): TAvailabilityItem[] {
  const items = new Map<string, TAvailabilityItem>()
  const holdOf = (kind: 'product' | 'option', id: number) =>
    holds.find((hold) => hold.kind === kind && hold.id === id) ?? null
  for (const category of menu.categories) {
    for (const product of category.products) {
      items.set(`product:${product.product_id}`, {
        kind: 'product',
        id: product.product_id,
        name: product.name,
        where: category.name,
        others: 0,
        hold: holdOf('product', product.product_id),
      })
      for (const option of product.optionGroups.flatMap((group) => group.options)) {
        const key = `option:${option.id}`
        const existing = items.get(key)
        if (existing) existing.others += 1
        else {
          const hold = holdOf('option', option.id)
          items.set(key, {
            kind: 'option',
            id: option.id,
            name: option.name,
            where: product.name,
            others: 0,
            hold,
          })
        }
      }
    }
  }
  for (const hold of holds) {
    const key = `${hold.kind}:${hold.id}`
    if (!items.has(key)) {
      items.set(key, {
        kind: hold.kind,
        id: hold.id,
        name: hold.name,
        where: 'Off the menu',
        others: 0,
        hold,
      })
    }
  }
  return [...items.values()]
    .filter((item) => textMatches(item.name, search))
    .sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'product' ? -1 : 1))
}
