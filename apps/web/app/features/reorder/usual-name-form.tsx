import { USUAL_NAME_RULE } from '@deli/contracts/constants'
import { ruleError } from '@deli/domain'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../ui/button.tsx'

/**
 * The name of a usual order, typed: checked with the API's rule (USUAL_NAME_RULE) before it is sent,
 * the server's refusal shown under it. The field takes focus when the form opens; Cancel closes it.
 */
export function UsualNameForm(props: {
  label: string
  initialName: string
  submitLabel: string
  isPending: boolean
  failure: string
  onSubmit: (name: string) => void
  onCancel: () => void
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  useEffect(() => {
    input.current?.focus()
    input.current?.select()
  }, [])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const name = String(new FormData(event.currentTarget).get('name') ?? '')
    const error = ruleError(USUAL_NAME_RULE, name)
    setFieldError(error)
    if (!error) props.onSubmit(name.trim())
  }

  return (
    <form className="usual-name-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-name`}>{props.label}</label>
        <input
          ref={input}
          id={`${id}-name`}
          className="text-input"
          name="name"
          type="text"
          autoComplete="off"
          defaultValue={props.initialName}
          maxLength={USUAL_NAME_RULE.max}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          onChange={() => setFieldError(null)}
        />
        {fieldError && (
          <p id={`${id}-error`} className="field-error">
            {fieldError}
          </p>
        )}
      </div>
      <div className="usual-name-form__actions">
        <Button type="submit" size="small" aria-busy={props.isPending} disabled={props.isPending}>
          {props.submitLabel}
        </Button>
        <Button size="small" variant="neutral" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
      <p className="field-error" role="alert">
        {props.failure}
      </p>
    </form>
  )
}
