/**
 * Date-of-birth selector rules (spec §2, §3 Date selector, §5, §9): month / day / year selects,
 * days per month from a fixed table (February 28), the last 100 years, at least 18 years old when
 * the form asks for it, submitted as 'YYYY-MM-DD'.
 */

/** Days in each month, January first (spec §5: from a table, February 28). */
export const DAYS_PER_MONTH = Object.freeze([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
export const MONTH_NAMES = Object.freeze([
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
])
/** Spec §9: years offered reach back 100 years; the minimum age is 18. */
export const DOB_YEARS_OFFERED = 100
export const MINIMUM_AGE = 18
export const DOB_INVALID = 'Please enter a valid value.'

/** Spec §3 Date selector: month (1–12), day (1–31) and year, each unset until chosen. */
export type TDateParts = { month: number | null; day: number | null; year: number | null }
export const EMPTY_DATE_PARTS: TDateParts = Object.freeze({ month: null, day: null, year: null })

/** Gregorian leap years: every fourth, but not centuries unless divisible by 400. */
export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** Days offered for a month (31 until a month is chosen); February has 29 in a leap year. */
export function daysInMonth(month: number | null, year: number | null = null): number {
  if (month === null || month < 1 || month > 12) return 31
  if (month === 2 && year !== null && isLeapYear(year)) return 29
  return DAYS_PER_MONTH[month - 1] ?? 31
}

/** Why an under-age date is refused (the spec's default text stays for everything else). */
export const minimumAgeError = (minimumAge: number) => `You must be at least ${minimumAge} years old.`

/** Years offered, newest first: this year and the 99 before it. */
export function yearsOffered(today: Date): number[] {
  const thisYear = today.getFullYear()
  return Array.from({ length: DOB_YEARS_OFFERED }, (_, index) => thisYear - index)
}

const pad = (value: number, width: number) => String(value).padStart(width, '0')

/** 'YYYY-MM-DD', or '' while any part is unset. */
export function formatDateOfBirth(parts: TDateParts): string {
  if (parts.month === null || parts.day === null || parts.year === null) return ''
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`
}

/** The parts of a 'YYYY-MM-DD' value; unset parts for anything else. */
export function parseDateOfBirth(value: string | null | undefined): TDateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '')
  if (!match) return { ...EMPTY_DATE_PARTS }
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
}

/** Age in whole years on `today` of someone born on the given parts. */
export function ageOn(parts: { year: number; month: number; day: number }, today: Date): number {
  const age = today.getFullYear() - parts.year
  const month = today.getMonth() + 1
  const hadBirthday = month > parts.month || (month === parts.month && today.getDate() >= parts.day)
  return hadBirthday ? age : age - 1
}

/**
 * The error of a date of birth ('' when valid). Unset and optional is valid; a day beyond the
 * month's table (February 29 only in a leap year), a part left unset or a year outside the last 100
 * is 'Please enter a valid value.' (or the field's own message); (with `minimumAge`) anyone younger
 * is told why: 'You must be at least 18 years old.'
 */
export function dateOfBirthError(
  value: string | TDateParts,
  options: { today: Date; required?: boolean; minimumAge?: number; invalid?: string },
): string {
  const invalid = options.invalid ?? DOB_INVALID
  const parts = typeof value === 'string' ? parseDateOfBirth(value) : value
  const { month, day, year } = parts
  if (month === null && day === null && year === null) return options.required ? invalid : ''
  if (month === null || day === null || year === null) return invalid
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(month, year)) return invalid
  if (!yearsOffered(options.today).includes(year)) return invalid
  if (options.minimumAge !== undefined && ageOn({ year, month, day }, options.today) < options.minimumAge)
    return minimumAgeError(options.minimumAge)
  return ''
}

/** Keeps the day inside the newly chosen month (31 January → 28 February). */
export function clampDay(parts: TDateParts): TDateParts {
  if (parts.day === null) return parts
  return { ...parts, day: Math.min(parts.day, daysInMonth(parts.month, parts.year)) }
}
