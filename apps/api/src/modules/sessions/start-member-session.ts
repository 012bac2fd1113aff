import type { TQueryable } from '../../platform/database.ts'
import { deleteSession, insertMemberSession, restartSessionAsMember } from './repository.ts'
import type { TSession } from './session.ts'
import { newSessionToken } from './session-token.ts'

export type TMemberSession = { token: string; userId: string; expiresAt: Date }

/**
 * Signs a member in on this browser or app (login, sign-up confirmation): always a new token, so a
 * token planted before sign-in is worthless after it (session fixation). A guest's session (or the
 * same member's) becomes the member's session under the new token, keeping its baskets; another
 * member's session on this device ends, and the member gets a fresh one.
 */
export async function startMemberSession(
  db: TQueryable,
  current: TSession | null,
  userId: string,
): Promise<TMemberSession> {
  const { token, tokenHash } = newSessionToken()
  if (current && (current.userId === null || current.userId === userId)) {
    const row = await restartSessionAsMember(db, current.id, tokenHash, userId)
    if (row) return { token, userId, expiresAt: row.expiresAt }
  } else if (current) {
    await deleteSession(db, current.id)
  }
  const row = await insertMemberSession(db, tokenHash, userId)
  return { token, userId, expiresAt: row.expiresAt }
}
