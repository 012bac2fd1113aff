import { useSearchParams } from 'react-router'
import { AccountCard, ConfirmSignUp, SignUpForm } from '../features/account-forms/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/account-signup'

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Create an Account')

/** /account/signup (spec §2); with `?confirm=` it is the emailed confirmation link. */
export default function AccountSignUp() {
  const [params] = useSearchParams()
  const token = params.get('confirm')
  if (token) return <ConfirmSignUp token={token} redirect={params.get('redirect')} />
  return (
    <AccountCard
      title="Create an Account"
      intro={<p>Earn points on every order, save your favourite locations and reorder in a tap.</p>}
    >
      <SignUpForm />
    </AccountCard>
  )
}
