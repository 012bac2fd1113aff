import { describe, expect, it } from 'vitest'
import { DATE_AHEAD_TEXTS, dateAheadError, earliestDateAhead } from './date-ahead.ts'
import { validateField } from './form-rules.ts'
import { CATERING_DAYS_AHEAD } from './order-time.ts'

// 2026-11-27 16:00 UTC: Friday 10:00 AM in Dallas.
const today = new Date('2026-11-27T16:00:00Z')
const options = { today, minimumDaysAhead: CATERING_DAYS_AHEAD, requiredText: 'Event date is required' }

describe('earliestDateAhead', () => {
  it("counts from the chain's calendar day, not the server's", () => {
    expect(earliestDateAhead(today, 2)).toBe('2026-11-29')
    // 03:00 UTC on the 28th is still the 27th in Dallas.
    expect(earliestDateAhead(new Date('2026-11-28T03:00:00Z'), 2)).toBe('2026-11-29')
    expect(earliestDateAhead(new Date('2026-12-31T18:00:00Z'), 2)).toBe('2027-01-02')
    expect(earliestDateAhead(today, 0)).toBe('2026-11-27')
  })
})

describe('dateAheadError', () => {
  it('refuses today, tomorrow and a past date when the form asks for two days ahead', () => {
    const tooSoon = 'Please choose a date at least 2 days from today (Sun, Nov 29 or later).'
    expect(dateAheadError('2026-11-27', options)).toBe(tooSoon)
    expect(dateAheadError('2026-11-28', options)).toBe(tooSoon)
    expect(dateAheadError('2020-01-01', options)).toBe(tooSoon)
  })

  it('accepts two days from today and later', () => {
    expect(dateAheadError('2026-11-29', options)).toBe('')
    expect(dateAheadError(' 2027-03-14 ', options)).toBe('')
  })

  it('refuses what is not a real YYYY-MM-DD date, with the field’s own message when it has one', () => {
    expect(dateAheadError('11/29/2026', options)).toBe(DATE_AHEAD_TEXTS.malformed)
    expect(dateAheadError('2026-02-30', options)).toBe(DATE_AHEAD_TEXTS.malformed)
    expect(dateAheadError('2026-13-01', { ...options, invalid: 'Use YYYY-MM-DD.' })).toBe('Use YYYY-MM-DD.')
  })

  it('asks for a required date and lets an optional one stay empty', () => {
    expect(dateAheadError('', { ...options, required: true })).toBe('Event date is required')
    expect(dateAheadError('  ', options)).toBe('')
  })

  it('says today for a date that may be today', () => {
    expect(dateAheadError('2026-11-26', { ...options, minimumDaysAhead: 0 })).toBe(
      'Please choose today or a later date.',
    )
  })
})

describe("a generic form's date field", () => {
  it('applies the date-ahead rule through validateField', () => {
    const field = {
      name: 'event_date',
      type: 'date' as const,
      label: 'Event date',
      required: true,
      minimumDaysAhead: CATERING_DAYS_AHEAD,
    }
    expect(validateField({ ...field, value: '2026-11-28' }, { today }).isValid).toBe(false)
    expect(validateField({ ...field, value: '2026-11-29' }, { today })).toEqual({
      isValid: true,
      error: '',
      value: '2026-11-29',
    })
    expect(validateField({ ...field, value: '' }, { today }).error).toBe('Event date is required')
  })
})
