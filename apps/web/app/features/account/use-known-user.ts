import type { TUser } from '@deli/contracts'
import { useMatches } from 'react-router'
import { useShallow } from 'zustand/react/shallow'
import { knownUser } from './session-rules.ts'
import { useSessionStore } from './session-store.ts'

/** A route's loader data that names the member its server-side sign-in check found (the checkout's). */
const loaderMember = (data: unknown): TUser | null => {
  if (typeof data !== 'object' || data === null || !('user' in data)) return null
  const { user } = data as { user: unknown }
  return typeof user === 'object' && user !== null && 'first_name' in user ? (user as TUser) : null
}

/**
 * The member as far as this page knows (`knownUser`): on a member-only page such as the checkout the
 * server's render and hydration already show the member instead of 'Sign In'. Compared field by field
 * (a user is flat): when the refresh answers with the member the loader found, the caller does not
 * render again (ADR 039: the checkout's whole header did, for the same member).
 */
export function useKnownUser(): TUser | null {
  const matches = useMatches()
  let fromLoader: TUser | null = null
  for (const match of matches) {
    fromLoader = loaderMember(match.loaderData)
    if (fromLoader) break
  }
  return useSessionStore(useShallow((state) => knownUser(state, fromLoader)))
}
