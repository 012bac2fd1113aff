import type { TProduct } from '@deli/contracts'
import {
  defaultChoices,
  formatMoney,
  linePrice,
  unitCalories,
  unitPrice,
  validateChoices,
} from '@deli/domain'
import { useMemo, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { OptionGroupField } from './option-group-field.tsx'
import { QuantityStepper } from './quantity-stepper.tsx'

export const INSTRUCTIONS_MAX_LENGTH = 120

const initialSelection = (product: TProduct) => {
  const selection = new Map<number, Set<number>>()
  for (const group of product.optionGroups) selection.set(group.id, new Set())
  for (const choice of defaultChoices(product.optionGroups)) {
    const group = product.optionGroups.find((candidate) =>
      candidate.options.some((option) => option.id === choice.id),
    )
    if (group) selection.get(group.id)?.add(choice.id)
  }
  return selection
}

/** Product options, quantity, special instructions and a live price; required choices enforced. */
export function ProductForm({ product }: { product: TProduct }) {
  const [selection, setSelection] = useState(() => initialSelection(product))
  const [quantity, setQuantity] = useState(product.quantities.min)
  const [instructions, setInstructions] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState('')
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
      setStatus('')
      const first = product.optionGroups.find((group) => result.errors[String(group.id)])
      if (first) document.getElementById(`group-${first.id}`)?.focus()
      return
    }
    setErrors({})
    setStatus(`${quantity} × ${product.name} (${formatMoney(total)}) is ready for your bag.`)
  }

  return (
    <form className="product-form" onSubmit={submit} noValidate>
      {product.optionGroups.map((group) => (
        <OptionGroupField
          key={group.id}
          group={group}
          selected={selection.get(group.id) ?? new Set()}
          error={errors[String(group.id)]}
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
          maxLength={INSTRUCTIONS_MAX_LENGTH}
          rows={2}
          value={instructions}
          placeholder="Light mayo, cut in half…"
          onChange={(event) => setInstructions(event.target.value)}
        />
        <span className="muted field-hint">
          {instructions.length}/{INSTRUCTIONS_MAX_LENGTH}
        </span>
      </div>
      <div className="product-form__footer">
        <QuantityStepper
          value={quantity}
          quantities={product.quantities}
          onChange={setQuantity}
          label={product.name}
        />
        <Button type="submit" disabled={!product.available} className="product-form__submit">
          {product.available ? `Add to Bag · ${formatMoney(total)}` : 'Not available today'}
        </Button>
      </div>
      <p className="muted">
        {calories} cal each
        {product.quantities.increments > 1 || product.quantities.min > 1
          ? ` · Order ${product.quantities.min} to ${product.quantities.max}, in steps of ${product.quantities.increments}`
          : ''}
      </p>
      <p className="form-status" role="status">
        {status}
      </p>
    </form>
  )
}
