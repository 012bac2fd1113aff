import { z } from 'zod'
import { PASSKEY_NAME_MAX } from './constants.ts'
import { ZTextSchema } from './primitives.ts'

/**
 * Passkeys (ADR 067): a member's WebAuthn credentials, added on the account page and used to sign in.
 * The ceremonies' options and responses are WebAuthn's own JSON (what `@simplewebauthn/browser`
 * takes and gives); only their outline and sizes are checked here, the signatures by the API.
 */

/** A passkey's name: 1 to PASSKEY_NAME_MAX characters, trimmed. */
export const PASSKEY_NAME_MESSAGE = `Give your passkey a name of 1 to ${PASSKEY_NAME_MAX} characters.`
export const ZPasskeyNameSchema = ZTextSchema()
  .trim()
  .min(1, PASSKEY_NAME_MESSAGE)
  .max(PASSKEY_NAME_MAX, PASSKEY_NAME_MESSAGE)

/** base64url text of at most `max` characters (WebAuthn's binary fields on the wire). */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'Use base64url text.')

const ZTransportsSchema = z.array(z.string().max(32)).max(10)

/** A registration ceremony's answer (WebAuthn RegistrationResponseJSON). */
export const ZPasskeyRegistrationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    transports: ZTransportsSchema.optional(),
  }),
  authenticatorAttachment: z.string().max(32).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
})

/** A sign-in ceremony's answer (WebAuthn AuthenticationResponseJSON). */
export const ZPasskeyAuthenticationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(2048),
    userHandle: base64url(128).optional(),
  }),
  authenticatorAttachment: z.string().max(32).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
})

/** POST members/passkeys: the new passkey's answer and, optionally, its name. */
export const ZAddPasskeyBodySchema = z.object({
  response: ZPasskeyRegistrationResponseSchema,
  name: ZPasskeyNameSchema.optional(),
})
export type TAddPasskeyBody = z.infer<typeof ZAddPasskeyBodySchema>

/** POST users/passkey-login: the passkey's signed answer to the sign-in challenge. */
export const ZPasskeyLoginBodySchema = z.object({ response: ZPasskeyAuthenticationResponseSchema })
export type TPasskeyLoginBody = z.infer<typeof ZPasskeyLoginBodySchema>

/** PUT members/passkeys/{id}. */
export const ZRenamePasskeyBodySchema = z.object({ name: ZPasskeyNameSchema })
export type TRenamePasskeyBody = z.infer<typeof ZRenamePasskeyBodySchema>

export const ZPasskeyParamsSchema = z.object({ id: z.uuid('We could not find that passkey.') })

/**
 * WebAuthn's creation or request options for the browser (PublicKeyCredentialCreationOptionsJSON /
 * PublicKeyCredentialRequestOptionsJSON), answered whole.
 */
export const ZPasskeyOptionsSchema = z.object({
  options: z.looseObject({ challenge: z.string(), rpId: z.string().optional() }),
})
export type TPasskeyOptions = z.infer<typeof ZPasskeyOptionsSchema>

/** A passkey as its member sees it: no key material. */
export const ZPasskeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  last_used_at: z.iso.datetime({ offset: true }).nullable(),
})
export type TPasskey = z.infer<typeof ZPasskeySchema>

export const ZPasskeysSchema = z.object({ passkeys: z.array(ZPasskeySchema) })
export type TPasskeys = z.infer<typeof ZPasskeysSchema>
