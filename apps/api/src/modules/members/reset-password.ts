import type { TDatabase } from '../../platform/database.ts'
import { hashPassword } from '../../platform/passwords.ts'
import { deleteUserSessions, hashToken } from '../sessions/index.ts'
import { linkInvalid } from './confirm-sign-up.ts'
import { assertPasswordAcceptable } from './password-policy.ts'
import { findUserById, lockLivePasswordReset, updateUserRow, usePasswordResets } from './repository.ts'

export const PASSWORD_RESET_DONE = 'Your password has been reset. Please sign in with your new password.'

/**
 * POST users/reset-password {token, password, password_confirmation}: sets the new password, uses up
 * every open reset link of the member and ends every session (all devices sign in again). A bad,
 * used or expired token is 422 TOKEN_INVALID; a weak password 422 PASSWORD_WEAK; neither changes
 * anything.
 */
export async function resetPassword(
  db: TDatabase,
  input: { token: string; password: string },
): Promise<{ message: string; userId: string }> {
  const passwordHash = await hashPassword(input.password)
  const userId = await db.transaction(async (tx) => {
    const reset = await lockLivePasswordReset(tx, hashToken(input.token))
    if (!reset) throw linkInvalid()
    const user = await findUserById(tx, reset.userId)
    if (!user) throw linkInvalid()
    assertPasswordAcceptable(input.password, user.email)
    await updateUserRow(tx, user.id, { passwordHash })
    await usePasswordResets(tx, user.id)
    await deleteUserSessions(tx, user.id)
    return user.id
  })
  return { message: PASSWORD_RESET_DONE, userId }
}
