import type { TUser } from '@deli/contracts'
import { useMatches } from 'react-router'
import { useSessionReady, useUser } from './session-store.ts'

/** A route's loader data that names the member its server-side sign-in check found (the checkout's). */
const loaderMember = (data: unknown): TUser | null => {
  if (typeof data !== 'object' || data === null || !('user' in data)) return null
  const { user } = data as { user: unknown }
  return typeof user === 'object' && user !== null && 'first_name' in user ? (user as TUser) : null
}

/**
 * The member as far as this page knows: the session refresh's answer once it has come; before it, the
 * member the page's own loader found on the server (a member-only page such as the checkout, ADR 039),
 * so the server's render and hydration already show them instead of 'Sign In'; else null.
 */
export function useKnownUser(): TUser | null {
  const user = useUser()
  const isReady = useSessionReady()
  const matches = useMatches()
  if (isReady || user) return user
  for (const match of matches) {
    const member = loaderMember(match.loaderData)
    if (member) return member
  }
  return null
}
