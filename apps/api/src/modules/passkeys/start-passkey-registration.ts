import type { TPasskeyOptions } from '@deli/contracts'
import { PASSKEY_CHALLENGE_SECONDS } from '@deli/domain'
import { generateRegistrationOptions } from '@simplewebauthn/server'
import type { TDatabase } from '../../platform/database.ts'
import { AppError } from '../../platform/errors.ts'
import { findUserById } from '../members/index.ts'
import { PASSKEY_ALGORITHMS, type TRelyingParty, userHandleOf } from './ceremony.ts'
import { insertChallenge, listPasskeyRows } from './repository.ts'

/**
 * POST members/passkeys/registration-options: WebAuthn's creation options for a new passkey of the
 * signed-in member (a discoverable credential that verifies its user, no attestation), its challenge
 * kept for this member alone (ADR 067). Their passkeys already saved are excluded.
 */
export async function startPasskeyRegistration(
  db: TDatabase,
  party: TRelyingParty,
  userId: string,
): Promise<TPasskeyOptions> {
  const user = await findUserById(db, userId)
  if (!user) throw new AppError(401, 'SIGN_IN_REQUIRED', 'Please sign in first.')
  const saved = await listPasskeyRows(db, userId)
  const options = await generateRegistrationOptions({
    rpName: party.name,
    rpID: party.rpId,
    userName: user.email,
    userID: userHandleOf(user.id),
    userDisplayName: `${user.firstName} ${user.lastName}`,
    attestationType: 'none',
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    excludeCredentials: saved.map((row) => ({ id: row.credentialId, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  await insertChallenge(db, options.challenge, 'registration', userId)
  return { options: { ...options } }
}
