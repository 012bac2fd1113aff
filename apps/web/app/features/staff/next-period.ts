import type { TOpeningPeriod } from '@deli/contracts'
import { CLOCK_TIME_PATTERN } from '@deli/contracts/constants'
import { clockMinutes, sortPeriods } from '@deli/domain'

/** 'HH:mm' some minutes after `time`, wrapping past midnight. */
function later(time: string, minutes: number): string {
  const total = (clockMinutes(time) + minutes) % (24 * 60)
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}

/**
 * The hours "Add hours" offers on `day` (the Hours page, ADR 021): three hours from the close of the
 * day's last period, or 10:30 to 21:00 when the day has none — or when that close is not a time yet
 * (a field being typed or cleared), which the rule checks on save.
 */
export function nextPeriod(day: number, periods: readonly TOpeningPeriod[]): TOpeningPeriod {
  const last = sortPeriods(periods.filter((period) => period.day === day)).at(-1)
  if (!last || !CLOCK_TIME_PATTERN.test(last.close)) return { day, open: '10:30', close: '21:00' }
  return { day, open: last.close, close: later(last.close, 180) }
}
