import { AccountPage } from '../features/account-page/index.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/account'

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'My Account')

/** /account (spec §2). */
export default function Account() {
  return <AccountPage />
}
