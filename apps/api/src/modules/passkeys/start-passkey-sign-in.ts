import type { TPasskeyOptions } from '@deli/contracts'
import { PASSKEY_CHALLENGE_SECONDS } from '@deli/domain'
import { generateAuthenticationOptions } from '@simplewebauthn/server'
import type { TDatabase } from '../../platform/database.ts'
import type { TRelyingParty } from './ceremony.ts'
import { insertChallenge } from './repository.ts'

/**
 * POST users/passkey-login/options: WebAuthn's request options for signing in with any passkey of
 * this site (no email asked: the passkey names its member), the challenge kept for one use (ADR 067).
 */
export async function startPasskeySignIn(db: TDatabase, party: TRelyingParty): Promise<TPasskeyOptions> {
  const options = await generateAuthenticationOptions({
    rpID: party.rpId,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
  })
  await insertChallenge(db, options.challenge, 'sign-in', null)
  return { options: { ...options } }
}
