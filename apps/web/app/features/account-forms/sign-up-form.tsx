import { CAPTCHA_ACTIONS } from '@deli/domain/content'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useCaptcha } from '../../lib/captcha.ts'
import { memberApi } from '../../lib/member-api.ts'
import { Button } from '../../ui/button.tsx'
import { DateOfBirthSelect } from '../../ui/date-of-birth-select.tsx'
import { safeRedirect } from '../account/index.ts'
import { birthdayField, emailField, nameFields, newPasswordFields, phoneField } from './account-fields.ts'
import { accountNotice, carryParams } from './account-notices.ts'
import { FormSummary, PhoneField, TextField } from './form-parts.tsx'
import { NewPasswordFields } from './new-password-fields.tsx'
import { useAccountForm } from './use-account-form.ts'

const FIELDS = [...nameFields(true), emailField, phoneField(true), birthdayField, ...newPasswordFields()]

/**
 * /account/signup: the new member's details; the server answers "check your email" whether or not
 * the address is already registered (no account enumeration), and the emailed link confirms.
 */
export function SignUpForm() {
  const [params] = useSearchParams()
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null)
  const [email, setEmail] = useState('')
  const notice = accountNotice(params.get('notice'))
  const captchaToken = useCaptcha(CAPTCHA_ACTIONS.signUp)
  const form = useAccountForm('signup', FIELDS, async (values) => {
    const redirect = params.get('redirect')
    const answer = await memberApi.signUp({
      first_name: String(values.first_name),
      last_name: String(values.last_name),
      email: String(values.email),
      phone: String(values.phone),
      password: String(values.password),
      password_confirmation: String(values.password_confirmation),
      birthday: values.birthday ? String(values.birthday) : undefined,
      redirect: redirect ? safeRedirect(redirect) : undefined,
      captcha_token: await captchaToken(),
    })
    setSentTo({ email: String(values.email), message: answer.message })
  })

  if (sentTo)
    return (
      <div className="account-sent" role="status">
        <h2>Check your email</h2>
        <p>{sentTo.message}</p>
        <p className="muted">
          We sent it to <strong>{sentTo.email}</strong>. The link signs you in and brings you back here.
        </p>
      </div>
    )
  return (
    <>
      {notice && (
        <p className="account-notice" role="status">
          {notice}
        </p>
      )}
      <form className="account-form" noValidate onSubmit={form.onSubmit}>
        <FormSummary form={form} />
        <div className="account-form__row">
          <TextField form={form} name="first_name" label="First name" autoComplete="given-name" required />
          <TextField form={form} name="last_name" label="Last name" autoComplete="family-name" required />
        </div>
        <TextField
          form={form}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          onValueChange={setEmail}
        />
        <PhoneField form={form} />
        <DateOfBirthSelect
          id={form.fieldId('birthday')}
          name="birthday"
          label="Date of birth (optional, for a birthday treat)"
          error={form.errors.birthday}
        />
        <NewPasswordFields form={form} email={email} />
        <Button type="submit" aria-busy={form.isPending} className="account-form__submit">
          Create Account
        </Button>
      </form>
      <p className="account-switch">
        Already have an account? <Link to={`/account/signin${carryParams(params)}`}>Sign in</Link>
      </p>
    </>
  )
}
