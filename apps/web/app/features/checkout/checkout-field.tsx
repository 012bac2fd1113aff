import type { InputHTMLAttributes, ReactNode } from 'react'

/**
 * One labelled text field of the checkout form. Its id is `checkout-{name}` (so a failed check can
 * move focus to it); the error sits under it, tied by aria-describedby and announced when it shows.
 */
export function CheckoutField(
  props: {
    name: string
    label: string
    value: string
    onValue: (value: string) => void
    error?: string
    /** Shown after the label, inside it (a card brand, 'optional'). */
    badge?: ReactNode
    hint?: string
  } & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder' | 'disabled'
  >,
) {
  const { name, label, value, onValue, error, badge, hint, ...input } = props
  const id = `checkout-${name}`
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="field checkout-field">
      <label htmlFor={id}>
        {label}
        {badge}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="checkout-field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        className="text-input"
        type="text"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onValue(event.target.value)}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
