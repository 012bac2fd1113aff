import { PASSWORD_MAX, PASSWORD_MIN } from '@deli/contracts/constants'

/**
 * The password field's criteria checklist (spec §5 "the password field checks each criterion").
 * NIST SP 800-63B: length matters, composition rules do not; a password must not be a repeated or
 * sequential run, nor the account's own email. The server also refuses passwords found in a list of
 * commonly used ones (it answers PASSWORD_WEAK with PASSWORD_COMMON_MESSAGE).
 */
export type TPasswordCriterionId = 'min-length' | 'max-length' | 'not-email' | 'not-pattern'
export type TPasswordCriterion = { id: TPasswordCriterionId; label: string; met: boolean }

export const PASSWORD_COMMON_MESSAGE = 'This password is too common and easy to guess. Please choose another.'
export const PASSWORD_IS_EMAIL_MESSAGE = 'Your password must not be your email address.'
export const PASSWORD_PATTERN_MESSAGE =
  'Your password must not be a repeated or sequential run of characters (like aaaaaaaa or 12345678).'

/** Characters as the user sees them (so an emoji counts once, as NIST asks). */
const characters = (password: string) => Array.from(password)

/** One character repeated, or a short chunk (up to 3 characters) repeated: 'aaaaaaaa', 'abcabcabc'. */
function isRepetition(chars: string[]): boolean {
  for (let size = 1; size <= 3 && size < chars.length; size++) {
    if (chars.length % size !== 0) continue
    if (chars.every((char, index) => char === chars[index % size])) return true
  }
  return false
}

/** A straight ascending or descending run of code points: '12345678', 'abcdefgh', '98765432'. */
function isSequence(chars: string[]): boolean {
  if (chars.length < 3) return false
  const codes = chars.map((char) => char.toLowerCase().codePointAt(0) ?? 0)
  const step = (codes[1] ?? 0) - (codes[0] ?? 0)
  if (step !== 1 && step !== -1) return false
  return codes.every((code, index) => index === 0 || code - (codes[index - 1] ?? 0) === step)
}

/** Whether the whole password is a repeated or sequential run of characters. */
export function isPasswordPattern(password: string): boolean {
  const chars = characters(password)
  return chars.length > 0 && (isRepetition(chars) || isSequence(chars))
}

/** Whether the password is the email address (or its local part), ignoring case and outer spaces. */
export function isPasswordEmail(password: string, email: string | undefined): boolean {
  const address = email?.trim().toLowerCase()
  if (!address) return false
  const candidate = password.trim().toLowerCase()
  const local = address.split('@')[0] ?? ''
  return candidate === address || (local.length >= PASSWORD_MIN && candidate === local)
}

/**
 * Each criterion and whether the password meets it: `met` is false only when the value as typed breaks
 * the criterion (spec §5). So an empty password breaks the minimum alone; a maximum, and the email
 * and pattern prohibitions, are not broken by nothing typed. `email` is the address of the account
 * (sign-up form, profile), when known.
 */
export function passwordCriteria(password: string, context: { email?: string } = {}): TPasswordCriterion[] {
  const length = characters(password).length
  return [
    { id: 'min-length', label: `At least ${PASSWORD_MIN} characters`, met: length >= PASSWORD_MIN },
    { id: 'max-length', label: `At most ${PASSWORD_MAX} characters`, met: length <= PASSWORD_MAX },
    {
      id: 'not-email',
      label: 'Not your email address',
      met: !isPasswordEmail(password, context.email),
    },
    {
      id: 'not-pattern',
      label: 'Not a repeated or sequential run (like aaaaaaaa or 12345678)',
      met: !isPasswordPattern(password),
    },
  ]
}

/** Whether every criterion of the checklist is met. */
export function meetsPasswordCriteria(password: string, context: { email?: string } = {}): boolean {
  return passwordCriteria(password, context).every((criterion) => criterion.met)
}

export const PASSWORD_SHORT_MESSAGE = `Use at least ${PASSWORD_MIN} characters.`
export const PASSWORD_LONG_MESSAGE = `Use at most ${PASSWORD_MAX} characters.`

/**
 * Why a new password is refused, or null: too short or too long, the account's email, or a repeated
 * or sequential run. The form says it on the field before anything is sent; the API says the same
 * (and also refuses commonly used passwords, a list only the server holds).
 */
export function passwordProblem(password: string, email?: string): string | null {
  const length = characters(password).length
  if (length < PASSWORD_MIN) return PASSWORD_SHORT_MESSAGE
  if (length > PASSWORD_MAX) return PASSWORD_LONG_MESSAGE
  if (isPasswordEmail(password, email)) return PASSWORD_IS_EMAIL_MESSAGE
  if (isPasswordPattern(password)) return PASSWORD_PATTERN_MESSAGE
  return null
}
