import { EMAIL_RULE, keepsRule, PHONE_RULE, ZIP_RULE } from '@deli/contracts/constants'
import {
  CUSTOM_TIP_MESSAGE,
  checkCard,
  KIOSK_TEXTS,
  parseTipDollars,
  ruleField,
  stripPhonePunctuation,
  type TFormField,
  TIP_OPTIONS,
  tipCents,
  tipProblem,
  validateForm,
} from '@deli/domain'

/**
 * The checkout form's rules, pure: contact and car fields through the domain's generic form rules
 * (spec §5: '{label} is required', the phone stripped of punctuation before its pattern), the test
 * gateway's card checked with the domain's Luhn / expiry / CVV rules before anything is sent, and
 * the tip. The server checks the same body again with the submit schema.
 */

export type TContactValues = { first_name: string; last_name: string; email: string; phone: string }
export type TCarValues = { make: string; model: string; color: string }
export type TCardValues = { number: string; expiry: string; cvc: string; zip: string }
export type TFieldErrors = Record<string, string>

/**
 * The contact fields (and the car's for curbside) as generic form fields, in the order shown. A
 * kiosk's guest (ADR 030) gives the name the counter calls out, nothing else.
 */
export function checkoutFields(
  contact: TContactValues,
  car: TCarValues | null,
  isKiosk = false,
): TFormField[] {
  if (isKiosk) {
    return [
      {
        name: 'first_name',
        type: 'text',
        label: KIOSK_TEXTS.orderName,
        required: true,
        value: contact.first_name,
      },
    ]
  }
  const fields: TFormField[] = [
    { name: 'first_name', type: 'text', label: 'First name', required: true, value: contact.first_name },
    { name: 'last_name', type: 'text', label: 'Last name', required: true, value: contact.last_name },
    // The submit schema's own rules (contracts ZEmailSchema / ZPhoneSchema).
    {
      ...ruleField({ name: 'email', type: 'email', label: 'Email', required: true }, EMAIL_RULE),
      value: contact.email,
    },
    {
      ...ruleField({ name: 'phone', type: 'phone', label: 'Phone', required: true }, PHONE_RULE),
      value: contact.phone,
    },
  ]
  if (car) {
    fields.push(
      { name: 'car_make', type: 'text', label: 'Car make', required: true, value: car.make },
      { name: 'car_model', type: 'text', label: 'Car model', required: true, value: car.model },
      { name: 'car_color', type: 'text', label: 'Car color', required: true, value: car.color },
    )
  }
  return fields
}

/** Messages by field name and the first field to move to; `car` null when the handoff is not curbside. */
export function detailsErrors(contact: TContactValues, car: TCarValues | null, isKiosk = false) {
  const verdict = validateForm(checkoutFields(contact, car, isKiosk))
  return { errors: verdict.errors, first: verdict.scrollTo }
}

/** Contact as submitted: names and email trimmed, the phone without dashes, parentheses or spaces. */
export function contactForSubmit(values: TContactValues): TContactValues {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim().toLowerCase(),
    phone: stripPhonePunctuation(values.phone),
  }
}

export const EXPIRY_MESSAGE = 'Please enter the expiration date as MM/YY.'
export const ZIP_MESSAGE = 'Please enter the 5-digit billing ZIP code.'

/** 'MM/YY' (or 'MMYY', 'MM / YYYY') → month and year, or null when it is not such a date. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text)
  if (!match) return null
  return { month: Number(match[1]), year: Number(match[2]) }
}

/** Number, expiry, CVV and ZIP of the test gateway's card form; empty when the card may be sent. */
export function cardErrors(values: TCardValues, now: Date = new Date()): TFieldErrors {
  const expiry = parseExpiry(values.expiry)
  const check = checkCard(
    { number: values.number, exp_month: expiry?.month ?? 0, exp_year: expiry?.year ?? 0, cvc: values.cvc },
    now,
  )
  const errors: TFieldErrors = {}
  if (!check.ok) {
    if (check.errors.number) errors.card_number = check.errors.number
    const expiryError = expiry ? (check.errors.exp_month ?? check.errors.exp_year) : EXPIRY_MESSAGE
    if (expiryError) errors.card_expiry = expiryError
    if (check.errors.cvc) errors.card_cvc = check.errors.cvc
  }
  if (!keepsRule(ZIP_RULE, values.zip.trim())) errors.card_zip = ZIP_MESSAGE
  return errors
}

/** 'none' is the default (spec §9: default tip 0); the others are the domain's options. */
export type TTipChoice = 'none' | (typeof TIP_OPTIONS)[number]['key']

/** The tip in cents for a choice, or the custom amount's error. */
export function tipFor(
  choice: TTipChoice,
  customText: string,
  subtotal: number,
): { cents: number; error: string | null } {
  if (choice === 'none') return { cents: 0, error: null }
  const option = TIP_OPTIONS.find((candidate) => candidate.key === choice)
  if (option?.percent != null) return { cents: tipCents(subtotal, option.percent), error: null }
  const cents = parseTipDollars(customText)
  if (cents === null) return { cents: 0, error: CUSTOM_TIP_MESSAGE }
  // The bound relative to the order the server checks too (ADR 042).
  return { cents, error: tipProblem(cents, subtotal) }
}
