import type { TOptionGroup } from '@deli/contracts'
import { optionMaxQuantity, type TChoice, unitCalories } from './product-choices.ts'

/** What the calorie rules read of a product: its own calories and its choice rules. */
export type TCaloriesProduct = { calories: number; optionGroups: readonly TOptionGroup[] }

/**
 * Calories of a bag line (spec §3 Product, ADR 049): one unit's (`unitCalories`: the product plus
 * each chosen option × its quantity) times the line's quantity. The one home of a line's calories:
 * the API's cart answer and the bag and checkout read it.
 */
export function lineCalories(
  product: TCaloriesProduct,
  choices: readonly TChoice[],
  quantity: number,
): number {
  return unitCalories(product.calories, product.optionGroups, choices) * quantity
}

/** The fewest (`take` = min) or most (`take` = max) calories a group's choices can add. */
function groupCalories(group: TOptionGroup, count: number, order: 1 | -1): number {
  const options = [...group.options].sort((a, b) => order * (a.calories - b.calories))
  let left = count
  let total = 0
  for (const option of options) {
    if (left <= 0) break
    // The most a build adds: only options that add calories are worth choosing.
    if (order === -1 && option.calories <= 0) break
    const taken = Math.min(left, optionMaxQuantity(option))
    total += taken * option.calories
    left -= taken
  }
  return total
}

/**
 * The calories of one unit over every valid build (the product page's nutrition table): the lightest
 * meets each group's minimum with its lightest options, the heaviest fills each group to its maximum
 * with its heaviest.
 */
export function buildCaloriesRange(product: TCaloriesProduct): { min: number; max: number } {
  return product.optionGroups.reduce(
    (range, group) => ({
      min: range.min + groupCalories(group, group.min, 1),
      max: range.max + groupCalories(group, group.max, -1),
    }),
    { min: product.calories, max: product.calories },
  )
}
