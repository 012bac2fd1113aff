import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser'
import { ApiError } from '../../lib/api-client.ts'
import { passkeyApi } from './passkey-api.ts'

/**
 * The two WebAuthn ceremonies (ADR 067). `@simplewebauthn/browser` is `import()`ed at the press of
 * the button, so no page's first JavaScript carries it.
 */

/** Whether this browser can use passkeys at all (checked after hydration). */
export const canUsePasskeys = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'

/** A sentence for whatever a ceremony threw: the API's own, or what the browser's error means. */
export function passkeyProblem(error: unknown): string {
  if (error instanceof ApiError) return error.message
  const name = error instanceof Error ? error.name : ''
  const code = (error as { code?: string } | null)?.code ?? ''
  if (name === 'NotAllowedError' || code === 'ERROR_CEREMONY_ABORTED')
    return 'The passkey request was cancelled or timed out.'
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return 'This device already has a passkey for your account.'
  return 'Your browser could not use a passkey. Please try again.'
}

/** Creates a passkey on this device and saves it to the member's account: the new list. */
export async function createPasskey() {
  const { startRegistration } = await import('@simplewebauthn/browser')
  const { options } = await passkeyApi.registrationOptions()
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  })
  return passkeyApi.add({ response })
}

/** Signs in with a passkey of this device: the server's session cookies are set when it answers. */
export async function signInWithPasskey() {
  const { startAuthentication } = await import('@simplewebauthn/browser')
  const { options } = await passkeyApi.signInOptions()
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  })
  return passkeyApi.signIn(response)
}
