import type { TAllergen } from '@deli/contracts'
import { optionMaxQuantity, type TChoice } from './product-choices.ts'

/** How a guest reads each allergen code (ADR 049): `shellfish` is crustacean shellfish. */
export const ALLERGEN_NAMES: Readonly<Record<TAllergen, string>> = Object.freeze({
  milk: 'Milk',
  egg: 'Egg',
  fish: 'Fish',
  shellfish: 'Crustacean shellfish',
  tree_nuts: 'Tree nuts',
  peanuts: 'Peanuts',
  wheat: 'Wheat',
  soy: 'Soy',
  sesame: 'Sesame',
})

/** What the allergen rule reads of an option: its id, default, limit and what it adds (ADR 049). */
export type TAllergenOption = {
  id: number
  isDefault: boolean
  maxQuantity?: number
  allergens: readonly TAllergen[]
}

/** What the allergen rule reads of a product: its own allergens and its choice rules. */
export type TAllergenProduct = {
  allergens: readonly TAllergen[]
  optionGroups: readonly { id: number; min: number; max: number; options: readonly TAllergenOption[] }[]
}

/**
 * How a product stands against the allergens a guest avoids (ADR 049):
 * - `contains`: every valid build contains at least one of them (the product's own, or a required
 *   group whose choices cannot reach its minimum without one); `allergens` names those to blame.
 * - `removable`: only options bring them; a build without `disabledOptionIds` is valid.
 * - `free_of_listed`: nothing on the product lists them. Never "allergen-free": the kitchen is shared
 *   (TEXTS.allergenKitchenCaution).
 */
export type TAllergenVerdict =
  | { verdict: 'contains'; allergens: TAllergen[] }
  | { verdict: 'removable'; disabledOptionIds: number[] }
  | { verdict: 'free_of_listed' }

function listsAny(allergens: readonly TAllergen[], avoided: ReadonlySet<TAllergen>): boolean {
  return allergens.some((allergen) => avoided.has(allergen))
}

/** The avoided allergens among `allergens`, each once, first seen first. */
function avoidedOf(allergens: Iterable<TAllergen>, avoided: ReadonlySet<TAllergen>): TAllergen[] {
  return [...new Set([...allergens].filter((allergen) => avoided.has(allergen)))]
}

/** Whether a group can reach its minimum with options that list none of the avoided allergens. */
function canMeetMinimumSafely(
  group: TAllergenProduct['optionGroups'][number],
  avoided: ReadonlySet<TAllergen>,
): boolean {
  const safeCapacity = group.options
    .filter((option) => !listsAny(option.allergens, avoided))
    .reduce((sum, option) => sum + optionMaxQuantity(option), 0)
  return safeCapacity >= group.min
}

/** The verdict of a product for the allergens a guest avoids (see TAllergenVerdict). */
export function allergenVerdict(product: TAllergenProduct, avoided: Iterable<TAllergen>): TAllergenVerdict {
  const avoiding = new Set(avoided)
  const unavoidable = avoidedOf(product.allergens, avoiding)
  for (const group of product.optionGroups) {
    if (canMeetMinimumSafely(group, avoiding)) continue
    // Every valid choice of this group brings one of the avoided allergens its options list.
    unavoidable.push(
      ...avoidedOf(
        group.options.flatMap((option) => option.allergens),
        avoiding,
      ),
    )
  }
  if (unavoidable.length > 0) return { verdict: 'contains', allergens: [...new Set(unavoidable)] }
  const disabledOptionIds = product.optionGroups.flatMap((group) =>
    group.options.filter((option) => listsAny(option.allergens, avoiding)).map((option) => option.id),
  )
  return disabledOptionIds.length > 0
    ? { verdict: 'removable', disabledOptionIds }
    : { verdict: 'free_of_listed' }
}

/**
 * The product's default build with the avoided allergens taken out, for a product whose verdict is
 * `removable`: defaults that list one are dropped, and a group left under its minimum is filled
 * with its first options that list none (each up to its limit). Options of a `contains` product
 * cannot all be avoided; their group is filled as far as safe options allow.
 */
export function avoidingDefaultChoices(product: TAllergenProduct, avoided: Iterable<TAllergen>): TChoice[] {
  const avoiding = new Set(avoided)
  return product.optionGroups.flatMap((group) => {
    const safe = group.options.filter((option) => !listsAny(option.allergens, avoiding))
    const chosen: TChoice[] = safe
      .filter((option) => option.isDefault)
      .slice(0, group.max)
      .map((option) => ({ id: option.id, quantity: 1 }))
    let count = chosen.length
    for (const option of safe) {
      if (count >= group.min) break
      const already = chosen.find((choice) => choice.id === option.id)
      const room = optionMaxQuantity(option) - (already?.quantity ?? 0)
      const adding = Math.min(room, group.min - count)
      if (adding <= 0) continue
      if (already) already.quantity += adding
      else chosen.push({ id: option.id, quantity: adding })
      count += adding
    }
    return chosen
  })
}

/** The allergens of one build: the product's own and those of every chosen option, each once. */
export function buildAllergens(product: TAllergenProduct, choices: readonly TChoice[]): TAllergen[] {
  const chosen = new Set(choices.filter((choice) => choice.quantity > 0).map((choice) => choice.id))
  const options = product.optionGroups.flatMap((group) => group.options)
  return [
    ...new Set([
      ...product.allergens,
      ...options.filter((option) => chosen.has(option.id)).flatMap((option) => option.allergens),
    ]),
  ]
}
