import { TEXTS } from '@deli/domain'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { memberApi } from '../../lib/member-api.ts'
import { Button } from '../../ui/button.tsx'
import { PasswordField } from '../../ui/password-field.tsx'
import { emailField } from './account-fields.ts'
import { accountNotice, carryParams } from './account-notices.ts'
import { FormSummary, TextField } from './form-parts.tsx'
import { safeRedirect } from './session-rules.ts'
import { adoptSession } from './sign-in-member.ts'
import { useAccountForm } from './use-account-form.ts'

const FIELDS = [
  emailField,
  { name: 'password', type: 'password', label: 'Password', required: true } as const,
]

/** /account/signin: email and password; `?redirect=` (same-site paths only) and `?notice=` honoured. */
export function SignInForm() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const notice = accountNotice(params.get('notice'))
  const form = useAccountForm('signin', FIELDS, async (values) => {
    await memberApi.login({ email: String(values.email), password: String(values.password) })
    await adoptSession()
    navigate(safeRedirect(params.get('redirect')), { replace: true })
  })
  return (
    <>
      {notice && (
        <p className="account-notice" role="status">
          {notice}
        </p>
      )}
      <form className="account-form" noValidate onSubmit={form.onSubmit} aria-describedby="signin-summary">
        <div id="signin-summary">
          <FormSummary form={form} />
        </div>
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" required />
        <PasswordField
          id={form.fieldId('password')}
          name="password"
          label="Password"
          autoComplete="current-password"
          required
          error={form.errors.password}
          onChange={() => form.clearError('password')}
        />
        <Link className="account-form__aside" to="/account/forgotpassword">
          Forgot your password?
        </Link>
        <Button type="submit" aria-busy={form.isPending} className="account-form__submit">
          {TEXTS.signIn}
        </Button>
      </form>
      <p className="account-switch">
        New to Red Door Deli? <Link to={`/account/signup${carryParams(params)}`}>Create an account</Link>
      </p>
    </>
  )
}
