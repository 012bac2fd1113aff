import type { TAccountStatus, TUser } from '@deli/contracts'
import { redirect } from 'react-router'
import { apiData, type TServerArgs } from '../../lib/api.server.ts'
import { checkoutSignInPath } from '../cart/index.ts'

/**
 * Checkout's sign-in check, made on the server before anything renders (spec §5): the caller's
 * session cookie goes to POST users/account-status; a guest is redirected to sign-in with the
 * checkout notice and `back` as the way back; a member is answered for the contact prefill.
 */
export async function requireCheckoutMember(args: TServerArgs, back: string): Promise<TUser> {
  const status = await apiData<TAccountStatus>('users/account-status', {
    ...args,
    method: 'POST',
    asGuest: true,
  })
  if (!status.user) throw redirect(checkoutSignInPath(back))
  return status.user
}
