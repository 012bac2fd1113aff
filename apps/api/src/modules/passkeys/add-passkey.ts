import type { TAddPasskeyBody, TPasskeys } from '@deli/contracts'
import { nextPasskeyName } from '@deli/domain'
import { type RegistrationResponseJSON, verifyRegistrationResponse } from '@simplewebauthn/server'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import {
  challengeOf,
  PASSKEY_ALGORITHMS,
  PASSKEY_NOT_ADDED,
  passkeyExpired,
  type TRelyingParty,
} from './ceremony.ts'
import { listPasskeys } from './list-passkeys.ts'
import { insertPasskey, listPasskeyRows, takeChallenge } from './repository.ts'

const notAdded = () => new AppError(422, 'PASSKEY_INVALID', PASSKEY_NOT_ADDED)

/**
 * POST members/passkeys: verifies the new passkey's answer to this member's registration challenge
 * (used up first, whatever follows) against the relying party's id and origins, and saves its public
 * key and counter under the given name or the next free "Passkey N" (ADR 067). A credential already
 * saved (by anyone) is 409.
 */
export async function addPasskey(
  db: TDatabase,
  party: TRelyingParty,
  userId: string,
  body: TAddPasskeyBody,
): Promise<TPasskeys> {
  const challenge = challengeOf(body.response.response.clientDataJSON, 'webauthn.create', notAdded())
  if (!(await takeChallenge(db, challenge, 'registration', userId))) throw passkeyExpired()
  const verification = await verifyRegistrationResponse({
    // The contract checked its outline and sizes; the library checks the rest.
    response: body.response as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: party.origins,
    expectedRPID: party.rpId,
    requireUserVerification: true,
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    // The library throws for every answer it refuses (wrong origin, challenge, signature …): all one 422.
  }).catch(() => ({ verified: false as const }))
  if (!verification.verified) throw notAdded()
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo
  const names = (await listPasskeyRows(db, userId)).map((row) => row.name)
  const row = await insertPasskey(db, {
    userId,
    credentialId: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? body.response.response.transports ?? [],
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
    name: body.name ?? nextPasskeyName(names),
  })
  if (!row) throw new AppError(409, 'CONFLICT', 'That passkey is already saved.')
  return listPasskeys(db, userId)
}
