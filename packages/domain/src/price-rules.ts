import type { TOptionGroup } from '@deli/contracts'
import {
  PRICE_INVALID,
  PRICE_MAX_CENTS,
  PRICE_TOO_HIGH,
  REGION_KEY_PATTERN,
} from '@deli/contracts/price-limits'

/**
 * Prices by store or region (ADR 062). A store's price of a product or option is, most specific
 * first: the store's override, its city's, its state's, then the menu's price (products) or the
 * catalogue's price delta (options).
 */

/** How specific an override is: 0 the store, 1 its city ('NC/raleigh'), 2 its state ('NC'). */
export type TOverrideRank = 0 | 1 | 2
/** One override in force at a store. `optionId` 0: the product's own price. */
export type TPriceOverride = { productId: number; optionId: number; cost: number; rank: TOverrideRank }

/** Why an amount of cents is no price the back office takes, or null. */
export function priceProblem(cents: unknown): string | null {
  if (typeof cents !== 'number' || !Number.isInteger(cents) || cents < 0) return PRICE_INVALID
  if (cents > PRICE_MAX_CENTS) return PRICE_TOO_HIGH
  return null
}

const DOLLARS = /^\$?(\d{1,7})(?:\.(\d{1,2}))?$/

/** '8.99', '$8.99', '8.9', '8' → cents; anything else (a sign, commas, three decimals) → null. */
export function parseDollars(text: string): number | null {
  const match = DOLLARS.exec(text.trim())
  if (!match) return null
  const [, whole, fraction = ''] = match
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** Dollars written as a number too long to be read as a price ('99999999'): a price past the highest. */
const LONG_DOLLARS = /^\$?\d{8,}(?:\.\d{1,2})?$/

/**
 * A price as a person types it: its cents, or why it is no price the back office takes — too high
 * for a number past the highest, however many digits it has, and not a price for anything else.
 */
export function typedPrice(text: string): { cents: number } | { problem: string } {
  const cents = parseDollars(text)
  if (cents === null) return { problem: LONG_DOLLARS.test(text.trim()) ? PRICE_TOO_HIGH : PRICE_INVALID }
  const problem = priceProblem(cents)
  return problem ? { problem } : { cents }
}

/** Cents as a spreadsheet writes dollars: 899 → '8.99' (no sign, no thousands separator). */
export const centsToDollars = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

/** A region's key is a state ('NC') or a state and one of its cities' slugs ('NC/raleigh'). */
export const isRegionKey = (key: string): boolean => REGION_KEY_PATTERN.test(key)

/** The regions a store belongs to, most specific first: its city, then its state. */
export function storeRegionKeys(store: { state: string; path: string }): [city: string, state: string] {
  const citySlug = store.path.split('/')[1] ?? ''
  return [`${store.state}/${citySlug}`, store.state]
}

/** A region key's rank: a city is more specific than its state. */
export const regionRank = (key: string): TOverrideRank => (key.includes('/') ? 1 : 2)

/** The price in force among the overrides of one product or option, else `fallback`. */
export function priceInForce(
  fallback: number,
  overrides: readonly Pick<TPriceOverride, 'cost' | 'rank'>[],
): number {
  let best: Pick<TPriceOverride, 'cost' | 'rank'> | undefined
  for (const override of overrides) if (!best || override.rank < best.rank) best = override
  return best ? best.cost : fallback
}

/**
 * A product as one store sells it: its price (`menuCost` unless overridden) and its option groups with
 * each option's price in force. `overrides`: the store's overrides (any products; others are ignored).
 */
export function priceAtStore<T extends { optionGroups: TOptionGroup[] }>(
  productId: number,
  menuCost: number,
  product: T,
  overrides: readonly TPriceOverride[],
): { cost: number; optionGroups: TOptionGroup[] } {
  const own = overrides.filter((override) => override.productId === productId)
  if (own.length === 0) return { cost: menuCost, optionGroups: product.optionGroups }
  const cost = priceInForce(
    menuCost,
    own.filter((override) => override.optionId === 0),
  )
  const optionGroups = product.optionGroups.map((group) => ({
    ...group,
    options: group.options.map((option) => {
      const forOption = own.filter((override) => override.optionId === option.id)
      return forOption.length === 0 ? option : { ...option, cost: priceInForce(option.cost, forOption) }
    }),
  }))
  return { cost, optionGroups }
}

/**
 * A menu price moved with the chain's base price: each menu keeps its own tier (its price relative to
 * the base), rounded to the cent. A menu at the base stays at the base.
 */
export function rebaseMenuPrice(oldBase: number, newBase: number, menuCost: number): number {
  if (oldBase <= 0 || menuCost === oldBase) return newBase
  return Math.round((menuCost * newBase) / oldBase)
}

/** Cells a spreadsheet would run as a formula start with one of these (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/

/** A cell as it is exported: a leading =, +, -, @, tab or CR gets a quote so it is shown, never run. */
export const spreadsheetSafe = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value)

/** A cell as it is imported: the quote `spreadsheetSafe` added is taken off again. */
export const fromSpreadsheetCell = (value: string): string =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value

/**
 * Whether a typed price is asked about before it is saved (ADR 062): nothing ('free') — a slip of
 * the keyboard would give the item away — or less than half of what guests pay for it now ('low',
 * '$0.01' for '$11.25'); else null. `reference` is that price, when there is one.
 */
export function priceToAsk(cents: number, reference: number | null): 'free' | 'low' | null {
  if (cents === 0) return 'free'
  return reference !== null && cents * 2 < reference ? 'low' : null
}
