import { PASSKEY_NAME_MAX } from '@deli/contracts/constants'

/**
 * Passkey rules (ADR 067) the API and the account page share: how long a ceremony's challenge lives,
 * the name a new passkey gets when its member gives none, and whether a typed name is acceptable.
 */

/** A registration or sign-in challenge is answered within this many seconds, once, or not at all. */
export const PASSKEY_CHALLENGE_SECONDS = 300

/** What a passkey is called until its member renames it: "Passkey", then "Passkey 2", "Passkey 3" … */
export function nextPasskeyName(taken: readonly string[]): string {
  const names = new Set(taken.map((name) => name.trim().toLowerCase()))
  if (!names.has('passkey')) return 'Passkey'
  let number = 2
  while (names.has(`passkey ${number}`)) number++
  return `Passkey ${number}`
}

export const PASSKEY_NAME_REQUIRED = 'Give your passkey a name.'
export const PASSKEY_NAME_TOO_LONG = `Use at most ${PASSKEY_NAME_MAX} characters.`

/** The form's check of a passkey's new name (the contract's ZPasskeyNameSchema holds the API to it). */
export function passkeyNameProblem(name: string): string | null {
  const trimmed = name.trim()
  if (trimmed === '') return PASSKEY_NAME_REQUIRED
  if ([...trimmed].length > PASSKEY_NAME_MAX) return PASSKEY_NAME_TOO_LONG
  return null
}
