import { PASSWORD_INPUT_MAX_UNITS } from '@deli/contracts/constants'
import { PASSWORD_TYPING_DELAY_MS, type TPasswordCriterion } from '@deli/domain'
import { useEffect, useRef, useState } from 'react'
import { Icon } from './icon.tsx'

/**
 * Password field (spec §2, §5): a show/hide toggle (a real button with aria-pressed), an optional
 * criteria checklist that ticks live while typing, and `onChange` fired 500 ms after typing stops
 * (not when an error came in after the last keystroke: that error is about the value as typed).
 * The input is uncontrolled (forms read it by name on submit), so a fast submit never misses a key.
 */
export function PasswordField(props: {
  id: string
  name: string
  label: string
  autoComplete: 'current-password' | 'new-password'
  required?: boolean
  error?: string
  /** The checklist of spec §5 for a new password; left out for sign-in. */
  criteria?: (password: string) => TPasswordCriterion[]
  onChange?: (password: string) => void
}) {
  const [isShown, setShown] = useState(false)
  const [value, setValue] = useState('')
  const [announcement, setAnnouncement] = useState('')
  const onChange = useRef(props.onChange)
  onChange.current = props.onChange
  const typed = useRef(false)
  const criteria = props.criteria?.(value)

  const criteriaOf = useRef(props.criteria)
  criteriaOf.current = props.criteria
  // An error that arrives after the last keystroke (a submit within the 500 ms) is about the value as
  // it is now: the settled change must not clear it. The next keystroke lets it clear again.
  const isErrorCurrent = useRef(false)
  useEffect(() => {
    if (props.error) isErrorCurrent.current = true
  }, [props.error])
  useEffect(() => {
    if (!typed.current) return
    const timer = window.setTimeout(() => {
      if (!isErrorCurrent.current) onChange.current?.(value)
      const settled = criteriaOf.current?.(value)
      if (settled && value) {
        const met = settled.filter((criterion) => criterion.met).length
        setAnnouncement(`Password meets ${met} of ${settled.length} criteria.`)
      }
    }, PASSWORD_TYPING_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [value])

  const errorId = `${props.id}-error`
  const criteriaId = `${props.id}-criteria`
  const describedBy = [props.error ? errorId : '', criteria ? criteriaId : ''].filter(Boolean).join(' ')
  return (
    <div className="field password-field">
      <label htmlFor={props.id}>{props.label}</label>
      <div className="password-field__box">
        <input
          id={props.id}
          className="text-input"
          name={props.name}
          type={isShown ? 'text' : 'password'}
          autoComplete={props.autoComplete}
          aria-required={props.required || undefined}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy || undefined}
          spellCheck={false}
          maxLength={PASSWORD_INPUT_MAX_UNITS}
          autoCapitalize="none"
          onChange={(event) => {
            typed.current = true
            isErrorCurrent.current = false
            setValue(event.target.value)
          }}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-controls={props.id}
          // The label says what a press does: 'Show password', then 'Hide password' while shown.
          aria-label={`${isShown ? 'Hide' : 'Show'} ${props.label.toLowerCase()}`}
          onClick={() => setShown((shown) => !shown)}
        >
          <Icon name={isShown ? 'eye-off' : 'eye'} />
        </button>
      </div>
      {props.error && (
        <p id={errorId} className="field-error">
          {props.error}
        </p>
      )}
      {criteria && (
        <ul id={criteriaId} className="password-criteria" aria-label="Password criteria">
          {criteria.map((criterion) => (
            <li key={criterion.id} className={criterion.met ? 'is-met' : undefined}>
              <Icon name={criterion.met ? 'check' : 'minus'} size={18} />
              <span>{criterion.label}</span>
              <span className="visually-hidden">{criterion.met ? ' (met)' : ' (not met)'}</span>
            </li>
          ))}
        </ul>
      )}
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  )
}
