import { TEXTS } from '@deli/domain'
import { AccountCard, SignInForm } from '../features/account-forms/index.ts'
import { PasskeySignIn } from '../features/passkeys/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/account-signin'

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, TEXTS.signIn)

/** /account/signin (spec §2). */
export default function AccountSignIn() {
  return (
    <AccountCard
      title={TEXTS.signIn}
      intro={<p>Welcome back! Sign in to check out faster and see your orders.</p>}
    >
      <SignInForm otherWay={<PasskeySignIn />} />
    </AccountCard>
  )
}
