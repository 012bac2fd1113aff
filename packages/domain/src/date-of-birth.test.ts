import { describe, expect, it } from 'vitest'
import {
  ageOn,
  clampDay,
  DOB_INVALID,
  dateOfBirthError,
  daysInMonth,
  formatDateOfBirth,
  MINIMUM_AGE,
  minimumAgeError,
  parseDateOfBirth,
  yearsOffered,
} from './date-of-birth.ts'

const today = new Date(2026, 10, 21) // 21 November 2026, local time

describe('date of birth (spec §5, §9)', () => {
  it('takes the days per month from a table with February at 28', () => {
    const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
    expect(months.map((month) => daysInMonth(month))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ])
    expect(daysInMonth(2)).toBe(28)
    expect(daysInMonth(4)).toBe(30)
    expect(daysInMonth(12)).toBe(31)
    expect(daysInMonth(null)).toBe(31)
  })

  it('offers the last 100 years, newest first', () => {
    const years = yearsOffered(today)
    expect(years).toHaveLength(100)
    expect(years[0]).toBe(2026)
    expect(years.at(-1)).toBe(1927)
  })

  it("formats as 'YYYY-MM-DD' once every part is chosen", () => {
    expect(formatDateOfBirth({ year: 1990, month: 3, day: 7 })).toBe('1990-03-07')
    expect(formatDateOfBirth({ year: 1990, month: 3, day: null })).toBe('')
    expect(parseDateOfBirth('1990-03-07')).toEqual({ year: 1990, month: 3, day: 7 })
    expect(parseDateOfBirth('07/03/1990')).toEqual({ year: null, month: null, day: null })
    expect(parseDateOfBirth(null)).toEqual({ year: null, month: null, day: null })
  })

  it('counts age in whole years, the birthday itself included', () => {
    expect(ageOn({ year: 2008, month: 11, day: 21 }, today)).toBe(18)
    expect(ageOn({ year: 2008, month: 11, day: 22 }, today)).toBe(17)
    expect(ageOn({ year: 2008, month: 12, day: 1 }, today)).toBe(17)
  })

  it('requires at least 18 years with the minimum-age rule', () => {
    expect(dateOfBirthError('2008-11-21', { today, minimumAge: MINIMUM_AGE })).toBe('')
    // Under age says why (ADR 026); the spec's default text stays for dates that are not valid.
    expect(dateOfBirthError('2008-11-22', { today, minimumAge: MINIMUM_AGE })).toBe(
      'You must be at least 18 years old.',
    )
    expect(dateOfBirthError('2008-11-22', { today, minimumAge: 18 })).toBe(minimumAgeError(18))
    expect(dateOfBirthError('2008-11-22', { today })).toBe('')
  })

  it('gives February 29 days in leap years only, and refuses a month without day or year', () => {
    expect(daysInMonth(2, 2004)).toBe(29)
    expect(daysInMonth(2, 2000)).toBe(29)
    expect(daysInMonth(2, 1900)).toBe(28)
    expect(daysInMonth(2, 2003)).toBe(28)
    expect(dateOfBirthError('2004-02-29', { today })).toBe('')
    expect(dateOfBirthError({ month: 3, day: null, year: null }, { today })).toBe(DOB_INVALID)
  })

  it("answers 'Please enter a valid value.' (or the field's message) for impossible or partial dates", () => {
    expect(dateOfBirthError('1990-02-29', { today })).toBe('Please enter a valid value.')
    expect(dateOfBirthError('1990-04-31', { today })).toBe(DOB_INVALID)
    expect(dateOfBirthError('1990-13-01', { today })).toBe(DOB_INVALID)
    expect(dateOfBirthError('1900-01-01', { today })).toBe(DOB_INVALID)
    expect(dateOfBirthError({ year: 1990, month: null, day: 3 }, { today })).toBe(DOB_INVALID)
    expect(dateOfBirthError('1990-04-31', { today, invalid: 'Bad date' })).toBe('Bad date')
  })

  it('lets an optional date stay empty, but not a required one', () => {
    expect(dateOfBirthError('', { today })).toBe('')
    expect(dateOfBirthError('', { today, required: true })).toBe(DOB_INVALID)
  })

  it('keeps the chosen day inside a newly chosen month', () => {
    expect(clampDay({ year: 1990, month: 2, day: 31 })).toEqual({ year: 1990, month: 2, day: 28 })
    expect(clampDay({ year: 1990, month: 1, day: 15 })).toEqual({ year: 1990, month: 1, day: 15 })
    expect(clampDay({ year: null, month: 2, day: null })).toEqual({ year: null, month: 2, day: null })
  })
})
