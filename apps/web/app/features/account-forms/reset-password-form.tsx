import { Link, useNavigate } from 'react-router'
import { memberApi } from '../../lib/member-api.ts'
import { Button } from '../../ui/button.tsx'
import { newPasswordFields } from './account-fields.ts'
import { FormSummary } from './form-parts.tsx'
import { NewPasswordFields } from './new-password-fields.tsx'
import { useAccountForm } from './use-account-form.ts'

const FIELDS = newPasswordFields('New password')

/** /account/resetpassword?token=…: a new password (checklist, confirm rule); every session ends. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate()
  const form = useAccountForm('reset', FIELDS, async (values) => {
    await memberApi.resetPassword({
      token: token ?? '',
      password: String(values.password),
      password_confirmation: String(values.password_confirmation),
    })
    navigate('/account/signin?notice=reset', { replace: true })
  })
  if (!token)
    return (
      <p className="account-sent" role="alert">
        This reset link is incomplete. <Link to="/account/forgotpassword">Ask for a new one</Link>.
      </p>
    )
  return (
    <form className="account-form" noValidate onSubmit={form.onSubmit}>
      <FormSummary form={form} />
      <NewPasswordFields form={form} label="New password" />
      <Button type="submit" aria-busy={form.isPending} className="account-form__submit">
        Reset Password
      </Button>
      <p className="account-switch">
        Link expired? <Link to="/account/forgotpassword">Ask for a new one</Link>
      </p>
    </form>
  )
}
