import type { FastifyReply, FastifyRequest } from 'fastify'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import type { TStreamOwner } from '../../platform/event-stream.ts'
import { hashToken, isAppRequest, newSessionToken, presentedToken } from '../sessions/index.ts'
import { findStaffBySessionToken, insertStaffSession } from './repository.ts'
import type { TStaffAccountRow } from './tables.ts'

/** HttpOnly cookie of a staff sign-in (the board's browser); staff apps send the `staff-token` header. */
export const STAFF_COOKIE = 'deli_staff'
export const STAFF_HEADER = 'staff-token'
/** The response header that hands an app its staff token (never to a browser). */
export const STAFF_TOKEN_RESPONSE_HEADER = 'x-staff-token'
/** A kitchen tablet stays signed in for a working fortnight, then signs in again. */
export const STAFF_SESSION_DAYS = 14

export type TSignedInStaff = TStaffAccountRow & { sessionId: string; sessionExpiresAt: Date }

export const staffSignInRequired = () =>
  new AppError(401, 'SIGN_IN_REQUIRED', 'Please sign in with your staff account.')

/** The token the caller presents: the header (apps) or the cookie (browsers). */
export const presentedStaffToken = (request: FastifyRequest) =>
  presentedToken(request, { header: STAFF_HEADER, cookie: STAFF_COOKIE })

/** The signed-in staff member of the request, or null (no token, unknown or expired). */
export async function findStaff(db: TDatabase, request: FastifyRequest): Promise<TSignedInStaff | null> {
  const token = presentedStaffToken(request)
  if (!token || token.length > 128) return null
  const row = await findStaffBySessionToken(db, hashToken(token))
  return row ? { ...row.account, sessionId: row.sessionId, sessionExpiresAt: row.sessionExpiresAt } : null
}

/** The signed-in staff member; anyone else (guest, member, expired) gets 401 SIGN_IN_REQUIRED. */
export async function requireStaff(db: TDatabase, request: FastifyRequest): Promise<TSignedInStaff> {
  const staff = await findStaff(db, request)
  if (!staff) throw staffSignInRequired()
  return staff
}

/**
 * What ends a staff member's live stream (ADR 044): this session ending (sign-out, expiry, removal) or
 * the account changing (removed, another role, other stores), announced by the database to every node.
 */
export const staffStreamOwner = (staff: TSignedInStaff): TStreamOwner => ({
  session: `staff-session:${staff.sessionId}`,
  keys: [`staff-session:${staff.sessionId}`, `staff:${staff.id}`],
  expiresAt: staff.sessionExpiresAt,
})

/**
 * A new staff session (≥ 256 random bits, only its hash stored): the HttpOnly cookie, and only for an
 * app (ADR 013's `isAppRequest`: not the storefront's channel, no Fetch Metadata) also the
 * `x-staff-token` header, so no page script is ever handed a staff token (ADR 044).
 */
export async function startStaffSession(
  db: TDatabase,
  reply: FastifyReply,
  staffId: string,
  options: { secureCookie: boolean },
): Promise<void> {
  const { token, tokenHash } = newSessionToken()
  const session = await insertStaffSession(db, tokenHash, staffId, STAFF_SESSION_DAYS)
  reply.setCookie(STAFF_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    secure: options.secureCookie,
    httpOnly: true,
    maxAge: Math.floor((session.expiresAt.getTime() - Date.now()) / 1000),
  })
  if (isAppRequest(reply.request, reply.server.config.WEB_APP_NAME))
    reply.header(STAFF_TOKEN_RESPONSE_HEADER, token)
}

export function clearStaffCookie(reply: FastifyReply, options: { secureCookie: boolean }): void {
  reply.clearCookie(STAFF_COOKIE, {
    path: '/',
    sameSite: 'lax',
    secure: options.secureCookie,
    httpOnly: true,
  })
}
