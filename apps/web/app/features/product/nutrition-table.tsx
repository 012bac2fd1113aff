import type { TAllergen, TProduct } from '@deli/contracts'
import { ALLERGEN_NAMES, buildCaloriesRange, caloriesText, defaultBuildCalories, TEXTS } from '@deli/domain'

const names = (allergens: readonly TAllergen[]) =>
  allergens.length > 0 ? allergens.map((code) => ALLERGEN_NAMES[code]).join(', ') : 'None listed'

/**
 * A product's nutrition and allergens (ADR 049): a real table a screen reader reads row by row —
 * the item as it comes, any build's calorie range, the item itself, then each option with what it
 * adds. Inside a disclosure, closed, below the form.
 */
export function NutritionTable({ product }: { product: TProduct }) {
  const range = buildCaloriesRange(product)
  const rangeText =
    range.min === range.max
      ? caloriesText(range.min)
      : `${range.min.toLocaleString('en-US')}–${caloriesText(range.max)}`
  return (
    <details className="nutrition">
      <summary>Nutrition &amp; allergens</summary>
      <table>
        <caption>Calories and allergens of {product.name}, per item</caption>
        <thead>
          <tr>
            <th scope="col">Item or option</th>
            <th scope="col">Calories</th>
            <th scope="col">Allergens it adds</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              As it comes <span className="nutrition__note">the default choices</span>
            </th>
            <td>{caloriesText(defaultBuildCalories(product))}</td>
            <td>—</td>
          </tr>
          <tr>
            <th scope="row">
              Any build <span className="nutrition__note">from the lightest to the fullest</span>
            </th>
            <td>{rangeText}</td>
            <td>—</td>
          </tr>
          <tr>
            <th scope="row">
              {product.name} <span className="nutrition__note">the item itself, whatever you choose</span>
            </th>
            <td>{caloriesText(product.calories)}</td>
            <td>{names(product.allergens)}</td>
          </tr>
          {product.optionGroups.flatMap((group) =>
            group.options.map((option) => (
              <tr key={option.id}>
                <th scope="row">
                  {option.name} <span className="nutrition__note">{group.name}</span>
                </th>
                <td>+{caloriesText(option.calories)}</td>
                <td>{names(option.allergens)}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
      <p className="muted">
        2,000 calories a day is used for general nutrition advice, but calorie needs vary.{' '}
        {TEXTS.allergenKitchenCaution}
      </p>
    </details>
  )
}
