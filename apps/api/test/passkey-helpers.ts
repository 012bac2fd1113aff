import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'
import { passkeyRelyingParty } from '../src/platform/passkey-relying-party.ts'
import { API, type TAny } from './cart-helpers.ts'
import { expectOk } from './expect-envelope.ts'
import type { TTestApp } from './helper.ts'

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

/** Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data. */
const UP = 0x01
const UV = 0x04
const AT = 0x40

/**
 * A software passkey authenticator (ADR 067's tests): an EC P-256 key of node:crypto answering
 * WebAuthn's ceremonies the way a browser and its authenticator do — attestation 'none' for a
 * registration, a DER ECDSA signature over authenticator data and the client data's hash for a
 * sign-in, its counter moving by one each time. `origin` and `rpId` default to the app's relying party.
 */
export class SoftPasskey {
  readonly credentialId = randomBytes(16)
  readonly privateKey: KeyObject
  readonly publicKey: KeyObject
  counter = 0
  userHandle: string | undefined
  origin: string
  rpId: string

  constructor(t: TTestApp, options: { origin?: string; rpId?: string } = {}) {
    const party = passkeyRelyingParty(t.config)
    this.origin = options.origin ?? party.origins[0] ?? ''
    this.rpId = options.rpId ?? party.rpId
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    this.privateKey = pair.privateKey
    this.publicKey = pair.publicKey
  }

  get id(): string {
    return b64url(this.credentialId)
  }

  /** The COSE_Key of the public key (kty EC2, alg ES256, crv P-256, x, y). */
  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' })
    const key = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
    ])
    return isoCBOR.encode(key)
  }

  private clientData(type: string, challenge: string, overrides: TAny = {}): string {
    return JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false, ...overrides })
  }

  private counterBytes(): Buffer {
    const bytes = Buffer.alloc(4)
    bytes.writeUInt32BE(this.counter)
    return bytes
  }

  /** navigator.credentials.create's answer to creation options (RegistrationResponseJSON). */
  register(options: TAny, overrides: { clientData?: TAny; flags?: number } = {}): TAny {
    this.userHandle = options.user?.id
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(this.credentialId.length)
    const authData = Buffer.concat([
      sha256(options.rp?.id ?? this.rpId),
      Buffer.from([overrides.flags ?? UP | UV | AT]),
      this.counterBytes(),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      this.coseKey(),
    ])
    const attestation = new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', new Uint8Array(authData)],
    ])
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, overrides.clientData)
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(isoCBOR.encode(attestation as never)),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }

  /** navigator.credentials.get's answer to request options (AuthenticationResponseJSON); counts up first. */
  authenticate(options: TAny, overrides: { clientData?: TAny; counter?: number; flags?: number } = {}): TAny {
    this.counter = overrides.counter ?? this.counter + 1
    const authData = Buffer.concat([
      sha256(options.rpId ?? this.rpId),
      Buffer.from([overrides.flags ?? UP | UV]),
      this.counterBytes(),
    ])
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides.clientData)
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey)
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }
}

export const PASSKEYS_URL = `${API}/members/passkeys`
export const PASSKEY_LOGIN_URL = `${API}/users/passkey-login`

/** The registration options the API gives a member (their `headers`). */
export async function registrationOptions(t: TTestApp, headers: Record<string, string>): Promise<TAny> {
  return expectOk(await t.call({ method: 'POST', url: `${PASSKEYS_URL}/registration-options`, headers }))
    .options
}

/** A member adds a new software passkey through the API: the passkey and the list answered. */
export async function addSoftPasskey(
  t: TTestApp,
  headers: Record<string, string>,
  name?: string,
): Promise<{ passkey: SoftPasskey; list: TAny[] }> {
  const passkey = new SoftPasskey(t)
  const response = passkey.register(await registrationOptions(t, headers))
  const payload = name === undefined ? { response } : { response, name }
  const data = expectOk(await t.call({ method: 'POST', url: PASSKEYS_URL, payload, headers }))
  return { passkey, list: data.passkeys }
}

/** The sign-in options the API gives anyone. */
export async function signInOptions(t: TTestApp, headers: Record<string, string> = {}): Promise<TAny> {
  return expectOk(await t.call({ method: 'POST', url: `${PASSKEY_LOGIN_URL}/options`, headers })).options
}
