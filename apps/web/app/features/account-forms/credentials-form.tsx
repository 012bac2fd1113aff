import type { ReactNode } from 'react'
import { Button } from '../../ui/button.tsx'
import { PasswordField } from '../../ui/password-field.tsx'
import { emailField } from './account-fields.ts'
import { FormSummary, TextField } from './form-parts.tsx'
import { useAccountForm } from './use-account-form.ts'

const FIELDS = [
  emailField,
  { name: 'password', type: 'password', label: 'Password', required: true } as const,
]

export type TCredentials = { email: string; password: string }

/**
 * An email and password form (a member's sign-in, a staff member's): the email rule and the password
 * field with its toggle, one error summary, the server's answer on the fields. `aside` sits between the
 * password and the button (e.g. 'Forgot your password?').
 */
export function CredentialsForm(props: {
  formId: string
  submitLabel: string
  emailAutoComplete: 'email' | 'username'
  onSubmit: (credentials: TCredentials) => Promise<void>
  aside?: ReactNode
}) {
  const form = useAccountForm(props.formId, FIELDS, (values) =>
    props.onSubmit({ email: String(values.email), password: String(values.password) }),
  )
  const summaryId = `${props.formId}-summary`
  return (
    <form className="account-form" noValidate onSubmit={form.onSubmit} aria-describedby={summaryId}>
      <div id={summaryId}>
        <FormSummary form={form} />
      </div>
      <TextField
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete={props.emailAutoComplete}
        required
      />
      <PasswordField
        id={form.fieldId('password')}
        name="password"
        label="Password"
        autoComplete="current-password"
        required
        error={form.errors.password}
        onChange={() => form.clearError('password')}
      />
      {props.aside}
      <Button type="submit" aria-busy={form.isPending} className="account-form__submit">
        {props.submitLabel}
      </Button>
    </form>
  )
}
