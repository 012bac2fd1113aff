import type { TSignUpBody } from '@deli/contracts'
import type { TConfig } from '../../platform/config.ts'
import { publicOrigin } from '../../platform/config-derived.ts'
import type { TDatabase } from '../../platform/database.ts'
import { hashPassword } from '../../platform/passwords.ts'
import { queueMail } from '../notifications/index.ts'
import { newSessionToken } from '../sessions/index.ts'
import { accountExistsMail, SIGN_UP_LINK_HOURS, signUpMail } from './member-mails.ts'
import { assertAdultBirthday, assertPasswordAcceptable } from './password-policy.ts'
import { findUserByEmail, insertPendingSignUp } from './repository.ts'

export const SIGN_UP_NOTICE = 'Check your email to finish creating your account.'

/** A same-site path to come back to after confirming, or none ('//host' would leave the site). */
export const safeRedirect = (path: string | undefined) =>
  path?.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : undefined

/**
 * POST users (ADR 007): answers the same notice whether or not the email has an account, so the
 * answer tells nobody who is a member. A new email gets a pending sign-up (argon2id hash, SHA-256 of
 * a one-time token, 24 h) and a confirmation link; a registered one gets an email telling its owner
 * to sign in or reset the password. Both paths hash the password, so they also take the same time.
 */
export async function signUpMember(
  options: { db: TDatabase; config: TConfig },
  body: TSignUpBody,
): Promise<{ message: string }> {
  const { db, config } = options
  assertAdultBirthday(body.birthday)
  assertPasswordAcceptable(body.password, body.email)
  const passwordHash = await hashPassword(body.password)
  const origin = publicOrigin(config)
  await db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, body.email)
    if (existing) {
      const mail = accountExistsMail(existing.email, existing.firstName, {
        signIn: `${origin}/account/signin`,
        reset: `${origin}/account/forgotpassword`,
      })
      await queueMail(tx, mail)
      return
    }
    const { token, tokenHash } = newSessionToken()
    await insertPendingSignUp(
      tx,
      {
        tokenHash,
        email: body.email,
        passwordHash,
        firstName: body.first_name.trim(),
        lastName: body.last_name.trim(),
        phone: body.phone,
        birthday: body.birthday ?? null,
      },
      SIGN_UP_LINK_HOURS,
    )
    const link = new URL('/account/signup', origin)
    link.searchParams.set('confirm', token)
    const redirect = safeRedirect(body.redirect)
    if (redirect) link.searchParams.set('redirect', redirect)
    await queueMail(tx, signUpMail(body.email, body.first_name.trim(), link.toString()))
  })
  return { message: SIGN_UP_NOTICE }
}
