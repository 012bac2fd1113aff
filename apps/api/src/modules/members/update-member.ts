import type { TUpdateUserBody, TUser } from '@deli/contracts'
import type { TDatabase } from '../../platform/database.ts'
import { AppError, unprocessable } from '../../platform/errors.ts'
import { hashPassword, verifyPassword } from '../../platform/passwords.ts'
import { deleteUserSessions } from '../sessions/index.ts'
import { assertAdultBirthday, assertPasswordAcceptable } from './password-policy.ts'
import { presentUser } from './present-user.ts'
import { findUserById, updateUserRow } from './repository.ts'
import type { TUserRow } from './tables.ts'

export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.'

/**
 * PUT users: the member edits their profile (names, phone, birthday). A new password needs the
 * current one (422 CREDENTIALS_INVALID otherwise) and ends the member's other sessions; this one
 * stays signed in. The email is the account's identity and does not change here. A wrong current
 * password counts against the route's rate limit like a wrong sign-in (ADR 042).
 */
export async function updateMember(
  db: TDatabase,
  member: { userId: string; sessionId: string },
  body: TUpdateUserBody,
): Promise<TUser> {
  if (body.birthday) assertAdultBirthday(body.birthday)
  const user = await findUserById(db, member.userId)
  if (!user) throw new AppError(401, 'SIGN_IN_REQUIRED', 'Please sign in to continue.')
  const changes: Partial<
    Pick<TUserRow, 'firstName' | 'lastName' | 'phone' | 'birthday' | 'birthdayChangedAt' | 'passwordHash'>
  > = {}
  if (body.first_name !== undefined) changes.firstName = body.first_name.trim()
  if (body.last_name !== undefined) changes.lastName = body.last_name.trim()
  if (body.phone !== undefined) changes.phone = body.phone
  // A changed birthday counts for the birthday treat from next month on (domain isBirthdaySettled, ADR 042).
  if (body.birthday !== undefined && body.birthday !== user.birthday) {
    changes.birthday = body.birthday
    changes.birthdayChangedAt = new Date()
  }
  if (body.password !== undefined) {
    const isCurrent = await verifyPassword(user.passwordHash, body.current_password ?? '')
    if (!isCurrent) {
      throw unprocessable('CREDENTIALS_INVALID', CURRENT_PASSWORD_WRONG, {
        current_password: CURRENT_PASSWORD_WRONG,
      })
    }
    assertPasswordAcceptable(body.password, user.email)
    changes.passwordHash = await hashPassword(body.password)
  }
  if (Object.keys(changes).length === 0) return presentUser(user)
  const updated = await db.transaction(async (tx) => {
    const row = await updateUserRow(tx, user.id, changes)
    if (changes.passwordHash) await deleteUserSessions(tx, user.id, member.sessionId)
    return row
  })
  return presentUser(updated ?? user)
}
