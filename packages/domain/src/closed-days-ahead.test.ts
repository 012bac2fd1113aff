import { describe, expect, it } from 'vitest'
import { closedDaysAhead, closedDayText } from './closed-days-ahead.ts'
import type { TSlotContext } from './order-time.ts'

/** Monday 2026-07-06 11:52 in Dallas, a week ahead (the 6th … the 12th). */
const context = (overrides: Partial<TSlotContext> = {}): TSlotContext => ({
  now: new Date('2026-07-06T16:52:30Z'),
  timezone: 'America/Chicago',
  periods: [],
  leadMinutes: 20,
  advanceDays: 7,
  channel: 'mealtime',
  ...overrides,
})
const closure = (day: string) => ({ day, message: 'Closed for a staff day.' })

describe('the closed days a guest is told of', () => {
  it('are those inside the days a guest may order for, soonest first', () => {
    const closures = ['20260706', '20260709', '20260712', '20260713'].map(closure)
    expect(closedDaysAhead(context(), closures).map((c) => c.day)).toEqual([
      '20260706',
      '20260709',
      '20260712',
    ])
    // One day ahead: today only.
    expect(closedDaysAhead(context({ advanceDays: 1 }), closures).map((c) => c.day)).toEqual(['20260706'])
  })

  it("start at catering's first day for a catering basket", () => {
    const closures = ['20260706', '20260707', '20260708', '20260710'].map(closure)
    expect(closedDaysAhead(context({ channel: 'catering' }), closures).map((c) => c.day)).toEqual([
      '20260708',
      '20260710',
    ])
  })

  it("say the day on the store's calendar and the manager's words", () => {
    expect(closedDayText({ day: '20261224', message: 'Closed for Christmas Eve.' })).toBe(
      'Thu, Dec 24: Closed for Christmas Eve.',
    )
  })
})
