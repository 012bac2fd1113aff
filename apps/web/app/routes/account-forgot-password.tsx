import { AccountCard, ForgotPasswordForm } from '../features/account-forms/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/account-forgot-password'

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Forgot Password')

/** /account/forgotpassword (spec §2). */
export default function AccountForgotPassword() {
  return (
    <AccountCard
      title="Forgot Password"
      intro={<p>Enter the email of your account and we will send you a link to choose a new password.</p>}
    >
      <ForgotPasswordForm />
    </AccountCard>
  )
}
