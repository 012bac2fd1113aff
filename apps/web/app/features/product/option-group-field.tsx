import type { TOptionGroup } from '@deli/contracts'
import { formatMoney, isSingleChoice, optionGroupRule } from '@deli/domain'

/** One option group: radios for a single choice, checkboxes up to `max` otherwise. */
export function OptionGroupField(props: {
  group: TOptionGroup
  selected: ReadonlySet<number>
  error?: string
  /** Options that list an allergen the guest avoids, with why (ADR 049): disabled unless chosen. */
  avoidedReasons?: ReadonlyMap<number, string>
  onChange: (selected: Set<number>) => void
}) {
  const { group, selected } = props
  const single = isSingleChoice(group)
  const required = group.min > 0
  const errorId = `group-${group.id}-error`
  return (
    <fieldset
      className={`option-group${props.error ? ' has-error' : ''}`}
      id={`group-${group.id}`}
      aria-describedby={props.error ? errorId : undefined}
      tabIndex={-1}
    >
      <legend>
        <span className="option-group__name">{group.name}</span>
        <span className={`option-group__rule${required ? ' is-required' : ''}`}>
          {optionGroupRule(group)}
        </span>
      </legend>
      {group.description && <p className="muted">{group.description}</p>}
      {props.error && (
        <p id={errorId} className="field-error" role="alert">
          {props.error}
        </p>
      )}
      <div className="option-list">
        {group.options.map((option) => {
          const checked = selected.has(option.id)
          const atMax = !single && !checked && selected.size >= group.max
          // A chosen one (a bag line being edited) stays enabled so it can be taken off.
          const avoidedReason = props.avoidedReasons?.get(option.id)
          const isAvoided = avoidedReason !== undefined && !checked
          const reasonId = `option-${option.id}-avoided`
          return (
            <label
              key={option.id}
              className={`option${checked ? ' is-checked' : ''}${atMax || isAvoided ? ' is-disabled' : ''}${isAvoided ? ' is-avoided' : ''}`}
            >
              <input
                type={single ? 'radio' : 'checkbox'}
                name={`group-${group.id}`}
                value={option.id}
                checked={checked}
                disabled={atMax || isAvoided}
                aria-describedby={avoidedReason ? reasonId : undefined}
                onClick={() => {
                  // An optional single choice can be taken back by choosing it again.
                  if (single && checked && !required) props.onChange(new Set())
                }}
                onChange={() => {
                  const next = new Set(single ? [] : selected)
                  if (checked && !single) next.delete(option.id)
                  else next.add(option.id)
                  props.onChange(next)
                }}
              />
              <span
                className={`option__mark option__mark--${single ? 'radio' : 'checkbox'}`}
                aria-hidden="true"
              />
              <span className="option__name">{option.name}</span>
              <span className="option__extra">
                {[
                  option.cost > 0 ? `+${formatMoney(option.cost)}` : '',
                  option.calories > 0 ? `${option.calories} cal` : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              {avoidedReason && (
                <span id={reasonId} className="option__avoided">
                  {avoidedReason}
                </span>
              )}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
