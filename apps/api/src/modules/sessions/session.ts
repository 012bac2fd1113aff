import { eq, type SQL, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { TDatabase, TQueryable } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { preparedSql } from '../../platform/prepared.ts'
import { sendSessionToken } from './session-cookies.ts'
import { newSessionExpirySql, renewedSessionExpiry } from './session-expiry.ts'
import {
  hashToken,
  newSessionToken,
  presentedToken,
  ROTATION_GRACE_MS,
  SESSION_COOKIE,
  SESSION_HEADER,
} from './session-token.ts'
import { sessions } from './tables.ts'

/** Extending the idle expiry on every call would write on every read; once an hour is enough. */
const TOUCH_AFTER_MS = 3_600_000

const presentedSessionToken = (request: FastifyRequest) =>
  presentedToken(request, { header: SESSION_HEADER, cookie: SESSION_COOKIE })

/** The caller's live session: its id and the signed-in member (null for a guest). */
export type TSession = { id: string; userId: string | null; expiresAt: Date }

/**
 * What a request presents of its session, ready for the lookup: its token's hash and the instants the
 * lookup compares with. Null: no token, or one too long to be ours.
 */
export type TPresentedSession = { tokenHash: string; graceStart: Date; now: Date }

export function presentedSession(request: FastifyRequest): TPresentedSession | null {
  const token = presentedSessionToken(request)
  if (!token || token.length > 128) return null
  const now = new Date()
  return { tokenHash: hashToken(token), graceStart: new Date(now.getTime() - ROTATION_GRACE_MS), now }
}

/** A live session as `liveSessionJson` answers it (timestamps as JSON text). */
export type TLiveSessionJson = {
  id: string
  userId: string | null
  lastSeenAt: string
  createdAt: string
  expiresAt: string
}

/** A presented session as the values of `liveSessionJson`'s placeholders (none: a lookup that finds nothing). */
export const presentedValues = (presented: TPresentedSession | null) => ({
  tokenHash: presented?.tokenHash ?? null,
  graceStart: (presented?.graceStart ?? new Date()).toISOString(),
  sessionNow: (presented?.now ?? new Date()).toISOString(),
})

/**
 * The live session of a presented token, as one JSON value (null: none): its current token, or its
 * previous one within the grace period after a renewal, not expired. The one text of that rule:
 * `findSession` runs it alone, and a basket change's lock statement reads it beside the basket
 * (ADR 040: one round trip fewer per change). Its placeholders' values are `presentedValues`.
 */
export const liveSessionJson = (): SQL<TLiveSessionJson | null> => {
  const tokenHash = sql`${sql.placeholder('tokenHash')}::text`
  const graceStart = sql`${sql.placeholder('graceStart')}::timestamptz`
  const now = sql`${sql.placeholder('sessionNow')}::timestamptz`
  return sql`(
  select json_build_object('id', s.id, 'userId', s.user_id, 'lastSeenAt', s.last_seen_at,
    'createdAt', s.created_at, 'expiresAt', s.expires_at)
  from sessions s
  where (s.token_hash = ${tokenHash} or (s.previous_token_hash = ${tokenHash} and s.rotated_at > ${graceStart}))
    and s.expires_at > ${now}
  limit 1
)`
}

// Every request with a token reads its session: built once (ADR 036).
const findSessionStatement = preparedSql<
  ReturnType<typeof presentedValues>,
  { session: TLiveSessionJson | null }
>('find_session', sql`select ${liveSessionJson()} as session`)

/**
 * The session a lookup found, kept alive: extending the idle expiry on every call would write on
 * every read, so it is extended once an hour (in the caller's transaction when it has one).
 */
export async function keepSessionAlive(
  db: TQueryable,
  found: TLiveSessionJson,
  now: Date,
): Promise<TSession> {
  let expiresAt = new Date(found.expiresAt)
  if (now.getTime() - new Date(found.lastSeenAt).getTime() > TOUCH_AFTER_MS) {
    expiresAt = renewedSessionExpiry(new Date(found.createdAt), now)
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, found.id))
  }
  return { id: found.id, userId: found.userId, expiresAt }
}

/**
 * The session another module's statement read with `liveSessionJson` for a presented token (null:
 * none), kept alive on `db` (ADR 040).
 */
