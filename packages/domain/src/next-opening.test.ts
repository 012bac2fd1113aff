import type { TOpeningPeriod } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import { nextOpeningText } from './next-opening.ts'

const CHICAGO = 'America/Chicago'
/** Monday to Saturday 10:30–21:00; closed on Sunday. */
const weekdays: TOpeningPeriod[] = [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '10:30', close: '21:00' }))

describe('nextOpeningText', () => {
  it('says the time alone when the store opens later the same day', () => {
    // Monday 2026-11-23 08:00 CST
    expect(nextOpeningText(weekdays, new Date('2026-11-23T14:00:00Z'), CHICAGO)).toBe('Opens 10:30 AM')
  })

  it("says 'tomorrow' after closing time", () => {
    // Monday 22:00 CST
    expect(nextOpeningText(weekdays, new Date('2026-11-24T04:00:00Z'), CHICAGO)).toBe(
      'Opens tomorrow at 10:30 AM',
    )
  })

  it('names the weekday when the next opening is further away', () => {
    // Saturday 2026-11-28 22:00 CST: closed Sunday, so Monday
    expect(nextOpeningText(weekdays, new Date('2026-11-29T04:00:00Z'), CHICAGO)).toBe(
      'Opens Monday at 10:30 AM',
    )
  })

  it('picks the earliest of several periods, including a second one later the same day', () => {
    const split: TOpeningPeriod[] = [
      { day: 1, open: '07:00', close: '10:00' },
      { day: 1, open: '16:00', close: '22:00' },
    ]
    // Monday 12:00 CST: between the two periods
    expect(nextOpeningText(split, new Date('2026-11-23T18:00:00Z'), CHICAGO)).toBe('Opens 4:00 PM')
  })

  it('is null while the store is open and for a store without hours', () => {
    // Monday 12:00 CST
    expect(nextOpeningText(weekdays, new Date('2026-11-23T18:00:00Z'), CHICAGO)).toBeNull()
    expect(nextOpeningText([], new Date('2026-11-23T18:00:00Z'), CHICAGO)).toBeNull()
  })

  it('counts a period running past midnight as open until it closes', () => {
    const late: TOpeningPeriod[] = [{ day: 1, open: '18:00', close: '02:00' }]
    // Tuesday 01:00 CST is still Monday's period
    expect(nextOpeningText(late, new Date('2026-11-24T07:00:00Z'), CHICAGO)).toBeNull()
    // Tuesday 03:00 CST: next Monday
    expect(nextOpeningText(late, new Date('2026-11-24T09:00:00Z'), CHICAGO)).toBe('Opens Monday at 6:00 PM')
  })
})
