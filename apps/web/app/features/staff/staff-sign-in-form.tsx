import type { TStaff } from '@deli/contracts'
import { Button } from '../../ui/button.tsx'
import { PasswordField } from '../../ui/password-field.tsx'
import { emailField, FormSummary, TextField, useAccountForm } from '../account/index.ts'
import { staffApi } from './staff-api.ts'

const FIELDS = [
  emailField,
  { name: 'password', type: 'password', label: 'Password', required: true } as const,
]

/** /staff: a staff member's email and password (not a member account); `onSignedIn` gets who it is. */
export function StaffSignInForm(props: { onSignedIn: (staff: TStaff) => void }) {
  const form = useAccountForm('staff-signin', FIELDS, async (values) => {
    props.onSignedIn(await staffApi.login({ email: String(values.email), password: String(values.password) }))
  })
  return (
    <form
      className="account-form"
      noValidate
      onSubmit={form.onSubmit}
      aria-describedby="staff-signin-summary"
    >
      <div id="staff-signin-summary">
        <FormSummary form={form} />
      </div>
      <TextField form={form} name="email" label="Email" type="email" autoComplete="username" required />
      <PasswordField
        id={form.fieldId('password')}
        name="password"
        label="Password"
        autoComplete="current-password"
        required
        error={form.errors.password}
        onChange={() => form.clearError('password')}
      />
      <Button type="submit" aria-busy={form.isPending} className="account-form__submit">
        Sign in
      </Button>
    </form>
  )
}
