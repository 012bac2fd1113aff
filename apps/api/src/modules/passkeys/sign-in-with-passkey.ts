import type { TPasskeyLoginBody } from '@deli/contracts'
import { type AuthenticationResponseJSON, verifyAuthenticationResponse } from '@simplewebauthn/server'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { findUserById, type TUserRow } from '../members/index.ts'
import { startMemberSession, type TMemberSession, type TSession } from '../sessions/index.ts'
import {
  challengeOf,
  PASSKEY_SIGN_IN_FAILED,
  passkeyExpired,
  type TRelyingParty,
  userHandleOf,
} from './ceremony.ts'
import { findPasskeyByCredentialId, recordPasskeyUse, takeChallenge } from './repository.ts'

const signInFailed = () => new AppError(401, 'CREDENTIALS_INVALID', PASSKEY_SIGN_IN_FAILED)

/**
 * POST users/passkey-login: the passkey's signature over a live sign-in challenge (used up first)
 * is verified with its saved public key; the counter moves forward (a count signed twice fails), and
 * the member it belongs to is signed in like a password sign-in (rotated session, ADR 007). An
 * unknown passkey, a bad signature and a user handle of someone else are all the same 401.
 */
export async function signInWithPasskey(
  db: TDatabase,
  party: TRelyingParty,
  current: TSession | null,
  body: TPasskeyLoginBody,
): Promise<{ user: TUserRow; session: TMemberSession }> {
  const answer = body.response
  const challenge = challengeOf(answer.response.clientDataJSON, 'webauthn.get', signInFailed())
  if (!(await takeChallenge(db, challenge, 'sign-in', null))) throw passkeyExpired()
  const passkey = await findPasskeyByCredentialId(db, answer.id)
  if (!passkey) throw signInFailed()
  const handle = answer.response.userHandle
  if (handle !== undefined && handle !== Buffer.from(userHandleOf(passkey.userId)).toString('base64url'))
    throw signInFailed()
  const verification = await verifyAuthenticationResponse({
    // The contract checked its outline and sizes; the library checks the rest.
    response: answer as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: party.origins,
    expectedRPID: party.rpId,
    credential: { id: passkey.credentialId, publicKey: passkey.publicKey, counter: passkey.counter },
    requireUserVerification: true,
    // The library throws for every answer it refuses (signature, counter, origin …): all one 401.
  }).catch(() => ({ verified: false as const, authenticationInfo: null }))
  if (!verification.verified || !verification.authenticationInfo) throw signInFailed()
  const info = verification.authenticationInfo
  const user = await findUserById(db, passkey.userId)
  if (!user) throw signInFailed()
  const session = await db.transaction(async (tx) => {
    const isRecorded = await recordPasskeyUse(tx, passkey.id, {
      counter: info.newCounter,
      backedUp: info.credentialBackedUp,
    })
    if (!isRecorded) throw signInFailed()
    return startMemberSession(tx, current, user.id)
  })
  return { user, session }
}
