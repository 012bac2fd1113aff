import type { TLoginBody } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { verifyPassword } from '../../platform/passwords.ts'
import type { TSession } from '../sessions/index.ts'
import { startMemberSession, type TMemberSession } from '../sessions/index.ts'
import { findUserByEmail } from './repository.ts'
import type { TUserRow } from './tables.ts'

export const CREDENTIALS_INVALID = 'The email or password you entered is incorrect.'

/**
 * POST users/login: the same 401 CREDENTIALS_INVALID for an unknown email and a wrong password, and
 * an argon2id verify in both cases (against a dummy hash when there is no account) so timing does
 * not tell either. Success rotates the session (startMemberSession).
 */
export async function logInMember(
  db: TDatabase,
  current: TSession | null,
  body: TLoginBody,
): Promise<{ user: TUserRow; session: TMemberSession }> {
  const user = await findUserByEmail(db, body.email)
  const isValid = await verifyPassword(user?.passwordHash, body.password)
  if (!user || !isValid) throw new AppError(401, 'CREDENTIALS_INVALID', CREDENTIALS_INVALID)
  const session = await db.transaction((tx) => startMemberSession(tx, current, user.id))
  return { user, session }
}
