import type { ReactNode } from 'react'

/**
 * A radio group drawn as cards (the product page's option style): a fieldset with its legend, each
 * native radio covering its card, so the whole card is the target and arrow keys move the choice.
 */
export function ChoiceCards<T extends string>(props: {
  name: string
  legend: ReactNode
  value: T
  options: readonly { value: T; label: string; extra?: string }[]
  onChange: (value: T) => void
  className?: string
  describedBy?: string
}) {
  return (
    <fieldset className={`choice-cards ${props.className ?? ''}`} aria-describedby={props.describedBy}>
      <legend>
        <h2 className="checkout-section__title">{props.legend}</h2>
      </legend>
      <div className="choice-cards__list">
        {props.options.map((option) => {
          const checked = option.value === props.value
          return (
            <label key={option.value} className={`option choice-card${checked ? ' is-checked' : ''}`}>
              <input
                id={`checkout-${props.name}-${option.value}`}
                type="radio"
                name={props.name}
                value={option.value}
                checked={checked}
                onChange={() => props.onChange(option.value)}
              />
              <span className="option__mark option__mark--radio" aria-hidden="true" />
              <span className="option__name">{option.label}</span>
              {option.extra && <span className="option__extra">{option.extra}</span>}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
