import type { TQuantities } from '@deli/contracts'
import { stepQuantity } from '@deli/domain'
import { Icon } from './icon.tsx'

/** Quantity stepper honouring the product's min, max and increments (spec §5, §9). */
export function QuantityStepper(props: {
  value: number
  quantities: TQuantities
  onChange: (value: number) => void
  label: string
}) {
  const { value, quantities } = props
  return (
    <fieldset className="stepper">
      <legend className="visually-hidden">Quantity of {props.label}</legend>
      <button
        type="button"
        className="stepper__button"
        aria-label="Decrease quantity"
        disabled={value <= quantities.min}
        onClick={() => props.onChange(stepQuantity(value, quantities, -1))}
      >
        <Icon name="minus" size={20} />
      </button>
      <output className="stepper__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="stepper__button"
        aria-label="Increase quantity"
        disabled={value + quantities.increments > quantities.max}
        onClick={() => props.onChange(stepQuantity(value, quantities, 1))}
      >
        <Icon name="plus" size={20} />
      </button>
    </fieldset>
  )
}
