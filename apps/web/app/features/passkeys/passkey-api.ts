import type { TAccountStatus, TPasskeyOptions, TPasskeys } from '@deli/contracts'
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser'
import { apiCall } from '../../lib/api-client.ts'

/** Browser calls of the passkey routes (ADR 067). */
export const passkeyApi = {
  list: () => apiCall<TPasskeys>('members/passkeys'),
  registrationOptions: () =>
    apiCall<TPasskeyOptions>('members/passkeys/registration-options', { method: 'POST' }),
  add: (body: { response: RegistrationResponseJSON; name?: string }) =>
    apiCall<TPasskeys>('members/passkeys', { method: 'POST', body }),
  rename: (id: string, name: string) =>
    apiCall<TPasskeys>(`members/passkeys/${id}`, { method: 'PUT', body: { name } }),
  remove: (id: string) => apiCall<TPasskeys>(`members/passkeys/${id}`, { method: 'DELETE' }),
  signInOptions: () => apiCall<TPasskeyOptions>('users/passkey-login/options', { method: 'POST' }),
  signIn: (response: AuthenticationResponseJSON) =>
    apiCall<TAccountStatus>('users/passkey-login', { method: 'POST', body: { response } }),
}
