import type { TAllergen } from '@deli/contracts'
import { allergenVerdict, type TAllergenProduct } from './allergen-rules.ts'
import { optionMaxQuantity } from './product-choices.ts'

/**
 * A product reduced to what its allergen verdict reads, for a menu card (ADR 049): the menu page
 * leaves the choices on the server (page budget), so the filter reads this instead.
 * - `own`: the product's own allergens.
 * - `required`: each group with a minimum that options listing nothing cannot meet alone, its options
 *   merged by what they list (`[allergens, how many a build can hold]`).
 * - `optional`: every allergen any option lists (what a guest can leave out).
 */
export type TAllergenSummary = {
  own: TAllergen[]
  required: { min: number; options: [TAllergen[], number][] }[]
  optional: TAllergen[]
}

/** What the menu filter says of a card; `allergens` are the avoided ones to name. */
export type TCardAllergenVerdict =
  | { verdict: 'contains'; allergens: TAllergen[] }
  | { verdict: 'removable'; allergens: TAllergen[] }
  | { verdict: 'free_of_listed' }

export function allergenSummary(product: TAllergenProduct): TAllergenSummary {
  const required: TAllergenSummary['required'] = []
  for (const group of product.optionGroups) {
    if (group.min === 0) continue
    const bySignature = new Map<string, [TAllergen[], number]>()
    for (const option of group.options) {
      const allergens = [...new Set(option.allergens)].sort()
      const key = allergens.join(',')
      const merged = bySignature.get(key) ?? [allergens, 0]
      merged[1] += optionMaxQuantity(option)
      bySignature.set(key, merged)
    }
    // Options listing nothing are safe whatever is avoided: enough of them, and the group never matters.
    if ((bySignature.get('')?.[1] ?? 0) >= group.min) continue
    required.push({ min: group.min, options: [...bySignature.values()] })
  }
  const optional = new Set(product.optionGroups.flatMap((group) => group.options.flatMap((o) => o.allergens)))
  return { own: [...product.allergens], required, optional: [...optional].sort() }
}

/** The verdict of a card for the allergens a guest avoids: `allergenVerdict` of its summary. */
export function cardAllergenVerdict(
  summary: TAllergenSummary,
  avoided: Iterable<TAllergen>,
): TCardAllergenVerdict {
  const avoiding = new Set(avoided)
  const product: TAllergenProduct = {
    allergens: summary.own,
    optionGroups: [
      ...summary.required.map((group, index) => ({
        id: index + 1,
        min: group.min,
        max: group.min,
        options: group.options.map(([allergens, capacity], at) => ({
          id: at + 1,
          isDefault: false,
          maxQuantity: capacity,
          allergens,
        })),
      })),
      { id: 0, min: 0, max: 1, options: [{ id: 0, isDefault: false, allergens: summary.optional }] },
    ],
  }
  const verdict = allergenVerdict(product, avoiding)
  if (verdict.verdict !== 'removable') return verdict
  return { verdict: 'removable', allergens: summary.optional.filter((allergen) => avoiding.has(allergen)) }
}
