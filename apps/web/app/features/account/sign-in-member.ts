import { memberApi } from '../../lib/member-api.ts'
import { loadMemberData } from './member-queries.ts'
import { useSessionStore } from './session-store.ts'

/**
 * After the server has signed the member in (login, confirmed sign-up): the session store hears the
 * new account status, and the member's rewards and order history start loading.
 */
export async function adoptSession(): Promise<void> {
  const status = await memberApi.accountStatus()
  useSessionStore.getState().setStatus(status)
  if (status.user) loadMemberData()
}
