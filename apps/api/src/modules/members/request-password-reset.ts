import type { TConfig } from '../../platform/config.ts'
import { publicOrigin } from '../../platform/config-derived.ts'
import type { TDatabase } from '../../platform/database.ts'
import { queueMail } from '../notifications/index.ts'
import { newSessionToken } from '../sessions/index.ts'
import { passwordResetMail, RESET_LINK_HOURS } from './member-mails.ts'
import { findUserByEmail, insertPasswordReset } from './repository.ts'

export const RESET_NOTICE =
  'If an account exists for that email, we sent a link to reset your password. Check your inbox.'

/**
 * POST users/reset-password {email}: the same notice for every email (no enumeration). When the
 * account exists, a single-use link (SHA-256 of its token stored, 1 hour) is emailed to it, in the
 * same transaction that stores the token.
 */
export async function requestPasswordReset(
  options: { db: TDatabase; config: TConfig },
  email: string,
): Promise<{ message: string }> {
  const { db, config } = options
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email)
    if (!user) return
    const { token, tokenHash } = newSessionToken()
    await insertPasswordReset(tx, user.id, tokenHash, RESET_LINK_HOURS)
    const link = new URL('/account/resetpassword', publicOrigin(config))
    link.searchParams.set('token', token)
    await queueMail(tx, passwordResetMail(user.email, user.firstName, link.toString()))
  })
  return { message: RESET_NOTICE }
}
