import type { TCartChoice } from '@deli/contracts'
import { caloriesText, formatMoney, visibleLines } from '@deli/domain'

type TLine = {
  name: string
  quantity: number
  cost: { total: number }
  /** The whole line's (a basket's lines, ADR 049); a placed order's lines have none. */
  calories?: number
  choices: TCartChoice[]
  instructions: string
  isUtensils: boolean
}

const choiceText = (choices: TCartChoice[]) =>
  choices
    .map((choice) => (choice.quantity > 1 ? `${choice.quantity} × ${choice.name}` : choice.name))
    .join(', ')

/** A read-only list of an order's lines (basket or placed order): quantity, name, choices, calories, price. */
export function OrderLines({ lines, label }: { lines: readonly TLine[]; label: string }) {
  return (
    <ul className="summary-lines" aria-label={label}>
      {visibleLines(lines).map((line, index) => (
        // Lines have no common id (a basket's and an order's differ); their order is stable.
        // biome-ignore lint/suspicious/noArrayIndexKey: read-only list in server order
        <li key={index} className="summary-line">
          <span className="summary-line__quantity">{line.quantity}×</span>
          <div className="summary-line__main">
            <p className="summary-line__name">{line.name}</p>
            {line.choices.length > 0 && <p className="summary-line__choices">{choiceText(line.choices)}</p>}
            {line.instructions && <p className="summary-line__choices">“{line.instructions}”</p>}
            {line.calories !== undefined && (
              <p className="summary-line__choices">{caloriesText(line.calories)}</p>
            )}
          </div>
          <span className="summary-line__price">{formatMoney(line.cost.total)}</span>
        </li>
      ))}
    </ul>
  )
}