export async function sessionFoundFor(
  db: TQueryable,
  found: TLiveSessionJson | null,
  presented: TPresentedSession | null,
): Promise<TSession | null> {
  return found && presented ? keepSessionAlive(db, found, presented.now) : null
}

/** The caller's live session, or null (no token, unknown token or expired). Extends the idle expiry. */
export async function findSession(db: TDatabase, request: FastifyRequest): Promise<TSession | null> {
  const presented = presentedSession(request)
  if (!presented) return null
  const [row] = await findSessionStatement(db, presentedValues(presented))
  return row?.session ? keepSessionAlive(db, row.session, presented.now) : null
}

/** The id of the caller's live session, or null. */
export async function findSessionId(db: TDatabase, request: FastifyRequest): Promise<string | null> {
  return (await findSession(db, request))?.id ?? null
}

/** A signed-in member's session; guests (and expired sessions) get 401 SIGN_IN_REQUIRED. */
export async function requireMember(
  db: TDatabase,
  request: FastifyRequest,
): Promise<{ sessionId: string; userId: string; expiresAt: Date }> {
  const session = await findSession(db, request)
  if (!session?.userId) throw new AppError(401, 'SIGN_IN_REQUIRED', 'Please sign in to continue.')
  return { sessionId: session.id, userId: session.userId, expiresAt: session.expiresAt }
}

/**
 * A new guest session as an INSERT answering its `id` and `expires_at`, its token's hash `tokenHash`,
 * written only when `condition` holds: the sessions module's one guest-session write, run alone
 * (`ensureSession`) or as a part of the statement that writes what the session is started for, a new
 * guest's basket (ADR 013, amended).
 */
export const insertGuestSessionSql = (tokenHash: SQL, condition: SQL = sql`true`): SQL =>
  sql`insert into ${sessions} (${sql.raw(sessions.tokenHash.name)}, ${sql.raw(sessions.expiresAt.name)})
    select ${tokenHash}, ${newSessionExpirySql()} where ${condition}
    returning ${sql.raw(sessions.id.name)}, ${sql.raw(sessions.expiresAt.name)}`

// Every new guest who joins a group starts one: built once (ADR 036).
const insertSessionStatement = preparedSql<{ tokenHash: string }, { id: string; expires_at: Date }>(
  'insert_guest_session',
  insertGuestSessionSql(sql`${sql.placeholder('tokenHash')}::text`),
)

/**
 * A guest session about to be written: its token's hash for the insert, and `started`, which hands
 * the token to the caller (cookie, or the app's header) once the row is written.
 */
export type TNewGuestSession = {
  tokenHash: string
  started: (row: { id: string; expiresAt: Date }) => TSession
}

/**
 * The caller's session with its member, or — when it has none — a new guest's, not yet written (token
 * ≥ 256 random bits, only its hash stored), for the caller's own statement to write with
 * `insertGuestSessionSql`. The caller's limit on new guests is checked first (ADR 013).
 */
export async function sessionOrNewGuest(
  db: TDatabase,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { secureCookie: boolean; beforeCreate?: () => Promise<void> },
): Promise<TSession | TNewGuestSession> {
  const existing = await findSession(db, request)
  if (existing) return existing
  // A new guest session is what a flood would pile up: the caller's limit is checked here (ADR 013).
  await options.beforeCreate?.()
  const { token, tokenHash } = newSessionToken()
  return {
    tokenHash,
    started: (row) => {
      sendSessionToken(reply, token, row.expiresAt, { secure: options.secureCookie })
      return { id: row.id, userId: null, expiresAt: row.expiresAt }
    },
  }
}

/** The caller's session with its member, written as a new guest's when it has none. */
export async function ensureSession(
  db: TDatabase,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { secureCookie: boolean; beforeCreate?: () => Promise<void> },
): Promise<TSession> {
  const session = await sessionOrNewGuest(db, request, reply, options)
  if (!('tokenHash' in session)) return session
  const [row] = await insertSessionStatement(db, { tokenHash: session.tokenHash })
  if (!row) throw new Error('session insert returned nothing')
  return session.started({ id: row.id, expiresAt: row.expires_at })
}
