import { CAPTCHA_ACTIONS } from '@deli/domain/content'
import { Link, useNavigate } from 'react-router'
import { useCaptcha } from '../../lib/captcha.ts'
import { memberApi } from '../../lib/member-api.ts'
import { Button } from '../../ui/button.tsx'
import { emailField } from './account-fields.ts'
import { FormSummary, TextField } from './form-parts.tsx'
import { useAccountForm } from './use-account-form.ts'

/** /account/forgotpassword: the reset link goes out by email (the same answer for every address). */
export function ForgotPasswordForm() {
  const navigate = useNavigate()
  const captchaToken = useCaptcha(CAPTCHA_ACTIONS.resetPassword)
  const form = useAccountForm('forgot', [emailField], async (values) => {
    await memberApi.resetPassword({ email: String(values.email), captcha_token: await captchaToken() })
    navigate('/account/forgotpasswordsuccess')
  })
  return (
    <>
      <form className="account-form" noValidate onSubmit={form.onSubmit}>
        <FormSummary form={form} />
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" required />
        <Button type="submit" aria-busy={form.isPending} className="account-form__submit">
          Send Reset Link
        </Button>
      </form>
      <p className="account-switch">
        Remembered it? <Link to="/account/signin">Back to sign in</Link>
      </p>
    </>
  )
}
