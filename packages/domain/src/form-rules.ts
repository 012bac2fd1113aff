import { dateAheadError } from './date-ahead.ts'
import { dateOfBirthError } from './date-of-birth.ts'
import { passwordProblem } from './password-rules.ts'
import { stripPhonePunctuation } from './phone.ts'
import { TEXTS } from './texts.ts'

/**
 * The generic form rules of spec §5 (Form field of spec §3: name, type, label, required, value,
 * valid pattern, errors.invalid). Shared by the account forms and, later, the CMS-driven forms.
 */
export type TFormFieldType =
  | 'text'
  | 'email'
  | 'phone'
  | 'tel'
  | 'password'
  | 'checkbox'
  | 'location-search'
  | 'section-header'
  | 'date-of-birth'
  | 'date'
  | 'textarea'
  | 'select'

export type TFormField = {
  name: string
  type: TFormFieldType
  label: string
  required?: boolean
  value?: string | boolean | null
  /** The valid pattern (a RegExp, or its source as a CMS sends it), matched against the whole value. */
  pattern?: RegExp | string
  errors?: { invalid?: string }
  /** The longest accepted value (after trimming; a phone after its punctuation is stripped). */
  maxLength?: number
  /** Date of birth only: the minimum age (spec §5: 18). */
  minimumAge?: number
  /** Date only: how many days after today the earliest accepted date is ('date-ahead.ts'). */
  minimumDaysAhead?: number
  /** Password only: a new password, held to the password rules (passwordProblem) before sending. */
  isNewPassword?: boolean
}

/** One field's verdict: `error` is what to show ('' for nothing); `value` is what would be sent. */
export type TFieldVerdict = { isValid: boolean; error: string; value: string | boolean }

/** Spec §5: a confirm field has one of these names and must equal the password before it. */
export const CONFIRM_FIELD_NAMES = Object.freeze(['confirm-password', 'password_confirmation'])
export const PASSWORDS_DIFFER = 'Passwords do not match.'

export const isConfirmField = (field: Pick<TFormField, 'name'>) => CONFIRM_FIELD_NAMES.includes(field.name)
const isPhone = (field: TFormField) => field.type === 'phone' || field.type === 'tel'

const toPattern = (pattern: RegExp | string) =>
  typeof pattern === 'string' ? new RegExp(`^(?:${pattern})$`) : pattern
const matches = (pattern: RegExp | string | undefined, value: string) =>
  pattern === undefined || toPattern(pattern).test(value)

/** The field's own invalid message, or '{label} is required'. */
export const requiredError = (field: TFormField) => field.errors?.invalid ?? TEXTS.fieldRequired(field.label)
const invalidError = (field: TFormField) => field.errors?.invalid ?? TEXTS.invalidValue

const verdict = (isValid: boolean, error: string, value: string | boolean): TFieldVerdict => ({
  isValid,
  error,
  value,
})

/**
 * Validates one field (spec §5). `previousPassword` is the value of the last password field before
 * this one (for a confirm field); `today` anchors the date-of-birth and date-ahead rules.
 */
