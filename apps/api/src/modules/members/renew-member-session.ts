import type { TAccountStatus } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import type { TSession } from '../sessions/index.ts'
import { renewSession, sessionExpired } from '../sessions/index.ts'
import { memberStatus } from './present-user.ts'
import { findUserById } from './repository.ts'

/**
 * PUT members/auth (spec §4 Session): renews the member's session (see renewSession) and answers the
 * session state with the new expiry; `token` is the new token to hand over, or null when the session
 * was renewed moments ago and the caller keeps its token.
 */
export async function renewMemberSession(
  db: TDatabase,
  session: TSession | null,
  verify: string | undefined,
): Promise<{ status: TAccountStatus; token: string | null; userId: string; expiresAt: Date }> {
  const renewed = await renewSession(db, session, verify)
  const user = await findUserById(db, renewed.userId)
  if (!user) throw sessionExpired()
  return { ...renewed, status: memberStatus(user, renewed.expiresAt) }
}
