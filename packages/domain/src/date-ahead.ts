import { addDays, formatDay, localDay, parseDay } from './wall-time.ts'

/**
 * A date a guest asks for ahead of time (a catering event, spec §9: catering starts two days ahead),
 * as a generic form's 'date' field takes it: 'YYYY-MM-DD', a real calendar date, at least
 * `minimumDaysAhead` days after today. Today is the chain's calendar day (`CHAIN_TIME_ZONE`), so the
 * form and the API read the same day whatever zone the browser or the server runs in.
 */

/** The chain's home zone (Dallas): whose calendar day 'today' is for dates not tied to one store. */
export const CHAIN_TIME_ZONE = 'America/Chicago'

export const DATE_AHEAD_TEXTS = /* @__PURE__ */ Object.freeze({
  malformed: 'Please enter the date as YYYY-MM-DD.',
  tooSoon: (days: number, earliest: string) =>
    days === 0
      ? 'Please choose today or a later date.'
      : `Please choose a date at least ${days} ${days === 1 ? 'day' : 'days'} from today (${formatDay(
          earliest.replaceAll('-', ''),
        )} or later).`,
})

/** The earliest date accepted, 'YYYY-MM-DD': today in the chain's zone plus `minimumDaysAhead`. */
export function earliestDateAhead(today: Date, minimumDaysAhead: number): string {
  const day = addDays(localDay(today, CHAIN_TIME_ZONE), Math.max(0, Math.floor(minimumDaysAhead)))
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`
}

/**
 * Why a date ahead is refused ('' when it is fine): a required empty value, a value that is not a real
 * 'YYYY-MM-DD' date (`invalid`, the field's own message, else the format sentence), or a date before
 * the earliest one.
 */
export function dateAheadError(
  value: string,
  options: {
    today: Date
    minimumDaysAhead?: number
    required?: boolean
    invalid?: string
    requiredText: string
  },
): string {
  const text = value.trim()
  if (text === '') return options.required ? options.requiredText : ''
  const isDate = /^\d{4}-\d{2}-\d{2}$/.test(text) && parseDay(text.replaceAll('-', '')) !== null
  if (!isDate) return options.invalid ?? DATE_AHEAD_TEXTS.malformed
  const days = options.minimumDaysAhead ?? 0
  const earliest = earliestDateAhead(options.today, days)
  // 'YYYY-MM-DD' strings order as the dates do.
  return text < earliest ? DATE_AHEAD_TEXTS.tooSoon(days, earliest) : ''
}
