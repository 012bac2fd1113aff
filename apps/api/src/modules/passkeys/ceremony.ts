import { COSEALG, decodeClientDataJSON } from '@simplewebauthn/server/helpers'
import { AppError } from '../../platform/errors.ts'

/** The relying party passkeys belong to (ADR 067): the chain's name, its domain, the allowed origins. */
export type TRelyingParty = { name: string; rpId: string; origins: string[] }

/**
 * The signature algorithms passkeys may use: EdDSA, ES256 and RS256, what every authenticator offers.
 * Named here so the library never probes the runtime's experimental post-quantum ones (a warning in
 * every process's log).
 */
export const PASSKEY_ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256]

export const PASSKEY_EXPIRED = 'This passkey request has expired. Please try again.'
export const PASSKEY_NOT_ADDED = 'We could not add that passkey. Please try again.'
export const PASSKEY_SIGN_IN_FAILED =
  'We could not sign you in with that passkey. Try again, or sign in with your password.'

export const passkeyExpired = () => new AppError(422, 'PASSKEY_INVALID', PASSKEY_EXPIRED)

/**
 * The challenge a ceremony's answer signed (its clientDataJSON's), read before anything is verified
 * so that the stored challenge is used up whatever the verification says. Unreadable data is the
 * `refusal`'s error.
 */
export function challengeOf(
  clientDataJSON: string,
  type: 'webauthn.create' | 'webauthn.get',
  refusal: AppError,
) {
  try {
    const data = decodeClientDataJSON(clientDataJSON)
    if (data.type !== type || typeof data.challenge !== 'string' || data.challenge === '') throw refusal
    return data.challenge
  } catch {
    throw refusal
  }
}

/** The WebAuthn user handle of a member: the 16 bytes of their id (no email or name in it). */
export const userHandleOf = (userId: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Buffer.from(userId.replaceAll('-', ''), 'hex'))
