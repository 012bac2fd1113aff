import { useId } from 'react'

export type TChoice<T extends string> = { value: T; label: string; badge?: string | null }

/**
 * One choice of a few (spec §2 'Who is Paying?' and 'Order Type' selects, spec §3 Select option with
 * its pill): radio cards in a fieldset, so every choice and its badge show at once. `disabled` once
 * the group order exists (spec §4).
 */
export function ChoiceCards<T extends string>(props: {
  legend: string
  choices: readonly TChoice<T>[]
  value: T
  onChange: (value: T) => void
  disabled?: boolean
}) {
  const name = useId()
  return (
    <fieldset className="choice-cards" disabled={props.disabled}>
      <legend className="panel-section__title">{props.legend}</legend>
      <div className="choice-cards__list">
        {props.choices.map((choice) => {
          const isChecked = choice.value === props.value
          return (
            <label
              key={choice.value}
              className={`option${isChecked ? ' is-checked' : ''}${props.disabled ? ' is-disabled' : ''}`}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={isChecked}
                onChange={() => props.onChange(choice.value)}
              />
              <span className="option__mark option__mark--radio" aria-hidden="true" />
              <span className="option__name">{choice.label}</span>
              {choice.badge && <span className="pill choice-cards__badge">{choice.badge}</span>}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
