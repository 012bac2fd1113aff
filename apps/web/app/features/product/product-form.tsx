import type { TAllergen, TCartProduct, TProduct } from '@deli/contracts'
import { LINE_INSTRUCTIONS_RULE } from '@deli/contracts/constants'
import {
  ALLERGEN_NAMES,
  allergenVerdict,
  avoidingDefaultChoices,
  caloriesText,
  defaultChoices,
  formatMoney,
  linePrice,
  unitCalories,
  unitPrice,
  validateChoices,
} from '@deli/domain'
import { useMemo, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { QuantityStepper } from '../../ui/quantity-stepper.tsx'
import { useAddToBag } from '../cart/index.ts'
import { OptionGroupField } from './option-group-field.tsx'

/**
 * Each group's chosen option ids: the line's choices when editing, else the menu's defaults — without
 * the options that bring an allergen the guest avoids (ADR 049).
 */
const initialSelection = (
  product: TProduct,
  editLine: TCartProduct | null,
  avoided: readonly TAllergen[],
) => {
  const selection = new Map<number, Set<number>>()
  for (const group of product.optionGroups) selection.set(group.id, new Set())
  const chosen = editLine
    ? editLine.choices.map((choice) => ({ id: choice.option_id }))
    : avoided.length > 0
      ? avoidingDefaultChoices(product, avoided)
      : defaultChoices(product.optionGroups)
  for (const choice of chosen) {
    const group = product.optionGroups.find((candidate) =>
      candidate.options.some((option) => option.id === choice.id),
    )
    if (group) selection.get(group.id)?.add(choice.id)
  }
  return selection
}

/**
 * Why each option that lists an avoided allergen is disabled, by option id: 'Contains Milk, which
 * you avoid'. Only when a build without them exists (`removable`); a `contains` product is said so
 * above its form, and its options stay as they are.
 */
function avoidedOptionReasons(product: TProduct, avoided: readonly TAllergen[]): ReadonlyMap<number, string> {
  const reasons = new Map<number, string>()
  if (avoided.length === 0 || allergenVerdict(product, avoided).verdict !== 'removable') return reasons
  for (const group of product.optionGroups)
    for (const option of group.options) {
      const names = option.allergens
        .filter((code) => avoided.includes(code))
        .map((code) => ALLERGEN_NAMES[code])
      if (names.length > 0) reasons.set(option.id, `Contains ${names.join(' and ')}, which you avoid`)
    }
  return reasons
}

/**
 * Product options, quantity, special instructions and a live price; required choices enforced.
 * 'Add to Bag' adds a line and the form starts over from the defaults; with `editLine` (a bag line
 * opened through its edit link) the form starts from that line and 'Update Bag' changes it.
 */
export function ProductForm({
  product,
  menuId,
  editLine = null,
  avoided = [],
  onAdded,
}: {
  product: TProduct
  menuId: number
  editLine?: TCartProduct | null
  /** The allergens the guest avoids (ADR 049): options listing one are disabled and explained. */
  avoided?: readonly TAllergen[]
  /** Called once the item is in the bag (a kiosk's product overlay then closes). */
  onAdded?: () => void
}) {
  const [selection, setSelection] = useState(() => initialSelection(product, editLine, avoided))
  const avoidedReasons = useMemo(() => avoidedOptionReasons(product, avoided), [product, avoided])
  const [quantity, setQuantity] = useState(editLine?.quantity ?? product.quantities.min)
  const [instructions, setInstructions] = useState(editLine?.instructions ?? '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const bag = useAddToBag(product, menuId, editLine)
  const choices = useMemo(
    () => [...selection.values()].flatMap((ids) => [...ids].map((id) => ({ id, quantity: 1 }))),
    [selection],
  )
  const unit = unitPrice(product.cost, product.optionGroups, choices)
  const total = linePrice(unit, quantity)
  const calories = unitCalories(product.calories, product.optionGroups, choices)

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const result = validateChoices(product.optionGroups, choices)
    if (!result.ok) {
      setErrors(result.errors)
      const first = product.optionGroups.find((group) => result.errors[String(group.id)])
      if (first) document.getElementById(`group-${first.id}`)?.focus()
      return
    }
    setErrors({})
    if (bag.isPending) return
    void bag.submit({ quantity, choices, instructions: instructions.trim() }).then((isAdded) => {
      // Added: the form starts over from the menu's defaults, so a second one is a fresh choice.
      if (!isAdded || editLine) return
      onAdded?.()
      setSelection(initialSelection(product, null, avoided))
      setQuantity(product.quantities.min)
      setInstructions('')
    })
  }
  const action = editLine ? 'Update Bag' : 'Add to Bag'

  return (
    <form className="product-form" onSubmit={submit} noValidate>
      {/* The build being chosen (ADR 046), at the top where the menu card showed the product as it comes. */}
      <p className="muted">
        {/* Announced as options change (ADR 049: nutrition follows choices). */}
        <span className="product-form__calories" aria-live="polite">
          {caloriesText(calories)} each
        </span>
        {product.quantities.increments > 1 || product.quantities.min > 1
          ? ` · Order ${product.quantities.min} to ${product.quantities.max}, in steps of ${product.quantities.increments}`
          : ''}
      </p>
      {product.optionGroups.map((group) => (
        <OptionGroupField
          key={group.id}
          group={group}
          selected={selection.get(group.id) ?? new Set()}
          error={errors[String(group.id)]}
          avoidedReasons={avoidedReasons}
          onChange={(next) => {
            setSelection((current) => new Map(current).set(group.id, next))
            setErrors((current) => {
              const { [String(group.id)]: _removed, ...rest } = current
              return rest
            })
          }}
        />
      ))}
      <div className="field">
        <label htmlFor="instructions">Special instructions</label>
        <textarea
          id="instructions"
          maxLength={LINE_INSTRUCTIONS_RULE.max}
          rows={2}
          value={instructions}
          placeholder="Light mayo, cut in half…"
          onChange={(event) => setInstructions(event.target.value)}
        />
        <span className="muted field-hint">
          {instructions.length}/{LINE_INSTRUCTIONS_RULE.max}
        </span>
      </div>
      <div className="product-form__footer">
        <QuantityStepper
          value={quantity}
          quantities={product.quantities}
          onChange={setQuantity}
          label={product.name}
        />
        <Button
          type="submit"
          disabled={!product.available}
          aria-busy={bag.isPending}
          className="product-form__submit"
        >
          {product.available ? `${action} · ${formatMoney(total)}` : 'Not available today'}
        </Button>
      </div>
      {bag.error && (
        <p className="field-error" role="alert">
          {bag.error}
        </p>
      )}
      <p className="form-status" role="status">
        {bag.status}
      </p>
    </form>
  )
}
