import type { TFormFieldBlock } from '@deli/contracts'
import { earliestDateAhead } from '@deli/domain'
import type { ReactNode } from 'react'
import { DateOfBirthSelect } from '../../ui/date-of-birth-select.tsx'
import { PasswordField } from '../../ui/password-field.tsx'
import { type TAccountForm, TextField } from '../account-forms/index.ts'

/** The text input types of the story's field types. */
const INPUT_TYPES = { text: 'text', email: 'email', phone: 'tel', tel: 'tel' } as const

/** The described-by ids and invalid state of a field's control. */
function describe(form: TAccountForm, field: TFormFieldBlock) {
  const id = form.fieldId(field.name)
  const error = form.errors[field.name]
  const describedBy = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return {
    id,
    error,
    control: {
      id,
      name: field.name,
      'aria-required': field.required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      onChange: () => form.clearError(field.name),
    },
  }
}

function Notes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field-note">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  )
}

const Optional = ({ required }: { required: boolean }) =>
  required ? null : <span className="muted"> (optional)</span>

/** A labelled field: its label (with '(optional)' when not required), the control, hint and error. */
function Labelled(props: { id: string; field: TFormFieldBlock; error?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={props.id}>
        {props.field.label}
        <Optional required={props.field.required} />
      </label>
      {props.children}
      <Notes id={props.id} hint={props.field.hint} error={props.error} />
    </div>
  )
}

/**
 * One field of a generic form (spec §3 form field), by type: section headers, text, email and phone
 * inputs, a date (the browser's picker), a textarea, a select, a checkbox, a date of birth (three selects) and a password with its
 * show/hide toggle. Errors sit under their field and are tied to it by aria-describedby.
 */
export function StoryFormField({ form, field }: { form: TAccountForm; field: TFormFieldBlock }) {
  const { id, error, control } = describe(form, field)
  switch (field.type) {
    case 'section-header':
      return <h3 className="story-form__section">{field.label}</h3>
    case 'text':
    case 'email':
    case 'phone':
    case 'tel':
      return (
        <TextField
          form={form}
          name={field.name}
          label={field.label}
          type={INPUT_TYPES[field.type]}
          inputMode={field.type === 'phone' || field.type === 'tel' ? 'tel' : undefined}
          autoComplete={field.autocomplete ?? 'on'}
          required={field.required}
          hint={field.hint}
          maxLength={field.max_length}
        />
      )
    case 'date':
      // The browser's date picker, from the earliest day the rule accepts (the rule still decides).
      return (
        <Labelled id={id} field={field} error={error}>
          <input
            type="date"
            className="text-input"
            min={earliestDateAhead(new Date(), field.min_days_ahead ?? 0)}
            {...control}
          />
        </Labelled>
      )
    case 'textarea':
      return (
        <Labelled id={id} field={field} error={error}>
          <textarea className="text-input" rows={6} maxLength={field.max_length} {...control} />
        </Labelled>
      )
    case 'select':
      return (
        <Labelled id={id} field={field} error={error}>
          <select className="select" defaultValue="" {...control}>
            <option value="">Choose…</option>
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Labelled>
      )
    case 'checkbox':
      return (
        <div className="field">
          <label className="checkbox-field" htmlFor={id}>
            <input type="checkbox" {...control} />
            <span>{field.label}</span>
          </label>
          <Notes id={id} hint={field.hint} error={error} />
        </div>
      )
    case 'date-of-birth':
      return (
        <DateOfBirthSelect
          id={id}
          name={field.name}
          label={field.required ? field.label : `${field.label} (optional)`}
          required={field.required}
          error={error}
        />
      )
    case 'password':
      return (
        <PasswordField
          id={id}
          name={field.name}
          label={field.label}
          autoComplete="new-password"
          required={field.required}
          error={error}
        />
      )
  }
}
