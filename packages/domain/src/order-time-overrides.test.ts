import type { TOpeningPeriod } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import {
  checkWantedTime,
  DEFAULT_ADVANCE_DAYS,
  daySlots,
  earliestSlot,
  isAsapAvailable,
  orderDays,
  type TSlotContext,
} from './order-time.ts'

/** A manager's overrides (ADR 021): pause ASAP, extra lead time, closed days. */

const daily: TOpeningPeriod[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '10:00', close: '21:00' }))

/** Monday 2026-07-06 11:52 CDT, lead 20. */
function context(overrides: Partial<TSlotContext> = {}): TSlotContext {
  return {
    now: new Date('2026-07-06T16:52:00Z'),
    timezone: 'America/Chicago',
    periods: daily,
    leadMinutes: 20,
    advanceDays: DEFAULT_ADVANCE_DAYS,
    channel: 'mealtime',
    ...overrides,
  }
}

describe('pause ASAP', () => {
  it('takes ASAP away and leaves the scheduled slots as they were', () => {
    expect(isAsapAvailable(context())).toBe(true)
    expect(isAsapAvailable(context({ asapPaused: true }))).toBe(false)
    expect(daySlots(context({ asapPaused: true }), '20260706')).toEqual(daySlots(context(), '20260706'))
  })
})

describe('extra lead time', () => {
  it('pushes the earliest slot back by the extra minutes', () => {
    expect(earliestSlot(context())).toBe('20260706 12:15')
    expect(earliestSlot(context({ extraLeadMinutes: 15 }))).toBe('20260706 12:30')
    expect(earliestSlot(context({ extraLeadMinutes: 30 }))).toBe('20260706 12:45')
  })

  it('refuses a time the extra lead makes too soon', () => {
    expect(checkWantedTime(context(), '20260706 12:15').ok).toBe(true)
    const check = checkWantedTime(context({ extraLeadMinutes: 30 }), '20260706 12:15')
    expect(check.ok ? null : check.reason).toBe('too-soon')
  })

  it('ignores a negative extra', () => {
    expect(earliestSlot(context({ extraLeadMinutes: -60 }))).toBe('20260706 12:15')
  })
})

describe('closed for a day', () => {
  it('offers no slots and no ASAP on a closed today, and starts the next day', () => {
    const closed = context({ closedDays: ['20260706'] })
    expect(daySlots(closed, '20260706')).toEqual([])
    expect(isAsapAvailable(closed)).toBe(false)
    expect(earliestSlot(closed)).toBe('20260707 10:00')
    expect(orderDays(closed)[0]).toBe('20260707')
  })

  it('leaves a closed future day out of the days and refuses a time on it', () => {
    const closed = context({ closedDays: ['20260708'] })
    expect(orderDays(closed)).not.toContain('20260708')
    expect(isAsapAvailable(closed)).toBe(true)
    const check = checkWantedTime(closed, '20260708 12:00')
    expect(check.ok ? null : check.message).toBe('The store is closed that day. Please choose another day.')
  })
})
