import { TEXTS } from '@deli/domain'
import type { ReactNode } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { memberApi } from '../../lib/member-api.ts'
import { adoptSession, safeRedirect } from '../account/index.ts'
import { accountNotice, carryParams } from './account-notices.ts'
import { CredentialsForm } from './credentials-form.tsx'

/**
 * /account/signin: email and password; `?redirect=` (same-site paths only) and `?notice=` honoured.
 * `otherWay` (the passkey sign-in, ADR 067) follows the form, before the sign-up link.
 */
export function SignInForm({ otherWay }: { otherWay?: ReactNode }) {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const notice = accountNotice(params.get('notice'))
  return (
    <>
      {notice && (
        <p className="account-notice" role="status">
          {notice}
        </p>
      )}
      <CredentialsForm
        formId="signin"
        submitLabel={TEXTS.signIn}
        emailAutoComplete="email"
        onSubmit={async (credentials) => {
          await memberApi.login(credentials)
          await adoptSession()
          navigate(safeRedirect(params.get('redirect')), { replace: true })
        }}
        aside={
          <Link className="account-form__aside" to="/account/forgotpassword">
            Forgot your password?
          </Link>
        }
      />
      {otherWay}
      <p className="account-switch">
        New to Red Door Deli? <Link to={`/account/signup${carryParams(params)}`}>Create an account</Link>
      </p>
    </>
  )
}
