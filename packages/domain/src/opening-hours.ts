import type { THandoffMode, TOpeningPeriod, TStoreHours } from '@deli/contracts'
import { HANDOFF_MODES } from '@deli/contracts/constants'
import { TEXTS } from './texts.ts'
import { wallMs } from './zone-parts.ts'

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

/** The last clock read per zone, by whole second: every store of a search asks for the same one. */
const lastClocks = new Map<string, { second: number; clock: TLocalClock }>()

/**
 * The store-local wall clock at instant `now` in an IANA time zone (DST-aware through Intl, read once
 * per zone and second: every store of a location search asks it). Treat the answer as read-only.
 */
export function localClock(now: Date, timeZone: string): TLocalClock {
  const second = Math.floor(now.getTime() / 1000)
  const last = lastClocks.get(timeZone)
  if (last?.second === second) return last.clock
  const wall = new Date(wallMs(second * 1000, timeZone))
  const clock = Object.freeze({
    day: wall.getUTCDay(),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
    date: wall.toISOString().slice(0, 10),
  })
  lastClocks.set(timeZone, { second, clock })
  return clock
}

const clockTimes = new Map<string, number>()

/** 'HH:mm' to minutes since midnight (each distinct text parsed once: the same few recur). */
export function clockMinutes(time: string): number {
  let minutes = clockTimes.get(time)
  if (minutes === undefined) {
    const [hours, mins] = time.split(':')
    minutes = Number(hours) * 60 + Number(mins)
    if (clockTimes.size < 10_000) clockTimes.set(time, minutes)
  }
  return minutes
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

/**
 * A store's weekly hours for the handoffs it offers only: hours kept for a service switched off (or
 * copied from another store's) are neither shown to guests nor decide "open".
 */
export function offeredHours(
  hours: TStoreHours,
  services: Readonly<Record<THandoffMode, boolean>>,
): TStoreHours {
  return Object.fromEntries(
    HANDOFF_MODES.filter((mode) => services[mode] && hours[mode]).map((mode) => [mode, hours[mode]]),
  )
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

/** What a period whose open and close are equal is: a whole day round (`periodCovers`). */
export const OPEN_24_HOURS = 'Open 24 hours'

/** formatHoursRange('10:30', '21:00') → '10:30 AM – 9:00 PM'; equal times: OPEN_24_HOURS. */
export function formatHoursRange(open: string, close: string): string {
  if (clockMinutes(open) === clockMinutes(close)) return OPEN_24_HOURS
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
