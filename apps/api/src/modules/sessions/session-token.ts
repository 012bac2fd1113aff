import { createHash, randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'

/** A guest session with no live or filled basket, unseen this long, is deleted by housekeeping. */
export const UNTOUCHED_GUEST_HOURS = 1
/** A renewed session still accepts its previous token this long, for requests already in flight. */
export const ROTATION_GRACE_MS = 60_000

/** HttpOnly cookie the storefront carries; apps send the same token in the `token` header (spec §7). */
export const SESSION_COOKIE = 'deli_session'
export const SESSION_HEADER = 'token'

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

/** A new session token (256 random bits) and the hash that is all the database keeps of it. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: hashToken(token) }
}

/**
 * The token a caller presents: an app sends it in a header, a browser in an HttpOnly cookie (member
 * and guest sessions, staff sessions, kiosks). Empty counts as none.
 */
export function presentedToken(request: FastifyRequest, names: { header: string; cookie: string }) {
  const header = request.headers[names.header]
  if (typeof header === 'string' && header.length > 0) return header
  const cookie = request.cookies[names.cookie]
  return cookie && cookie.length > 0 ? cookie : undefined
}
