import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { extendSession, findSessionRotation, rotateSessionToken } from './repository.ts'
import type { TSession } from './session.ts'
import { newSessionToken, ROTATION_GRACE_MS } from './session-token.ts'

export const sessionExpired = () =>
  new AppError(401, 'SESSION_EXPIRED', 'Your session has expired. Please sign in again.')

/**
 * PUT members/auth (spec §4 Session): renewal. The `verify` header must name the session's member
 * (the id the `_<prefix>_user` cookie mirrors); a guest, an expired session or another id get 401
 * SESSION_EXPIRED. The token is rotated (the old one stays valid for a short grace period, for
 * requests already in flight) and the idle expiry moves out, never past the absolute one. A second
 * renewal within the grace period (another tab) only moves the expiry: `token` is then null and the
 * caller keeps the token it was just given.
 */
export async function renewSession(
  db: TDatabase,
  session: TSession | null,
  verify: string | undefined,
): Promise<{ userId: string; token: string | null; expiresAt: Date }> {
  if (!session?.userId || !verify || verify !== session.userId) throw sessionExpired()
  const userId = session.userId
  return db.transaction(async (tx) => {
    const rotation = await findSessionRotation(tx, session.id)
    if (!rotation) throw sessionExpired()
    const recentlyRotated =
      rotation.rotatedAt !== null && Date.now() - rotation.rotatedAt.getTime() < ROTATION_GRACE_MS
    if (recentlyRotated) {
      const row = await extendSession(tx, session.id)
      if (!row) throw sessionExpired()
      return { userId, token: null, expiresAt: row.expiresAt }
    }
    const { token, tokenHash } = newSessionToken()
    const row = await rotateSessionToken(tx, session.id, tokenHash)
    if (!row) throw sessionExpired()
    return { userId, token, expiresAt: row.expiresAt }
  })
}
