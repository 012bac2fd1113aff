import type { TCartProduct, TQuantities } from '@deli/contracts'
import { formatMoney } from '@deli/domain'
import { Link } from 'react-router'
import { QuantityStepper } from '../../ui/quantity-stepper.tsx'
import { lineCaloriesText, unavailableText } from './bag-line-text.ts'

const choiceText = (line: TCartProduct) =>
  line.choices
    .map((choice) => (choice.quantity > 1 ? `${choice.quantity} × ${choice.name}` : choice.name))
    .join(', ')

/**
 * One line of 'Your Order' (spec §2): photo, name, choices, instructions, quantity stepper (the
 * product's rule), line price and calories (ADR 049), an edit link to the product page and a remove button naming the item.
 */
export function BagLine(props: {
  line: TCartProduct
  editPath: string
  quantities: TQuantities
  isBusy: boolean
  error?: string
  onQuantity: (quantity: number) => void
  onRemove: () => void
  onEdit: () => void
}) {
  const { line } = props
  const choices = choiceText(line)
  const nameId = `bag-line-${line.id}`
  return (
    <li className="bag-line" aria-labelledby={nameId} aria-busy={props.isBusy}>
      {line.image && <img className="bag-line__image" src={line.image} alt="" width="72" height="54" />}
      <div className="bag-line__main">
        <div className="bag-line__top">
          <p id={nameId} className="bag-line__name">
            {line.name}
          </p>
          <p className="bag-line__price">{formatMoney(line.cost.total)}</p>
        </div>
        {choices && <p className="bag-line__choices">{choices}</p>}
        {lineCaloriesText(line) && <p className="bag-line__calories">{lineCaloriesText(line)}</p>}
        {line.instructions && <p className="bag-line__instructions">“{line.instructions}”</p>}
        {line.recipient && <p className="bag-line__recipient">For {line.recipient}</p>}
        {!line.available && <p className="field-error">{unavailableText(line)}</p>}
        {props.error && (
          <p className="field-error" role="alert">
            {props.error}
          </p>
        )}
        <div className="bag-line__actions">
          <QuantityStepper
            value={line.quantity}
            quantities={props.quantities}
            label={line.name}
            onChange={(quantity) => {
              if (!props.isBusy) props.onQuantity(quantity)
            }}
          />
          <Link className="bag-line__link" to={props.editPath} onClick={props.onEdit}>
            Edit<span className="visually-hidden"> {line.name}</span>
          </Link>
          <button type="button" className="bag-line__link" onClick={props.onRemove} disabled={props.isBusy}>
            Remove<span className="visually-hidden"> {line.name}</span>
          </button>
        </div>
      </div>
    </li>
  )
}
