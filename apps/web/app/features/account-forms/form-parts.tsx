import { INPUT_MAX_LENGTH } from '@deli/contracts/constants'
import type { ReactNode } from 'react'
import type { TAccountForm } from './use-account-form.ts'

/** A labelled input of an account form with its error (aria-invalid, aria-describedby) and the API's length limit. */
export function TextField(props: {
  form: TAccountForm
  name: string
  label: string
  type?: 'text' | 'email' | 'tel'
  autoComplete: string
  required?: boolean
  defaultValue?: string
  hint?: string
  inputMode?: 'tel' | 'email' | 'text'
  /** Defaults to the API's limit for a field of this name (INPUT_MAX_LENGTH). */
  maxLength?: number
  onValueChange?: (value: string) => void
}) {
  const id = props.form.fieldId(props.name)
  const error = props.form.errors[props.name]
  const describedBy = [props.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className="field">
      <label htmlFor={id}>
        {props.label}
        {!props.required && <span className="muted"> (optional)</span>}
      </label>
      <input
        id={id}
        className="text-input"
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength ?? INPUT_MAX_LENGTH[props.name]}
        defaultValue={props.defaultValue}
        aria-required={props.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          props.form.clearError(props.name)
          props.onValueChange?.(event.target.value)
        }}
      />
      {props.hint && (
        <p id={`${id}-hint`} className="field-note">
          {props.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** The form's summary: the server's message or 'Please check the highlighted fields.', announced. */
export function FormSummary({ form }: { form: TAccountForm }) {
  // A field's message the title already says is not listed again (a wrong code: one sentence, once).
  const messages = Object.entries(form.errors).filter(([, message]) => message !== form.summary)
  return (
    <div role="alert" className={form.summary ? 'form-summary' : 'form-summary form-summary--empty'}>
      {form.summary && (
        <>
          <p className="form-summary__title">{form.summary}</p>
          {messages.length > 0 && (
            <ul>
              {messages.map(([name, message]) => (
                <li key={name}>
                  <a href={`#${form.targetId(name)}`}>{message}</a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  )
}

/** The frame of the sign-in, sign-up and password pages: a centred card with a heading. */
export function AccountCard(props: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="container page account-page">
      <div className="account-card">
        <h1 className="account-card__title">{props.title}</h1>
        {props.intro && <div className="account-card__intro">{props.intro}</div>}
        {props.children}
      </div>
    </main>
  )
}

/** The phone field of the account forms: any punctuation is fine, digits are sent (spec §5). */
export function PhoneField(props: { form: TAccountForm; defaultValue?: string }) {
  return (
    <TextField
      form={props.form}
      name="phone"
      label="Phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      required
      defaultValue={props.defaultValue}
      hint="10 digits; dashes, spaces and parentheses are fine."
    />
  )
}
