import type { TOpeningPeriod } from '@deli/contracts'
import { clockMinutes, DAY_NAMES, formatClockTime, isOpenAt, localClock } from './opening-hours.ts'

const DAY_MINUTES = 24 * 60
const WEEK_MINUTES = 7 * DAY_MINUTES

/**
 * When a closed store opens next, as a guest reads it: 'Opens 10:30 AM' later today, 'Opens
 * tomorrow at 10:30 AM', else 'Opens Monday at 10:30 AM'. Null while open or without any hours.
 * Counted on the store's wall clock, in its own time zone.
 */
export function nextOpeningText(
  periods: readonly TOpeningPeriod[],
  now: Date,
  timeZone: string,
): string | null {
  if (periods.length === 0 || isOpenAt(periods, now, timeZone)) return null
  const clock = localClock(now, timeZone)
  const nowInWeek = clock.day * DAY_MINUTES + clock.minutes
  let best: { ahead: number; period: TOpeningPeriod } | null = null
  for (const period of periods) {
    const opensInWeek = period.day * DAY_MINUTES + clockMinutes(period.open)
    const ahead = (((opensInWeek - nowInWeek) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES || WEEK_MINUTES
    if (!best || ahead < best.ahead) best = { ahead, period }
  }
  if (!best) return null
  const daysAhead = Math.floor((clock.minutes + best.ahead) / DAY_MINUTES)
  const time = formatClockTime(best.period.open)
  if (daysAhead === 0) return `Opens ${time}`
  if (daysAhead === 1) return `Opens tomorrow at ${time}`
  return `Opens ${DAY_NAMES[best.period.day]} at ${time}`
}
