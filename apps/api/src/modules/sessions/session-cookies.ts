import type { FastifyReply } from 'fastify'
import { SESSION_COOKIE } from './session-token.ts'

/** The `_<prefix>_user` cookie (spec §3 `_jd_user`): mirrors the member's id for the UI, never trusted. */
export const userCookieName = (prefix: string) => `_${prefix}_user`

export type TCookieSettings = { secure: boolean; prefix: string }

const base = (secure: boolean) => ({ path: '/', sameSite: 'lax' as const, secure })
const secondsUntil = (instant: Date) => Math.max(0, Math.floor((instant.getTime() - Date.now()) / 1000))

/**
 * Hands a session token to the caller: the HttpOnly, SameSite=Lax `deli_session` cookie (Secure in
 * production) for browsers, and the `x-session-token` header for apps without a cookie jar (they
 * send it back as `token`). The cookie lives as long as the session.
 */
export function sendSessionToken(
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  settings: { secure: boolean },
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...base(settings.secure),
    httpOnly: true,
    maxAge: secondsUntil(expiresAt),
  })
  reply.header('x-session-token', token)
}

/** A signed-in member's cookies: the session token and the readable `_<prefix>_user` id mirror. */
export function sendMemberCookies(
  reply: FastifyReply,
  session: { token: string; userId: string; expiresAt: Date },
  settings: TCookieSettings,
): void {
  sendSessionToken(reply, session.token, session.expiresAt, settings)
  reply.setCookie(userCookieName(settings.prefix), session.userId, {
    ...base(settings.secure),
    httpOnly: false,
    maxAge: secondsUntil(session.expiresAt),
  })
}

/** Signed out: both cookies cleared. */
export function clearMemberCookies(reply: FastifyReply, settings: TCookieSettings): void {
  reply.clearCookie(SESSION_COOKIE, { ...base(settings.secure), httpOnly: true })
  reply.clearCookie(userCookieName(settings.prefix), { ...base(settings.secure), httpOnly: false })
}
