import { formatClockTime } from './opening-hours.ts'
import { wallMs } from './zone-parts.ts'

/**
 * Store-local wall times ('YYYYMMDD HH:mm' and days 'YYYYMMDD') and their instants, through Intl only
 * (DST-aware, no date library). Calendar arithmetic on days runs in UTC, where every day has 24 hours.
 */

export const MINUTE_MS = 60_000
export const DAY_MS = 24 * 60 * MINUTE_MS
const WANTED_PATTERN = /^(\d{4})(\d{2})(\d{2}) ([01]\d|2[0-3]):([0-5]\d)$/
const DAY_PATTERN = /^(\d{4})(\d{2})(\d{2})$/
const WEEKDAY_NAMES = 'Sun Mon Tue Wed Thu Fri Sat'.split(' ')
const MONTH_NAMES = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')

/** UTC offset of a zone at an instant, in ms (wall clock minus instant). */
function offsetMs(instantMs: number, timeZone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000
  return wallMs(whole, timeZone) - whole
}

/** 'YYYYMMDD' → epoch ms of that date at 00:00 UTC, or null for anything but a real calendar date. */
export function parseDay(day: string): number | null {
  const match = DAY_PATTERN.exec(day)
  if (!match) return null
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const ms = Date.UTC(year, month - 1, date)
  const check = new Date(ms)
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    return null
  }
  return ms
}

/** 'YYYYMMDD HH:mm' → its day and wall minutes, or null when malformed. */
export function parseWanted(wanted: string): { day: string; minutes: number } | null {
  const match = WANTED_PATTERN.exec(wanted)
  if (!match || parseDay(wanted.slice(0, 8)) === null) return null
  return { day: wanted.slice(0, 8), minutes: Number(match[4]) * 60 + Number(match[5]) }
}

/** Zero-padded decimal. */
function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0')
}

/** Epoch ms at 00:00 UTC → 'YYYYMMDD'. */
function dayOf(ms: number): string {
  const date = new Date(ms)
  return `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`
}

/** 'YYYYMMDD' plus whole days (the day must be valid). */
export function addDays(day: string, days: number): string {
  return dayOf((parseDay(day) ?? 0) + days * DAY_MS)
}

/** A day and wall minutes → 'YYYYMMDD HH:mm'. */
export function wantedOf(day: string, minutes: number): string {
  return `${day} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

/** Every UTC offset a zone uses within a day of the wall time `wall` (one, or two around a DST change). */
export function offsetsAround(wall: number, timeZone: string): number[] {
  return [...new Set([-DAY_MS, 0, DAY_MS].map((shift) => offsetMs(wall + shift, timeZone)))]
}

/** The earliest instant whose wall clock is `wall`, trying the given offsets; null when none has it. */
export function resolveWall(wall: number, timeZone: string, offsets: readonly number[]): number | null {
  let best: number | null = null
  for (const offset of offsets) {
    const candidate = wall - offset
    if (offsetMs(candidate, timeZone) === offset && (best === null || candidate < best)) best = candidate
  }
  return best
}

/**
 * Store-local 'YYYYMMDD HH:mm' wall time → the instant (DST-aware). A wall time that does not exist
 * (spring-forward gap) or is malformed returns null; an ambiguous one (fall back) resolves to its first
 * occurrence.
 */
export function slotInstant(wanted: string, timezone: string): Date | null {
  const parsed = parseWanted(wanted)
  if (!parsed) return null
  const wall = (parseDay(parsed.day) ?? 0) + parsed.minutes * MINUTE_MS
  const instant = resolveWall(wall, timezone, offsetsAround(wall, timezone))
  return instant === null ? null : new Date(instant)
}

/** Instant → store-local 'YYYYMMDD HH:mm' (seconds dropped). */
export function toWantedTime(instant: Date, timezone: string): string {
  const wall = wallMs(Math.floor(instant.getTime() / 1000) * 1000, timezone)
  const sinceMidnight = ((wall % DAY_MS) + DAY_MS) % DAY_MS
  return wantedOf(dayOf(wall - sinceMidnight), Math.floor(sinceMidnight / MINUTE_MS))
}

/** The store-local day 'YYYYMMDD' of an instant. */
export function localDay(instant: Date, timezone: string): string {
  return toWantedTime(instant, timezone).slice(0, 8)
}

/** Whole days from one valid 'YYYYMMDD' to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round(((parseDay(to) ?? 0) - (parseDay(from) ?? 0)) / DAY_MS)
}

/**
 * Whether formatDay names the year: 'always', or `{ unlessYearOf: today }` (a 'YYYYMMDD', the store's own
 * today) only for a day in another year, e.g. a closure next January. Left out: never.
 */
export type TDayYear = 'always' | { unlessYearOf: string }

/** 'YYYYMMDD' → 'Sat, Nov 21', or 'Sat, Nov 21, 2026' with the year (malformed input comes back unchanged). */
export function formatDay(day: string, options: { year?: TDayYear } = {}): string {
  const ms = parseDay(day)
  if (ms === null) return day
  const date = new Date(ms)
  const text = `${WEEKDAY_NAMES[date.getUTCDay()]}, ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}`
  const { year } = options
  const withYear =
    year === 'always' || (year !== undefined && year.unlessYearOf.slice(0, 4) !== day.slice(0, 4))
  return withYear ? `${text}, ${date.getUTCFullYear()}` : text
}

/** 'YYYYMMDD HH:mm' → 'Sat, Nov 21 · 12:15 PM' for buttons (malformed input comes back unchanged). */
export function formatWantedTime(wanted: string): string {
  if (!parseWanted(wanted)) return wanted
  return `${formatDay(wanted.slice(0, 8))} · ${formatClockTime(wanted.slice(9))}`
}
