import { passwordCriteria } from '@deli/domain'
import { Button } from '../../ui/button.tsx'
import { PasswordField } from '../../ui/password-field.tsx'
import type { TAccountForm } from './use-account-form.ts'

/**
 * A new password with its criteria checklist, then its confirm field (spec §5: `password` and
 * `password_confirmation`, which must be equal). `email` feeds the "not your email" criterion.
 */
export function NewPasswordFields(props: { form: TAccountForm; label?: string; email?: string }) {
  const { form } = props
  const label = props.label ?? 'Password'
  return (
    <>
      <PasswordField
        id={form.fieldId('password')}
        name="password"
        label={label}
        autoComplete="new-password"
        required
        error={form.errors.password}
        criteria={(password) => passwordCriteria(password, { email: props.email })}
        onChange={() => form.clearError('password')}
      />
      <PasswordField
        id={form.fieldId('password_confirmation')}
        name="password_confirmation"
        label={`Confirm ${label.toLowerCase()}`}
        autoComplete="new-password"
        required
        error={form.errors.password_confirmation}
        onChange={() => form.clearError('password_confirmation')}
      />
    </>
  )
}

/** The button row of an account form: submit, and a polite status line after a success. */
export function FormActions(props: {
  form: TAccountForm
  label: string
  status: string
  variant?: 'primary' | 'outline'
}) {
  return (
    <div className="account-form__actions">
      <Button type="submit" variant={props.variant} aria-busy={props.form.isPending}>
        {props.label}
      </Button>
      <p className="form-status" role="status">
        {props.status}
      </p>
    </div>
  )
}
