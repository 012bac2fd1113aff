import { type ReactNode, useId } from 'react'

/** One card of a `ChoiceCards` group: its label, an optional note under it, an optional pill. */
export type TChoice<T extends string> = { value: T; label: string; extra?: string; badge?: string | null }

/**
 * A radio group drawn as cards (the product page's option style): a fieldset with its legend, each
 * native radio covering its card, so the whole card is the target and arrow keys move the choice.
 * Used by checkout's tip and payment and the group order's 'Who is Paying?' and 'Order Type' (spec §2,
 * §3 Select option with its pill); `disabled` greys the whole group (a group order that exists).
 */
export function ChoiceCards<T extends string>(props: {
  legend: ReactNode
  value: T
  options: readonly TChoice<T>[]
  onChange: (value: T) => void
  legendClassName?: string
  className?: string
  describedBy?: string
  disabled?: boolean
}) {
  const name = useId()
  return (
    <fieldset
      className={`choice-cards ${props.className ?? ''}`}
      aria-describedby={props.describedBy}
      disabled={props.disabled}
    >
      <legend className={props.legendClassName}>{props.legend}</legend>
      <div className="choice-cards__list">
        {props.options.map((option) => {
          const isChecked = option.value === props.value
          return (
            <label
              key={option.value}
              className={`option choice-card${isChecked ? ' is-checked' : ''}${props.disabled ? ' is-disabled' : ''}`}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={isChecked}
                onChange={() => props.onChange(option.value)}
              />
              <span className="option__mark option__mark--radio" aria-hidden="true" />
              <span className="option__name">{option.label}</span>
              {option.extra && <span className="option__extra">{option.extra}</span>}
              {option.badge && <span className="pill choice-cards__badge">{option.badge}</span>}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
