import type { InputHTMLAttributes } from 'react'

/**
 * One labelled field of the back office's forms: its sentence under it (linked by
 * aria-describedby, the input marked invalid) when the API or the form's own check refused it.
 */
export function SettingsField(
  props: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string; hint?: string },
) {
  const { id, label, error, hint, className, ...input } = props
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <div className={`store-admin__field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {hint && (
        <p className="store-admin__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="store-admin__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}
