import { describe, expect, it } from 'vitest'
import {
  CARD_MESSAGES,
  cardBrand,
  cardDigits,
  checkCard,
  cvcLength,
  expiryErrors,
  formatCardNumber,
  isValidCardNumber,
  maskedCard,
  passesLuhn,
  TEST_CARDS,
  testCardOutcome,
} from './card-checks.ts'

const now = new Date('2026-05-15T12:00:00Z')

describe('passesLuhn', () => {
  it('accepts numbers whose mod-10 sum is 0 and refuses one changed digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true)
    expect(passesLuhn('378282246310005')).toBe(true)
    expect(passesLuhn('79927398713')).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
    expect(passesLuhn('79927398710')).toBe(false)
  })

  it('refuses anything that is not digits', () => {
    expect(passesLuhn('')).toBe(false)
    expect(passesLuhn('4242 4242')).toBe(false)
  })
})

describe('cardBrand', () => {
  it('reads the brand from the leading digits', () => {
    expect(cardBrand('4242424242424242')).toBe('visa')
    expect(cardBrand('5555555555554444')).toBe('mastercard')
    expect(cardBrand('2223003122003222')).toBe('mastercard')
    expect(cardBrand('378282246310005')).toBe('amex')
    expect(cardBrand('341111111111111')).toBe('amex')
    expect(cardBrand('6011111111111117')).toBe('discover')
    expect(cardBrand('6500000000000002')).toBe('discover')
    expect(cardBrand('3056930009020004')).toBe('unknown')
    expect(cardBrand('')).toBe('unknown')
  })

  it('ignores spaces while typing', () => {
    expect(cardBrand('3782 822463')).toBe('amex')
  })
})

describe('isValidCardNumber', () => {
  it('needs the brand length and the Luhn check', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true)
    expect(isValidCardNumber('4242-4242-4242-4242')).toBe(true)
    expect(isValidCardNumber('3782 822463 10005')).toBe(true)
    expect(isValidCardNumber('4242 4242 4242 424')).toBe(false)
    expect(isValidCardNumber('4242 4242 4242 4241')).toBe(false)
    expect(isValidCardNumber('4242x4242x4242x4242')).toBe(false)
    expect(isValidCardNumber('')).toBe(false)
  })

  it('keeps only spaces and dashes as punctuation', () => {
    expect(cardDigits(' 4242-4242 ')).toBe('42424242')
    expect(cardDigits('4242.4242')).toBeNull()
  })
})

describe('expiryErrors', () => {
  it('accepts this month and later, up to 20 years ahead', () => {
    expect(expiryErrors(5, 2026, now)).toEqual({})
    expect(expiryErrors(12, 2046, now)).toEqual({})
    expect(expiryErrors(1, 27, now)).toEqual({})
  })

  it('refuses a past month or year as expired', () => {
    expect(expiryErrors(4, 2026, now)).toEqual({ exp_month: CARD_MESSAGES.expired })
    expect(expiryErrors(12, 2025, now)).toEqual({ exp_month: CARD_MESSAGES.expired })
  })

  it('refuses months outside 1–12 and implausible years', () => {
    expect(expiryErrors(0, 2027, now)).toEqual({ exp_month: CARD_MESSAGES.expMonth })
    expect(expiryErrors(13, 2027, now)).toEqual({ exp_month: CARD_MESSAGES.expMonth })
    expect(expiryErrors(1, 2047, now)).toEqual({ exp_year: CARD_MESSAGES.expYear })
    expect(expiryErrors(1, 1999, now)).toEqual({ exp_year: CARD_MESSAGES.expYear })
    expect(expiryErrors(1.5, 2027.5, now)).toEqual({
      exp_month: CARD_MESSAGES.expMonth,
      exp_year: CARD_MESSAGES.expYear,
    })
  })
})

describe('checkCard', () => {
  it('answers brand, last four and the full expiry year of a good card', () => {
    expect(
      checkCard({ number: '4242 4242 4242 4242', exp_month: 12, exp_year: 30, cvc: '123' }, now),
    ).toEqual({
      ok: true,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    })
  })

  it('needs 4 security digits for American Express and 3 for the others', () => {
    expect(cvcLength('amex')).toBe(4)
    expect(cvcLength('visa')).toBe(3)
    const amex = { number: '378282246310005', exp_month: 1, exp_year: 2030 }
    expect(checkCard({ ...amex, cvc: '1234' }, now).ok).toBe(true)
    expect(checkCard({ ...amex, cvc: '123' }, now)).toEqual({
      ok: false,
      errors: { cvc: 'Please enter the 4-digit security code.' },
    })
    expect(checkCard({ number: '4242424242424242', exp_month: 1, exp_year: 2030, cvc: '1234' }, now)).toEqual(
      {
        ok: false,
        errors: { cvc: 'Please enter the 3-digit security code.' },
      },
    )
  })

  it('reports every bad field at once', () => {
    expect(
      checkCard({ number: '4242 4242 4242 4241', exp_month: 3, exp_year: 2026, cvc: 'ab1' }, now),
    ).toEqual({
      ok: false,
      errors: {
        number: CARD_MESSAGES.number,
        exp_month: CARD_MESSAGES.expired,
        cvc: 'Please enter the 3-digit security code.',
      },
    })
  })
})

describe('formatCardNumber', () => {
  it('groups by four, and 4-6-5 for American Express', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('424242')).toBe('4242 42')
    expect(formatCardNumber('4242')).toBe('4242')
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005')
    expect(formatCardNumber('37828')).toBe('3782 8')
    expect(formatCardNumber('4242-4242 abc')).toBe('4242 4242')
    expect(formatCardNumber('')).toBe('')
  })

  it('masks a stored card', () => {
    expect(maskedCard('visa', '4242')).toBe('Visa •••• 4242')
    expect(maskedCard('amex', '0005')).toBe('American Express •••• 0005')
  })
})

describe('test cards', () => {
  it('are valid numbers with the documented outcomes', () => {
    for (const card of TEST_CARDS) expect(isValidCardNumber(card.number)).toBe(true)
    expect(testCardOutcome('4242 4242 4242 4242')).toBe('approve')
    expect(testCardOutcome('4000000000000002')).toBe('decline')
    expect(testCardOutcome('4000-0000-0000-0119')).toBe('error')
    expect(testCardOutcome('5555555555554444')).toBe('approve')
  })
})
