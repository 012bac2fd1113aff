import { useSearchParams } from 'react-router'
import { AccountCard, ResetPasswordForm } from '../features/account-forms/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/account-reset-password'

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Reset Password')

/** /account/resetpassword?token=… (spec §2): the emailed reset link. */
export default function AccountResetPassword() {
  const [params] = useSearchParams()
  return (
    <AccountCard title="Reset Password" intro={<p>Choose a new password for your account.</p>}>
      <ResetPasswordForm token={params.get('token')} />
    </AccountCard>
  )
}
