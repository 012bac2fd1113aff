import type { FastifyReply, FastifyRequest } from 'fastify'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { hashToken, newSessionToken, presentedToken } from '../sessions/session-token.ts'
import { findStaffBySessionToken, insertStaffSession } from './repository.ts'
import type { TStaffAccountRow } from './tables.ts'

/** HttpOnly cookie of a staff sign-in (the board's browser); staff apps send the `staff-token` header. */
export const STAFF_COOKIE = 'deli_staff'
export const STAFF_HEADER = 'staff-token'
/** A kitchen tablet stays signed in for a working fortnight, then signs in again. */
export const STAFF_SESSION_DAYS = 14

export type TSignedInStaff = TStaffAccountRow & { sessionId: string }

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
  return row ? { ...row.account, sessionId: row.sessionId } : null
}

/** The signed-in staff member; anyone else (guest, member, expired) gets 401 SIGN_IN_REQUIRED. */
export async function requireStaff(db: TDatabase, request: FastifyRequest): Promise<TSignedInStaff> {
  const staff = await findStaff(db, request)
  if (!staff) throw staffSignInRequired()
  return staff
}

/** A new staff session (≥ 256 random bits, only its hash stored) handed over as cookie and header. */
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
  reply.header('x-staff-token', token)
}

export function clearStaffCookie(reply: FastifyReply, options: { secureCookie: boolean }): void {
  reply.clearCookie(STAFF_COOKIE, {
    path: '/',
    sameSite: 'lax',
    secure: options.secureCookie,
    httpOnly: true,
  })
}
