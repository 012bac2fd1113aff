import type { TOptionGroup, TQuantities } from '@deli/contracts'
import type { TDemoCategory, TDemoProduct } from '../types.ts'
import { optionAllergens, productAllergens } from './allergens.ts'

/** An option before its id is assigned. */
export type TOptionSpec = {
  name: string
  cost: number
  calories: number
  isDefault: boolean
  /** How many one item may have (double bacon); left out: once. */
  maxQuantity?: number
}

/** An option group before its ids are assigned. */
export type TGroupSpec = Omit<TOptionGroup, 'id' | 'options'> & { options: TOptionSpec[] }

/**
 * A product as written in the catalogue files: image, quantities, ids and allergens (from the
 * allergen sheet, `allergens.ts`) are filled in by `category`.
 */
export type TProductSpec = Omit<TDemoProduct, 'image' | 'quantities' | 'optionGroups' | 'allergens'> & {
  quantities?: TQuantities
  groups: TGroupSpec[]
}

export type TCategorySpec = Omit<TDemoCategory, 'products'> & { quantities?: TQuantities }

/** Spec §9: quantity 1 to 99 in steps of 1 unless a product says otherwise. */
export const DEFAULT_QUANTITIES: TQuantities = { min: 1, max: 99, increments: 1 }

/** An option: name, price delta in cents, calories, and how many one item may have (default once). */
export function opt(name: string, cost = 0, calories = 0, maxQuantity?: number): TOptionSpec {
  return { name, cost, calories, isDefault: false, ...(maxQuantity ? { maxQuantity } : {}) }
}

/**
 * An option group. `defaults` names the options pre-selected; a typo throws at load time so the
 * catalogue can never ship a default that does not exist.
 */
export function group(
  name: string,
  description: string,
  min: number,
  max: number,
  options: TOptionSpec[],
  defaults: string[] = [],
): TGroupSpec {
  for (const wanted of defaults) {
    if (!options.some((option) => option.name === wanted)) {
      throw new Error(`Option group ${name}: unknown default '${wanted}'`)
    }
  }
  return {
    name,
    description,
    min,
    max,
    options: options.map((option) => ({ ...option, isDefault: defaults.includes(option.name) })),
  }
}

/** The options of `all` named in `names`, in the order of `names`. */
export function pick(all: TOptionSpec[], names: string[]): TOptionSpec[] {
  return names.map((name) => {
    const found = all.find((option) => option.name === name)
    if (!found) throw new Error(`Unknown option '${name}'`)
    return found
  })
}

/** URL-safe slug: "Po'boy & Chips" → "poboy-and-chips". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * Builds a category. Ids are derived from the product id so they are stable and unique across the chain
 * (product ids are 3 digits, at most 10 groups and 100 options per product):
 * option group id = product_id × 10 + group index, option id = product_id × 100 + running option index.
 */
export function category(spec: TCategorySpec, products: TProductSpec[]): TDemoCategory {
  const { quantities: categoryQuantities, ...rest } = spec
  return {
    ...rest,
    products: products.map(({ groups, quantities, ...product }) => {
      if (groups.length > 10) throw new Error(`${product.name}: too many option groups`)
      let optionIndex = 0
      const optionGroups: TOptionGroup[] = groups.map((groupSpec, groupIndex) => ({
        ...groupSpec,
        id: product.product_id * 10 + groupIndex,
        options: groupSpec.options.map((option) => ({
          ...option,
          id: product.product_id * 100 + optionIndex++,
          allergens: optionAllergens(option.name),
        })),
      }))
      if (optionIndex > 100) throw new Error(`${product.name}: too many options`)
      return {
        ...product,
        dietary: [...product.dietary],
        allergens: productAllergens(product.product_id, product.name),
        image: `${slugify(product.name)}.svg`,
        quantities: quantities ?? categoryQuantities ?? DEFAULT_QUANTITIES,
        optionGroups,
      }
    }),
  }
}
