import { and, eq, gt, or, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { preparedPerDatabase, preparedStatement } from '../../platform/prepared.ts'
import { sendSessionToken } from './session-cookies.ts'
import {
  ABSOLUTE_DAYS,
  DAY_MS,
  hashToken,
  IDLE_DAYS,
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
 * Every request with a token reads its session: its current token, or its previous one within the
 * grace period after a renewal. Prepared once per connection (issue 13).
 */
const preparedSession = preparedPerDatabase((db) =>
  db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        or(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          and(
            eq(sessions.previousTokenHash, sql.placeholder('tokenHash')),
            gt(sessions.rotatedAt, sql.placeholder('graceStart')),
          ),
        ),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('find_session'),
)

/** The caller's live session, or null (no token, unknown token or expired). Extends the idle expiry. */
export async function findSession(db: TDatabase, request: FastifyRequest): Promise<TSession | null> {
  const token = presentedSessionToken(request)
  if (!token || token.length > 128) return null
  const now = new Date()
  const [row] = await preparedSession(db).execute({
    tokenHash: hashToken(token),
    graceStart: new Date(now.getTime() - ROTATION_GRACE_MS),
    now,
  })
  if (!row) return null
  let expiresAt = row.expiresAt
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    const absolute = row.createdAt.getTime() + ABSOLUTE_DAYS * DAY_MS
    expiresAt = new Date(Math.min(absolute, now.getTime() + IDLE_DAYS * DAY_MS))
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.id))
  }
  return { id: row.id, userId: row.userId, expiresAt }
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

// Every new guest starts one: built once (ADR 036).
const insertSessionStatement = preparedStatement<{ tokenHash: string }, { id: string; expiresAt: Date }[]>(
  (db) =>
    db
      .insert(sessions)
      .values({
        tokenHash: sql.placeholder('tokenHash'),
        expiresAt: sql`now() + make_interval(days => ${IDLE_DAYS})`,
      } as never)
      .returning({ id: sessions.id, expiresAt: sessions.expiresAt })
      .prepare('insert_guest_session'),
)

/**
 * The caller's session with its member, created (token ≥ 256 random bits, only its hash stored) as a
 * guest's when it has none.
 */
export async function ensureSession(
  db: TDatabase,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { secureCookie: boolean; beforeCreate?: () => Promise<void> },
): Promise<TSession> {
  const existing = await findSession(db, request)
  if (existing) return existing
  // A new guest session is what a flood would pile up: the caller's limit is checked here (ADR 013).
  await options.beforeCreate?.()
  const { token, tokenHash } = newSessionToken()
  const [row] = await insertSessionStatement(db, { tokenHash })
  if (!row) throw new Error('session insert returned nothing')
  sendSessionToken(reply, token, row.expiresAt, { secure: options.secureCookie })
  return { id: row.id, userId: null, expiresAt: row.expiresAt }
}
