import type { TAccountStatus } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import type { TSession } from '../sessions/index.ts'
import { GUEST_STATUS, memberStatus } from './present-user.ts'
import { findUserById } from './repository.ts'

/** POST users/account-status: who this session is (spec §3 Session state): a member with the token's expiry, or a guest. */
export async function getAccountStatus(db: TDatabase, session: TSession | null): Promise<TAccountStatus> {
  if (!session?.userId) return GUEST_STATUS
  const user = await findUserById(db, session.userId)
  return user ? memberStatus(user, session.expiresAt) : GUEST_STATUS
}
