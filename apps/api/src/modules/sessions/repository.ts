import { and, eq, ne, sql } from 'drizzle-orm'
import type { TQueryable } from '../../platform/database.ts'
import { newSessionExpirySql, renewedSessionExpirySql } from './session-expiry.ts'
import { sessions } from './tables.ts'

/** The idle expiry from now, never beyond the absolute expiry counted from the session's creation. */
const renewedExpiry = renewedSessionExpirySql(sessions.createdAt)

export async function insertMemberSession(db: TQueryable, tokenHash: string, userId: string) {
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash, userId, expiresAt: newSessionExpirySql() })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt })
  if (!row) throw new Error('session insert returned nothing')
  return row
}

/**
 * Sign-in on an existing session: a new token (the old one dies at once, no grace) and the member,
 * with the session's clocks restarted. Rows keyed by the session id (baskets) stay with it.
 */
export async function restartSessionAsMember(
  db: TQueryable,
  sessionId: string,
  tokenHash: string,
  userId: string,
) {
  const [row] = await db
    .update(sessions)
    .set({
      tokenHash,
      previousTokenHash: null,
      rotatedAt: null,
      userId,
      createdAt: sql`now()`,
      lastSeenAt: sql`now()`,
      expiresAt: newSessionExpirySql(),
    })
    .where(eq(sessions.id, sessionId))
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt })
  return row
}

/** Renewal with rotation: the current token becomes the previous one (accepted for a grace period). */
export async function rotateSessionToken(db: TQueryable, sessionId: string, tokenHash: string) {
  const [row] = await db
    .update(sessions)
    .set({
      previousTokenHash: sql`${sessions.tokenHash}`,
      tokenHash,
      rotatedAt: sql`now()`,
      lastSeenAt: sql`now()`,
      expiresAt: renewedExpiry,
    })
    .where(eq(sessions.id, sessionId))
    .returning({ expiresAt: sessions.expiresAt })
  return row
}

/** Renewal without rotation (the token was rotated moments ago): only the expiry moves. */
export async function extendSession(db: TQueryable, sessionId: string) {
  const [row] = await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()`, expiresAt: renewedExpiry })
    .where(eq(sessions.id, sessionId))
    .returning({ expiresAt: sessions.expiresAt, rotatedAt: sessions.rotatedAt })
  return row
}

export async function findSessionRotation(db: TQueryable, sessionId: string) {
  const [row] = await db
    .select({ rotatedAt: sessions.rotatedAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .for('update')
  return row
}

export async function deleteSession(db: TQueryable, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}

/** Ends every session of a member (password reset), or every one but `exceptSessionId` (password change). */
export async function deleteUserSessions(db: TQueryable, userId: string, exceptSessionId?: string) {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    )
}

/** The member a session is signed in as (null for a guest's session or a session that is gone). */
export async function findSessionUserId(db: TQueryable, sessionId: string): Promise<string | null> {
  const [row] = await db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.id, sessionId))
  return row?.userId ?? null
}
