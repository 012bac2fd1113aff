import { Link } from 'react-router'
import { AccountCard } from '../features/account-forms/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/account-forgot-password-success'

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Check Your Email')

/** /account/forgotpasswordsuccess (spec §2): the reset link is on its way. */
export default function AccountForgotPasswordSuccess() {
  return (
    <AccountCard title="Check Your Email">
      <div className="account-sent" role="status">
        <p>If an account exists for that email, a link to reset your password is on its way.</p>
        <p className="muted">Nothing arrived? Check your spam folder, or ask again in a few minutes.</p>
      </div>
      <p className="account-switch">
        <Link to="/account/signin">Back to sign in</Link>
      </p>
    </AccountCard>
  )
}