export function validateField(
  field: TFormField,
  context: { previousPassword?: string; today?: Date; email?: string } = {},
): TFieldVerdict {
  const raw = field.value ?? ''
  if (field.type === 'section-header') return verdict(true, '', '')
  if (field.type === 'checkbox') {
    const checked = raw === true || raw === 'true' || raw === 'on'
    return field.required && !checked
      ? verdict(false, requiredError(field), false)
      : verdict(true, '', checked)
  }
  const text = typeof raw === 'string' ? raw : String(raw)
  if (isConfirmField(field)) {
    if (text === '' && field.required) return verdict(false, requiredError(field), text)
    return text === (context.previousPassword ?? '')
      ? verdict(true, '', text)
      : verdict(false, field.errors?.invalid ?? PASSWORDS_DIFFER, text)
  }
  if (field.type === 'password') {
    // Spec §5: empty and required gives an empty error, and the field counts as valid.
    if (text === '') return verdict(true, '', text)
    const problem = field.isNewPassword ? passwordProblem(text, context.email) : null
    if (problem) return verdict(false, problem, text)
    return matches(field.pattern, text) ? verdict(true, '', text) : verdict(false, invalidError(field), text)
  }
  if (field.type === 'location-search') {
    return field.required && text.trim() === ''
      ? verdict(false, requiredError(field), text)
      : verdict(true, '', text)
  }
  if (field.type === 'date-of-birth') {
    const error = dateOfBirthError(text, {
      today: context.today ?? new Date(),
      required: field.required,
      minimumAge: field.minimumAge,
      invalid: field.errors?.invalid,
    })
    return verdict(error === '', error, text)
  }
  if (field.type === 'date') {
    const error = dateAheadError(text, {
      today: context.today ?? new Date(),
      minimumDaysAhead: field.minimumDaysAhead,
      required: field.required,
      invalid: field.errors?.invalid,
      requiredText: requiredError(field),
    })
    return verdict(error === '', error, text.trim())
  }
  const value = isPhone(field) ? stripPhonePunctuation(text) : text.trim()
  if (value === '')
    return field.required ? verdict(false, requiredError(field), value) : verdict(true, '', value)
  const fits = field.maxLength === undefined || value.length <= field.maxLength
  return fits && matches(field.pattern, value)
    ? verdict(true, '', value)
    : verdict(false, invalidError(field), value)
}

/** Where to scroll for an invalid field: its own input, or the month select of a date of birth. */
export const scrollTargetName = (field: Pick<TFormField, 'name' | 'type'>) =>
  field.type === 'date-of-birth' ? `${field.name}-month` : field.name

export type TFormVerdict = {
  /** Every field's verdict, by name. */
  fields: Record<string, TFieldVerdict>
  /** Messages to show, by name (only the fields that have one). */
  errors: Record<string, string>
  /** The valid fields' values by name (section headers excluded). */
  values: Record<string, string | boolean>
  isValid: boolean
  /** The input to scroll to: the first invalid required field (date of birth → its month), else the first invalid one. */
  scrollTo: string | null
}

/**
 * Validates a whole form (spec §5): confirm fields compare with the password field before them;
 * only valid fields are collected by name; `scrollTo` names the first invalid required field. A new
 * password is compared with `email` (else the form's own field named 'email').
 */
export function validateForm(
  fields: TFormField[],
  context: { today?: Date; email?: string } = {},
): TFormVerdict {
  const emailField = fields.find((field) => field.name === 'email')
  const email = context.email ?? (typeof emailField?.value === 'string' ? emailField.value : undefined)
  const result: TFormVerdict = { fields: {}, errors: {}, values: {}, isValid: true, scrollTo: null }
  let previousPassword: string | undefined
  let firstInvalid: string | null = null
  for (const field of fields) {
    const checked = validateField(field, { previousPassword, today: context.today, email })
    if (field.type === 'password' && !isConfirmField(field)) previousPassword = String(field.value ?? '')
    result.fields[field.name] = checked
    if (checked.error) result.errors[field.name] = checked.error
    if (!checked.isValid) {
      result.isValid = false
      if (field.required && result.scrollTo === null) result.scrollTo = scrollTargetName(field)
      firstInvalid ??= scrollTargetName(field)
      continue
    }
    if (field.type !== 'section-header') result.values[field.name] = checked.value
  }
  // Only optional fields are wrong (a malformed optional phone): scroll to the first of them.
  result.scrollTo ??= firstInvalid
  return result
}

/** What a submit sends (spec §5): the valid fields by name, or nothing at all while any is invalid. */
export function formSubmission(fields: TFormField[], context: { today?: Date } = {}) {
  const verdict = validateForm(fields, context)
  return verdict.isValid ? verdict.values : null
}
