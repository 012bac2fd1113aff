import type { FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_COOKIE } from './session-token.ts'

/** The response header that hands an app its session token (never to a browser, see below). */
export const SESSION_TOKEN_RESPONSE_HEADER = 'x-session-token'

/**
 * Whether the caller is an app (native, kiosk, server) rather than a browser: it uses another
 * channel than the storefront's, and sends none of the Fetch Metadata headers every current browser
 * adds to every request. A page script can neither remove nor forge `Sec-Fetch-*` (forbidden header
 * names), so no script in a page — ours or an injected one — is ever handed a token (ADR 013).
 */
export function isAppRequest(request: FastifyRequest, webAppName: string): boolean {
  if (request.apiClient === undefined || request.apiClient === webAppName) return false
  return !Object.keys(request.headers).some((name) => name.startsWith('sec-fetch-'))
}

/** The `_<prefix>_user` cookie (spec §3 `_jd_user`): mirrors the member's id for the UI, never trusted. */
export const userCookieName = (prefix: string) => `_${prefix}_user`

export type TCookieSettings = { secure: boolean; prefix: string }

const base = (secure: boolean) => ({ path: '/', sameSite: 'lax' as const, secure })
const secondsUntil = (instant: Date) => Math.max(0, Math.floor((instant.getTime() - Date.now()) / 1000))

/**
 * Hands a session token to the caller: the HttpOnly, SameSite=Lax `deli_session` cookie (Secure in
 * production), and only for an app (`isAppRequest`) also the `x-session-token` header (apps send it
 * back as `token`). A browser gets the cookie alone. The cookie lives as long as the session.
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
  if (isAppRequest(reply.request, reply.server.config.WEB_APP_NAME))
    reply.header(SESSION_TOKEN_RESPONSE_HEADER, token)
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
