import type { TOpeningPeriod } from '@deli/contracts'
import { CLOCK_TIME_PATTERN, SLOT_CAPACITY_MESSAGE, SLOT_CAPACITY_RANGE } from '@deli/contracts/constants'
import { clockMinutes, DAY_NAMES } from './opening-hours.ts'

/**
 * A store manager's edits of a handoff's weekly hours and of the slot capacity (ADR 021). The API
 * refuses what these name and the staff Hours page shows the same sentence before it sends.
 */

export { SLOT_CAPACITY_RANGE }
/** Split shifts (breakfast, lunch, dinner) at most. */
export const MAX_PERIODS_PER_DAY = 3

const DAY_MINUTES = 24 * 60
const WEEK_MINUTES = 7 * DAY_MINUTES

/** Minutes from Sunday 00:00 to the period's open, and its length (close ≤ open runs past midnight). */
function weekSpan(period: TOpeningPeriod): { start: number; length: number } {
  const open = clockMinutes(period.open)
  const close = clockMinutes(period.close)
  return {
    start: period.day * DAY_MINUTES + open,
    length: close > open ? close - open : close - open + DAY_MINUTES,
  }
}

/** By day, then by opening time. */
export function sortPeriods(periods: readonly TOpeningPeriod[]): TOpeningPeriod[] {
  return [...periods].sort((a, b) => a.day - b.day || clockMinutes(a.open) - clockMinutes(b.open))
}

/**
 * Why a week of opening periods cannot be saved, or null. Periods may run past midnight (and from
 * Saturday into Sunday); no two may overlap, and a day has at most MAX_PERIODS_PER_DAY.
 */
export function weeklyHoursProblem(periods: readonly TOpeningPeriod[]): string | null {
  const unfinished = periods.find(
    (period) => !CLOCK_TIME_PATTERN.test(period.open) || !CLOCK_TIME_PATTERN.test(period.close),
  )
  if (unfinished) return `Enter when ${DAY_NAMES[unfinished.day] ?? 'each day'} opens and closes.`
  for (let day = 0; day < 7; day++) {
    if (periods.filter((period) => period.day === day).length > MAX_PERIODS_PER_DAY) {
      return `${DAY_NAMES[day]} can have at most ${MAX_PERIODS_PER_DAY} opening periods.`
    }
  }
  const spans = sortPeriods(periods).map(weekSpan)
  for (let index = 0; index < spans.length; index++) {
    const earlier = spans[index] as { start: number; length: number }
    for (const later of spans.slice(index + 1)) {
      if (later.start < earlier.start + earlier.length) return overlapText(later.start)
    }
    // Saturday night runs into the week's first periods.
    const spill = earlier.start + earlier.length - WEEK_MINUTES
    const first = spans[0]
    if (spill > 0 && first && first !== earlier && first.start < spill) return overlapText(first.start)
  }
  return null
}

const overlapText = (start: number) =>
  `${DAY_NAMES[Math.floor(start / DAY_MINUTES)]}'s hours overlap. Please fix them.`

/** Why a slot capacity cannot be saved, or null; null capacity = the chain's default. */
export function slotCapacityProblem(capacity: number | null): string | null {
  if (capacity === null) return null
  const fits =
    Number.isInteger(capacity) && capacity >= SLOT_CAPACITY_RANGE.min && capacity <= SLOT_CAPACITY_RANGE.max
  return fits ? null : SLOT_CAPACITY_MESSAGE
}
