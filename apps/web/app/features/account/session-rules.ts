import type { TSuperCategory, TToken, TUser } from '@deli/contracts'

/** Spec §4 Session: a token that expires within a day is renewed (PUT members/auth). */
export const RENEW_WITHIN_MS = 86_400_000

export function needsRenewal(token: TToken | null, now: number): boolean {
  if (!token) return false
  return Date.parse(token.expires) - now < RENEW_WITHIN_MS
}

/** The catering channel's destination (spec §2 "/catering"): its landing page. */
export const CATERING_DESTINATION = '/catering'

export const isAccountPage = (pathname: string) => pathname === '/account' || pathname.startsWith('/account/')

/**
 * Where a member goes when the session is gone (spec §4): /account/signin from an account page,
 * otherwise the catering destination on the catering channel, otherwise home.
 */
export function sessionLostPath(pathname: string, superCategory: TSuperCategory): string {
  if (isAccountPage(pathname)) return '/account/signin'
  return superCategory === 'catering' ? CATERING_DESTINATION : '/'
}

/** The `_<prefix>_user` cookie (spec §3 `_jd_user`): the member's id for the UI, never trusted. */
export const userCookieName = (prefix: string) => `_${prefix}_user`

export function readUserCookie(cookies: string, prefix: string): string | null {
  const name = `${userCookieName(prefix)}=`
  for (const part of cookies.split(';')) {
    const cookie = part.trim()
    if (cookie.startsWith(name)) return decodeURIComponent(cookie.slice(name.length)) || null
  }
  return null
}

/** A same-site path to go to after signing in (spec: `?redirect=`); anything else is the fallback. */
export function safeRedirect(target: string | null | undefined, fallback = '/account'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback
  if (/[\r\n\t]/.test(target)) return fallback
  return target
}

/**
 * The member as far as a page knows (ADR 039): the session refresh's answer once it has come (or a
 * member the store already holds); before it, the member the page's own loader found on the server.
 */
export function knownUser(
  session: { user: TUser | null; isReady: boolean },
  fromLoader: TUser | null,
): TUser | null {
  return session.isReady || session.user ? session.user : fromLoader
}
