import type { TDatabase } from '../../platform/database.ts'
import { unprocessable } from '../../platform/errors.ts'
import type { TSession } from '../sessions/index.ts'
import { hashToken, startMemberSession, type TMemberSession } from '../sessions/index.ts'
import { deletePendingSignUps, insertUser, takePendingSignUp } from './repository.ts'
import type { TUserRow } from './tables.ts'

export const LINK_INVALID = 'This link has expired or was already used. Please start again.'
export const linkInvalid = () => unprocessable('TOKEN_INVALID', LINK_INVALID, { token: LINK_INVALID })

/**
 * POST users/confirm (ADR 007): the emailed link creates the account from its pending sign-up
 * (single use, 24 h) and signs the new member in on this device. An unknown, used or expired token
 * — or an email that got an account in the meantime — is 422 TOKEN_INVALID and changes nothing.
 */
export async function confirmSignUp(
  db: TDatabase,
  current: TSession | null,
  token: string,
): Promise<{ user: TUserRow; session: TMemberSession }> {
  return db.transaction(async (tx) => {
    const pending = await takePendingSignUp(tx, hashToken(token))
    if (!pending) throw linkInvalid()
    const user = await insertUser(tx, {
      email: pending.email,
      passwordHash: pending.passwordHash,
      firstName: pending.firstName,
      lastName: pending.lastName,
      phone: pending.phone,
      birthday: pending.birthday,
      // A birthday given at sign-up counts for the birthday treat from next month on (ADR 042).
      birthdayChangedAt: pending.birthday ? new Date() : null,
    })
    if (!user) throw linkInvalid()
    await deletePendingSignUps(tx, pending.email)
    return { user, session: await startMemberSession(tx, current, user.id) }
  })
}
