/**
 * Card checks of the built-in test gateway's card form: Luhn, brand, expiry, CVV,
 * and the number as a guest reads it. Pure: the server repeats them when it tokenises a test card.
 */

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const
export type TCardBrand = (typeof CARD_BRANDS)[number]

export const CARD_BRAND_NAMES: Readonly<Record<TCardBrand, string>> = Object.freeze({
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Card',
})

/** A card stays usable this many years ahead at most (a later year is a typo). */
export const MAX_EXPIRY_YEARS_AHEAD = 20

export const CARD_MESSAGES = Object.freeze({
  number: 'Please enter a valid card number.',
  expMonth: 'Please enter a valid expiration month.',
  expYear: 'Please enter a valid expiration year.',
  expired: 'This card has expired.',
  cvc: (length: number) => `Please enter the ${length}-digit security code.`,
})

/** The digits of a card number as typed: spaces and dashes dropped; anything else makes it invalid (null). */
export function cardDigits(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '')
  return /^\d+$/.test(digits) ? digits : null
}

/** The Luhn (mod 10) check every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** The card brand from the number's leading digits (IIN ranges). */
export function cardBrand(number: string): TCardBrand {
  const digits = number.replace(/\D/g, '')
  if (/^3[47]/.test(digits)) return 'amex'
  if (/^4/.test(digits)) return 'visa'
  const firstFour = Number(digits.slice(0, 4))
  if (/^5[1-5]/.test(digits) || (firstFour >= 2221 && firstFour <= 2720)) return 'mastercard'
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover'
  return 'unknown'
}

const BRAND_LENGTHS: Readonly<Record<TCardBrand, readonly number[]>> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 17, 18, 19],
  unknown: [12, 13, 14, 15, 16, 17, 18, 19],
}

/** Digits of the security code: 4 for American Express, 3 for every other brand. */
export const cvcLength = (brand: TCardBrand): number => (brand === 'amex' ? 4 : 3)

/** A complete, valid card number: the brand's length and the Luhn check. */
export function isValidCardNumber(number: string): boolean {
  const digits = cardDigits(number)
  if (!digits) return false
  return BRAND_LENGTHS[cardBrand(digits)].includes(digits.length) && passesLuhn(digits)
}

/** Two-digit years are read as 20xx. */
export function fullExpiryYear(year: number): number {
  return year >= 0 && year < 100 ? 2000 + year : year
}

/**
 * Problems with an expiry (month 1–12; the card is usable through the end of its month; at most
 * MAX_EXPIRY_YEARS_AHEAD years ahead), keyed by exp_month / exp_year. Empty when it is fine.
 */
export function expiryErrors(month: number, year: number, now: Date = new Date()): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!Number.isInteger(month) || month < 1 || month > 12) errors.exp_month = CARD_MESSAGES.expMonth
  const fullYear = fullExpiryYear(year)
  const thisYear = now.getUTCFullYear()
  if (!Number.isInteger(year) || fullYear > thisYear + MAX_EXPIRY_YEARS_AHEAD || fullYear < 2000) {
    errors.exp_year = CARD_MESSAGES.expYear
  } else if (!errors.exp_month) {
    const thisMonth = now.getUTCMonth() + 1
    if (fullYear < thisYear || (fullYear === thisYear && month < thisMonth)) {
      errors.exp_month = CARD_MESSAGES.expired
    }
  }
  return errors
}

export type TCardInput = { number: string; exp_month: number; exp_year: number; cvc: string }
export type TCardCheck =
  | { ok: true; brand: TCardBrand; last4: string; expMonth: number; expYear: number }
  | { ok: false; errors: Record<string, string> }

/** Every check of a card form at once; errors keyed by field (number, exp_month, exp_year, cvc). */
export function checkCard(input: TCardInput, now: Date = new Date()): TCardCheck {
  const errors: Record<string, string> = {}
  const digits = cardDigits(input.number)
  const brand = cardBrand(digits ?? '')
  if (!digits || !isValidCardNumber(digits)) errors.number = CARD_MESSAGES.number
  Object.assign(errors, expiryErrors(input.exp_month, input.exp_year, now))
  const length = cvcLength(brand)
  if (!new RegExp(`^\\d{${length}}$`).test(input.cvc.trim())) errors.cvc = CARD_MESSAGES.cvc(length)
  if (Object.keys(errors).length > 0 || !digits) return { ok: false, errors }
  return {
    ok: true,
    brand,
    last4: digits.slice(-4),
    expMonth: input.exp_month,
    expYear: fullExpiryYear(input.exp_year),
  }
}

/** The number grouped as printed on the card: 4-6-5 for American Express, groups of 4 otherwise. */
export function formatCardNumber(number: string): string {
  const digits = number.replace(/\D/g, '').slice(0, 19)
  if (cardBrand(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ')
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** A stored card as a guest sees it: 'Visa •••• 4242'. */
export const maskedCard = (brand: TCardBrand, last4: string) => `${CARD_BRAND_NAMES[brand]} •••• ${last4}`

/** The outcomes the built-in test gateway gives a card. */
export type TTestCardOutcome = 'approve' | 'decline' | 'error'

/** The message of a declined card, shown to the guest as the submission's error. */
export const CARD_DECLINED_MESSAGE = 'Your card was declined.'
/** A processing failure that outlived the worker's retries. */
export const PAYMENT_FAILED_MESSAGE =
  'We could not process your payment. Nothing was charged. Please try again in a few minutes.'

/**
 * The test gateway's documented cards (payments README, /app/testcheckout): any future expiry and
 * any security code of the right length. Every other valid number approves.
 */
export const TEST_CARDS = Object.freeze([
  { number: '4242 4242 4242 4242', outcome: 'approve', description: 'Approved' },
  { number: '4000 0000 0000 0002', outcome: 'decline', description: `Declined: '${CARD_DECLINED_MESSAGE}'` },
  {
    number: '4000 0000 0000 0119',
    outcome: 'error',
    description: 'Processing error: retried a few times, then the submission fails',
  },
] as const satisfies readonly { number: string; outcome: TTestCardOutcome; description: string }[])

/** What the test gateway will do with a card number. */
export function testCardOutcome(number: string): TTestCardOutcome {
  const digits = cardDigits(number) ?? ''
  return TEST_CARDS.find((card) => card.number.replace(/\s/g, '') === digits)?.outcome ?? 'approve'
}
