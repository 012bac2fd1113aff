import type { TOpeningPeriod } from '@deli/contracts'
import { weeklyHoursRows } from './opening-hours.ts'

/** One weekday whose hours changed, each side as the store's page says it ('10:30 AM – 9:00 PM', 'Closed'). */
export type THoursChange = { dayName: string; before: string; after: string }

/**
 * The weekdays whose hours differ between two weekly schedules of one handoff, Sunday first: what a
 * store's Activity says a change of hours did (ADR 044). Days left as they were are not named.
 */
export function hoursChanges(
  before: readonly TOpeningPeriod[],
  after: readonly TOpeningPeriod[],
): THoursChange[] {
  const was = weeklyHoursRows(before)
  return weeklyHoursRows(after).flatMap((row, index) => {
    const old = was[index]?.text ?? ''
    return old === row.text ? [] : [{ dayName: row.dayName, before: old, after: row.text }]
  })
}
