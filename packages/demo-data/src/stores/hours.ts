import type { TOpeningPeriod } from '@deli/contracts'

/** Store-local weekly schedules shared by the demo stores. Day 0 = Sunday; close < open runs past midnight. */

const SUN = 0
const MON_TO_THU = [1, 2, 3, 4]
const MON_TO_FRI = [1, 2, 3, 4, 5]
const MON_TO_SAT = [1, 2, 3, 4, 5, 6]

function days(list: number[], open: string, close: string): TOpeningPeriod[] {
  return list.map((day) => ({ day, open, close }))
}

function week(...parts: TOpeningPeriod[][]): TOpeningPeriod[] {
  return parts.flat().sort((a, b) => a.day - b.day)
}

/** The usual deli day: 10:30–21:00, Sunday 11:00–20:00. */
export const DELI = week(days([SUN], '11:00', '20:00'), days(MON_TO_SAT, '10:30', '21:00'))
/** Delivery starts later and ends earlier than the counter. */
export const DELI_DELIVERY = week(days([SUN], '11:30', '19:30'), days(MON_TO_SAT, '11:00', '20:30'))

/** Suburban stores close earlier. */
export const EARLY = week(days([SUN], '11:00', '18:00'), days(MON_TO_SAT, '10:00', '20:00'))
export const EARLY_DELIVERY = week(days([SUN], '11:30', '17:30'), days(MON_TO_SAT, '11:00', '19:30'))

/** Nightlife districts: open until 00:30 Thursday to Saturday. */
export const LATE_NIGHT = week(days([SUN, 1, 2, 3], '10:30', '22:00'), days([4, 5, 6], '10:30', '00:30'))
export const LATE_NIGHT_DELIVERY = week(
  days([SUN, 1, 2, 3], '11:00', '21:30'),
  days([4, 5, 6], '11:00', '00:00'),
)

/** Business district: breakfast and lunch on weekdays, short Saturday, closed on Sunday. */
export const DOWNTOWN = week(days(MON_TO_FRI, '07:00', '16:00'), days([6], '10:00', '15:00'))
export const DOWNTOWN_DELIVERY = week(days(MON_TO_FRI, '10:30', '15:00'))

/** Drive-thru lanes open early for breakfast sandwiches and coffee. */
export const DRIVE_THRU = week(
  days([SUN], '08:00', '20:00'),
  days(MON_TO_THU, '06:30', '21:30'),
  days([5, 6], '06:30', '22:00'),
)
