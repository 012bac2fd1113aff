import type { InputHTMLAttributes, ReactNode } from 'react'
import { useId } from 'react'

/** The id of a field's error sentence, so its input can point at it (`aria-describedby`). */
export const errorIdOf = (id: string) => `${id}-error`

/** A labelled input with its error sentence under it (the API's and the form's, one text). */
export function Field(
  props: {
    label: string
    error?: string
    hint?: string
    wide?: boolean
    multiline?: boolean
  } & InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>,
) {
  const { label, error, hint, wide, multiline, id: givenId, ...input } = props
  const ownId = useId()
  const id = givenId ?? ownId
  const described = [hint ? `${id}-hint` : '', error ? errorIdOf(id) : ''].filter(Boolean).join(' ')
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    ...input,
  }
  return (
    <div className={`bo-field${wide ? ' bo-field--wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span className="bo-field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {multiline ? <textarea rows={3} {...common} /> : <input {...common} />}
      {error && (
        <span className="bo-field__error" id={errorIdOf(id)}>
          {error}
        </span>
      )}
    </div>
  )
}

/** A group of checkboxes under one legend (dietary icons, allergens). */
export function CheckboxGroup<T extends string>(props: {
  legend: string
  options: readonly T[]
  names?: Partial<Record<T, string>>
  checked: readonly T[]
  onChange: (next: T[]) => void
  disabled?: boolean
  /** The group's error sentence, read with the legend. */
  error?: string
}) {
  const id = useId()
  return (
    <fieldset className="bo-checks" aria-describedby={props.error ? errorIdOf(id) : undefined}>
      <legend>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option}>
          <input
            type="checkbox"
            checked={props.checked.includes(option)}
            disabled={props.disabled}
            onChange={(event) =>
              props.onChange(
                event.target.checked
                  ? [...props.checked, option]
                  : props.checked.filter((value) => value !== option),
              )
            }
          />{' '}
          {props.names?.[option] ?? option}
        </label>
      ))}
      {props.error && (
        <span className="bo-field__error" id={errorIdOf(id)}>
          {props.error}
        </span>
      )}
    </fieldset>
  )
}

/** A section of a back-office page with its heading. */
export function Section(props: {
  title: string
  headingId?: string
  children: ReactNode
  actions?: ReactNode
}) {
  return (
    <section className="bo-section" aria-labelledby={props.headingId}>
      <div className="bo-section__head">
        <h2 id={props.headingId} tabIndex={-1}>
          {props.title}
        </h2>
        {props.actions}
      </div>
      {props.children}
    </section>
  )
}
