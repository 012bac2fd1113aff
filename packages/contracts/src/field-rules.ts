/**
 * The text rules of the fields a guest types (spec §3 User and Delivery address, §5 form rules): limit,
 * pattern and message defined once, zod-free so the browser's forms can import them without zod. The
 * request schemas build their zod strings from the same rules (carts.ts, members.ts), so the browser
 * refuses exactly what the API refuses. Values are checked after trimming (and, for a phone, after its
 * punctuation is stripped).
 */
export type TTextRule = {
  /** The longest accepted value, in characters. */
  readonly max: number
  /** The whole (trimmed) value must match. */
  readonly pattern: RegExp
  /** The message for a value that breaks the rule. */
  readonly invalid: string
}

/** The email check of the API (zod's own email pattern), at most 254 characters (RFC 5321). */
export const EMAIL_RULE: TTextRule = {
  max: 254,
  pattern:
    /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/,
  invalid: 'Please enter a valid email.',
}

/** A US phone without punctuation: 10 digits, or 11 with a leading 1. */
export const PHONE_RULE: TTextRule = {
  max: 11,
  pattern: /^1?\d{10}$/,
  invalid: 'Please enter a valid phone number.',
}

/** Apartment, suite or floor: letters, digits, spaces and # - / . , — at most 40 characters (optional). */
export const BUILDING_RULE: TTextRule = {
  max: 40,
  pattern: /^[\p{L}\p{N} #\-/.,]*$/u,
  invalid: 'Please enter a valid building.',
}

/** Instructions for the driver: printable characters and line breaks, at most 200 (optional). */
export const INSTRUCTIONS_RULE: TTextRule = {
  max: 200,
  pattern: /^(?:\r?\n|[^\p{Cc}\p{Cs}\p{Co}])*$/u,
  invalid: 'Please enter valid instructions.',
}

/** A product's special instructions in the bag: the same characters, at most 120 (optional). */
export const LINE_INSTRUCTIONS_RULE: TTextRule = { ...INSTRUCTIONS_RULE, max: 120 }

/** Where a curbside guest parked, said with 'I'm here' (optional): one line, at most 40 characters. */
export const ARRIVAL_SPOT_RULE: TTextRule = {
  max: 40,
  pattern: /^[^\p{Cc}\p{Cs}\p{Co}]*$/u,
  invalid: 'Please describe where you are parked in up to 40 characters.',
}

/**
 * The name a member gives an order they keep ('My usual'): one line of printable characters, 1 to 40
 * (after trimming).
 */
export const USUAL_NAME_RULE: TTextRule = {
  max: 40,
  pattern: /^[^\p{Cc}\p{Cs}\p{Co}]+$/u,
  invalid: 'Please name this order in 1 to 40 characters.',
}

/** A two-letter state code. */
export const STATE_RULE: TTextRule = {
  max: 2,
  pattern: /^[A-Za-z]{2}$/,
  invalid: 'Use a two-letter state code.',
}

/** A 5-digit ZIP code. */
export const ZIP_RULE: TTextRule = { max: 5, pattern: /^\d{5}$/, invalid: 'Enter a 5-digit ZIP code.' }

/** True when a value (already trimmed) keeps the rule: no longer than its limit, matching its pattern. */
export const keepsRule = (rule: TTextRule, value: string): boolean =>
  value.length <= rule.max && rule.pattern.test(value)

/**
 * Length limits of the free-text fields without a pattern of their own. The schemas bound the
 * value with them and the forms give the input the same `maxLength`, so a guest cannot type past
 * what the API accepts. A phone's input allows its punctuation ('(214) 555-0100'), hence 20.
 */
export const TEXT_LIMITS = {
  name: 60,
  street: 120,
  city: 60,
  carMake: 30,
  carModel: 30,
  carColor: 20,
  phoneInput: 20,
} as const

/**
 * The `maxLength` of a form input, by the name the API gives the field: a form that names its
 * inputs as the request body does gets the API's limit without restating it.
 */
export const INPUT_MAX_LENGTH: Readonly<Record<string, number>> = {
  first_name: TEXT_LIMITS.name,
  last_name: TEXT_LIMITS.name,
  email: EMAIL_RULE.max,
  phone: TEXT_LIMITS.phoneInput,
  address: TEXT_LIMITS.street,
  building: BUILDING_RULE.max,
  city: TEXT_LIMITS.city,
  state: STATE_RULE.max,
  zip: ZIP_RULE.max,
  instructions: INSTRUCTIONS_RULE.max,
  make: TEXT_LIMITS.carMake,
  model: TEXT_LIMITS.carModel,
  color: TEXT_LIMITS.carColor,
}
