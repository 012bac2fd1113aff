import { CARD_MESSAGES, CUSTOM_TIP_MESSAGE, tipProblem } from '@deli/domain'
import { describe, expect, it } from 'vitest'
import {
  cardErrors,
  contactForSubmit,
  detailsErrors,
  EXPIRY_MESSAGE,
  parseExpiry,
  tipFor,
  ZIP_MESSAGE,
} from './checkout-rules.ts'

const contact = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '(214) 555-0147',
}
const NOW = new Date('2026-03-14T18:00:00Z')
const card = { number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123', zip: '75201' }

describe('detailsErrors', () => {
  it('accepts a complete contact; the phone may carry punctuation', () => {
    expect(detailsErrors(contact, null)).toEqual({ errors: {}, first: null })
  })
  it("says the field's own invalid message or '{label} is required' (spec §5), naming the first", () => {
    const { errors, first } = detailsErrors({ ...contact, first_name: ' ', email: '' }, null)
    expect(errors).toEqual({ first_name: 'First name is required', email: 'Please enter a valid email.' })
    expect(first).toBe('first_name')
  })
  it('refuses a malformed email and a phone that is not ten digits (or 1 + ten)', () => {
    const { errors } = detailsErrors({ ...contact, email: 'ada@', phone: '555-0147' }, null)
    expect(errors).toEqual({
      email: 'Please enter a valid email.',
      phone: 'Please enter a valid phone number.',
    })
    expect(detailsErrors({ ...contact, phone: '1 (214) 555-0147' }, null).errors).toEqual({})
  })
  it('needs the car make, model and color for curbside', () => {
    const { errors, first } = detailsErrors(contact, { make: 'Honda', model: '', color: '' })
    expect(errors).toEqual({ car_model: 'Car model is required', car_color: 'Car color is required' })
    expect(first).toBe('car_model')
  })
})

describe('contactForSubmit', () => {
  it('trims, lower-cases the email and strips the phone punctuation', () => {
    expect(contactForSubmit({ ...contact, first_name: ' Ada ', email: ' Ada@Example.com ' })).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '2145550147',
    })
  })
})

describe('parseExpiry', () => {
  it('reads MM/YY, MMYY and MM/YYYY', () => {
    expect(parseExpiry('04/27')).toEqual({ month: 4, year: 27 })
    expect(parseExpiry('0427')).toEqual({ month: 4, year: 27 })
    expect(parseExpiry('4 / 2031')).toEqual({ month: 4, year: 2031 })
  })
  it('is null for anything else', () => {
    expect(parseExpiry('')).toBeNull()
    expect(parseExpiry('April 27')).toBeNull()
    expect(parseExpiry('04/2')).toBeNull()
  })
})

describe('cardErrors', () => {
  it('passes a valid test card', () => {
    expect(cardErrors(card, NOW)).toEqual({})
  })
  it('checks Luhn, expiry, CVV length and ZIP before anything is sent', () => {
    expect(
      cardErrors({ number: '4242 4242 4242 4241', expiry: '02/26', cvc: '12', zip: '752' }, NOW),
    ).toEqual({
      card_number: CARD_MESSAGES.number,
      card_expiry: CARD_MESSAGES.expired,
      card_cvc: CARD_MESSAGES.cvc(3),
      card_zip: ZIP_MESSAGE,
    })
  })
  it('asks for MM/YY when the expiry cannot be read, and a valid month when it is out of range', () => {
    expect(cardErrors({ ...card, expiry: 'soon' }, NOW)).toEqual({ card_expiry: EXPIRY_MESSAGE })
    expect(cardErrors({ ...card, expiry: '13/29' }, NOW)).toEqual({ card_expiry: CARD_MESSAGES.expMonth })
  })
  it('wants four digits of security code for American Express', () => {
    expect(cardErrors({ ...card, number: '3782 822463 10005', cvc: '123' }, NOW)).toEqual({
      card_cvc: CARD_MESSAGES.cvc(4),
    })
  })
})

describe('tipFor', () => {
  it('is 0 by default (no tip)', () => {
    expect(tipFor('none', '', 2805)).toEqual({ cents: 0, error: null })
  })
  it('takes 10, 15 or 20 % of the subtotal, rounded half up to the cent', () => {
    expect(tipFor('10', '', 2805).cents).toBe(281)
    expect(tipFor('15', '', 2805).cents).toBe(421)
    expect(tipFor('20', '', 2805).cents).toBe(561)
  })
  it('reads a custom amount in dollars, and refuses what is not one', () => {
    expect(tipFor('custom', '3.5', 2805)).toEqual({ cents: 350, error: null })
    expect(tipFor('custom', 'lots', 2805)).toEqual({ cents: 0, error: CUSTOM_TIP_MESSAGE })
    expect(tipFor('custom', '', 2805)).toEqual({ cents: 0, error: CUSTOM_TIP_MESSAGE })
    // Above its bound for the order (the larger of $50 and the subtotal): the domain's sentence.
    expect(tipFor('custom', '1000', 2805)).toEqual({ cents: 100_000, error: tipProblem(100_000, 2805) })
    expect(tipFor('custom', '50', 2805)).toEqual({ cents: 5_000, error: null })
  })
})

describe('a kiosk guest (ADR 030)', () => {
  const empty = { first_name: '', last_name: '', email: '', phone: '' }
  it('gives the name the counter calls out, and nothing else', () => {
    expect(detailsErrors(empty, null, true)).toEqual({
      errors: { first_name: 'Name for your order is required' },
      first: 'first_name',
    })
    expect(detailsErrors({ ...empty, first_name: 'Sam' }, null, true)).toEqual({ errors: {}, first: null })
  })
})
