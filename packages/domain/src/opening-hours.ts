import type { THandoffMode, TOpeningPeriod, TStoreHours } from '@deli/contracts'
import { HANDOFF_MODES } from '@deli/contracts/constants'
import { TEXTS } from './texts.ts'
import { zoneParts } from './zone-parts.ts'

/** Wall-clock time at a store: day 0 = Sunday, minutes since local midnight, date 'YYYY-MM-DD'. */
export type TLocalClock = { day: number; minutes: number; date: string }

export type THoursRow = { day: number; dayName: string; text: string }

export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 }
/** The store-local wall clock at instant `now` in an IANA time zone (DST-aware through Intl). */
export function localClock(now: Date, timeZone: string): TLocalClock {
  const parts = zoneParts(now, timeZone)
  const day = WEEKDAYS[parts.weekday ?? '']
  if (day === undefined) throw new Error(`Unexpected weekday '${parts.weekday}' for time zone ${timeZone}`)
  const hour = Number(parts.hour) % 24
  return {
    day,
    minutes: hour * 60 + Number(parts.minute),
    date: `${parts.year}-${parts.month}-${parts.day}`,
  }
}

/** 'HH:mm' to minutes since midnight. */
export function clockMinutes(time: string): number {
  const [hours, minutes] = time.split(':')
  return Number(hours) * 60 + Number(minutes)
}

/**
 * Whether a period covers a local day and minute. A close at or before the open runs past midnight
 * into the next day (equal open and close = 24 hours).
 */
function periodCovers(period: TOpeningPeriod, day: number, minutes: number): boolean {
  const open = clockMinutes(period.open)
  const close = clockMinutes(period.close)
  if (close > open) return period.day === day && minutes >= open && minutes < close
  const previousDay = (day + 6) % 7
  return (period.day === day && minutes >= open) || (period.day === previousDay && minutes < close)
}

/** Whether any of the periods is open at instant `now` in the store's time zone. */
export function isOpenAt(periods: readonly TOpeningPeriod[], now: Date, timeZone: string): boolean {
  const { day, minutes } = localClock(now, timeZone)
  return periods.some((period) => periodCovers(period, day, minutes))
}

/** The handoff whose hours decide "open": the first of HANDOFF_MODES the store has hours for. */
export function primaryHandoff(hours: TStoreHours): THandoffMode | undefined {
  return HANDOFF_MODES.find((mode) => hours[mode] !== undefined)
}

/** Whether the store is open at `now` for `handoff` (default: the first handoff it has hours for). */
export function isStoreOpen(
  hours: TStoreHours,
  now: Date,
  timeZone: string,
  handoff: THandoffMode | undefined = primaryHandoff(hours),
): boolean {
  if (handoff === undefined) return false
  return isOpenAt(hours[handoff] ?? [], now, timeZone)
}

function byOpen(a: TOpeningPeriod, b: TOpeningPeriod): number {
  return clockMinutes(a.open) - clockMinutes(b.open)
}

/** The periods that start on the store's local day of `now`, earliest first. */
export function todaysHours(
  periods: readonly TOpeningPeriod[],
  now: Date,
  timeZone: string,
): TOpeningPeriod[] {
  const { day } = localClock(now, timeZone)
  return periods.filter((period) => period.day === day).sort(byOpen)
}

/** 'HH:mm' to 'h:mm AM'. */
export function formatClockTime(time: string): string {
  const total = clockMinutes(time)
  const hours = Math.floor(total / 60)
  const minutes = String(total % 60).padStart(2, '0')
  const suffix = hours < 12 ? 'AM' : 'PM'
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${suffix}`
}

/** formatHoursRange('10:30', '21:00') → '10:30 AM – 9:00 PM'. */
export function formatHoursRange(open: string, close: string): string {
  return `${formatClockTime(open)} – ${formatClockTime(close)}`
}

/** Seven rows, Sunday first; several periods on a day are joined by ', '; a day without any is 'Closed'. */
export function weeklyHoursRows(periods: readonly TOpeningPeriod[]): THoursRow[] {
  return DAY_NAMES.map((dayName, day) => {
    const ofDay = periods.filter((period) => period.day === day).sort(byOpen)
    const text = ofDay.length
      ? ofDay.map((period) => formatHoursRange(period.open, period.close)).join(', ')
      : TEXTS.closed
    return { day, dayName, text }
  })
}
