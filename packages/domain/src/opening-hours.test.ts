import type { TOpeningPeriod, TStoreHours } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import {
  formatClockTime,
  formatHoursRange,
  isOpenAt,
  isStoreOpen,
  localClock,
  offeredHours,
  primaryHandoff,
  todaysHours,
  weeklyHoursRows,
} from './opening-hours.ts'

const CHICAGO = 'America/Chicago'
const NEW_YORK = 'America/New_York'

/** Every day 10:00–21:00. */
const daily: TOpeningPeriod[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '10:00', close: '21:00' }))

describe('localClock', () => {
  it('reads the wall clock of the time zone', () => {
    // Monday 2026-07-06 16:30 UTC = 11:30 CDT
    expect(localClock(new Date('2026-07-06T16:30:00Z'), CHICAGO)).toEqual({
      day: 1,
      minutes: 11 * 60 + 30,
      date: '2026-07-06',
    })
  })

  it('rolls the date and weekday back across midnight', () => {
    // 2026-07-06 01:30 UTC is still Sunday evening in Chicago
    expect(localClock(new Date('2026-07-06T01:30:00Z'), CHICAGO)).toEqual({
      day: 0,
      minutes: 20 * 60 + 30,
      date: '2026-07-05',
    })
  })

  it('reports midnight as 0 minutes', () => {
    expect(localClock(new Date('2026-07-06T05:00:00Z'), CHICAGO).minutes).toBe(0)
  })

  it('follows the DST change of 2026-03-08 in Chicago', () => {
    expect(localClock(new Date('2026-03-08T07:30:00Z'), CHICAGO).minutes).toBe(90) // 01:30 CST
    expect(localClock(new Date('2026-03-08T08:30:00Z'), CHICAGO).minutes).toBe(210) // 03:30 CDT
  })

  it('answers from the remembered reading the same as a first reading, within a second and across days', () => {
    const first = localClock(new Date('2026-12-31T23:59:59.100Z'), 'America/Los_Angeles')
    expect(localClock(new Date('2026-12-31T23:59:59.900Z'), 'America/Los_Angeles')).toEqual(first)
    expect(first).toEqual({ day: 4, minutes: 15 * 60 + 59, date: '2026-12-31' })
    // New York's midnight into the new year, read half a second after it.
    expect(localClock(new Date('2026-12-31T23:59:59.900Z'), 'America/New_York').date).toBe('2026-12-31')
    expect(localClock(new Date('2027-01-01T05:00:00.500Z'), 'America/New_York')).toEqual({
      day: 5,
      minutes: 0,
      date: '2027-01-01',
    })
  })
})

describe('isOpenAt', () => {
  it('is open inside a period and closed at the closing minute', () => {
    expect(isOpenAt(daily, new Date('2026-07-06T15:00:00Z'), CHICAGO)).toBe(true) // 10:00
    expect(isOpenAt(daily, new Date('2026-07-06T14:59:00Z'), CHICAGO)).toBe(false) // 09:59
    expect(isOpenAt(daily, new Date('2026-07-07T02:00:00Z'), CHICAGO)).toBe(false) // 21:00
  })

  it('gives the same instant different answers in different time zones', () => {
    const sundayEvening = new Date('2026-07-06T01:30:00Z')
    expect(isOpenAt(daily, sundayEvening, CHICAGO)).toBe(true) // 20:30 CDT
    expect(isOpenAt(daily, sundayEvening, NEW_YORK)).toBe(false) // 21:30 EDT
  })

  it('knows Phoenix skips DST while Denver does not', () => {
    const july = new Date('2026-07-06T16:30:00Z')
    expect(isOpenAt(daily, july, 'America/Phoenix')).toBe(false) // 09:30 MST
    expect(isOpenAt(daily, july, 'America/Denver')).toBe(true) // 10:30 MDT
    const january = new Date('2026-01-12T16:30:00Z')
    expect(isOpenAt(daily, january, 'America/Phoenix')).toBe(false) // 09:30 MST
    expect(isOpenAt(daily, january, 'America/Denver')).toBe(false) // 09:30 MST
  })

  it('keeps a period open past midnight into the next day', () => {
    const friday: TOpeningPeriod[] = [{ day: 5, open: '10:00', close: '01:00' }]
    expect(isOpenAt(friday, new Date('2026-07-11T05:30:00Z'), CHICAGO)).toBe(true) // Sat 00:30
    expect(isOpenAt(friday, new Date('2026-07-11T04:00:00Z'), CHICAGO)).toBe(true) // Fri 23:00
    expect(isOpenAt(friday, new Date('2026-07-11T06:00:00Z'), CHICAGO)).toBe(false) // Sat 01:00
    expect(isOpenAt(friday, new Date('2026-07-10T14:00:00Z'), CHICAGO)).toBe(false) // Fri 09:00
    expect(isOpenAt(friday, new Date('2026-07-10T05:30:00Z'), CHICAGO)).toBe(false) // Fri 00:30
  })

  it('wraps a Saturday period into Sunday', () => {
    const saturday: TOpeningPeriod[] = [{ day: 6, open: '18:00', close: '02:00' }]
    expect(isOpenAt(saturday, new Date('2026-07-12T06:30:00Z'), CHICAGO)).toBe(true) // Sun 01:30
  })

  it('treats equal open and close as 24 hours', () => {
    const allDay: TOpeningPeriod[] = [{ day: 1, open: '00:00', close: '00:00' }]
    expect(isOpenAt(allDay, new Date('2026-07-07T04:59:00Z'), CHICAGO)).toBe(true) // Mon 23:59
    expect(isOpenAt(allDay, new Date('2026-07-07T05:00:00Z'), CHICAGO)).toBe(false) // Tue 00:00
  })

  it('is closed on days without periods and with no periods at all', () => {
    const weekdays = daily.filter((period) => period.day !== 0)
    expect(isOpenAt(weekdays, new Date('2026-07-05T17:00:00Z'), CHICAGO)).toBe(false) // Sun 12:00
    expect(isOpenAt(weekdays, new Date('2026-07-06T17:00:00Z'), CHICAGO)).toBe(true) // Mon 12:00
    expect(isOpenAt([], new Date('2026-07-06T17:00:00Z'), CHICAGO)).toBe(false)
  })

  it('uses daylight time on the DST-change day', () => {
    const sunday: TOpeningPeriod[] = [{ day: 0, open: '10:00', close: '21:00' }]
    // 15:30 UTC is 10:30 CDT (open); in standard time it would have been 09:30
    expect(isOpenAt(sunday, new Date('2026-03-08T15:30:00Z'), CHICAGO)).toBe(true)
    expect(isOpenAt(sunday, new Date('2026-03-08T14:30:00Z'), CHICAGO)).toBe(false)
    const lateSaturday: TOpeningPeriod[] = [{ day: 6, open: '22:00', close: '03:00' }]
    expect(isOpenAt(lateSaturday, new Date('2026-03-08T07:30:00Z'), CHICAGO)).toBe(true) // 01:30 CST
    expect(isOpenAt(lateSaturday, new Date('2026-03-08T08:30:00Z'), CHICAGO)).toBe(false) // 03:30 CDT
  })
})

describe('offeredHours', () => {
  it('keeps the hours of the handoffs the store offers, in handoff order', () => {
    const hours: TStoreHours = {
      delivery: [{ day: 1, open: '11:00', close: '20:00' }],
      pickup: [{ day: 1, open: '07:00', close: '21:00' }],
      curbside: [{ day: 1, open: '07:00', close: '21:00' }],
    }
    const services = { pickup: true, curbside: false, drivethru: true, delivery: false, dispatch: false }
    expect(offeredHours(hours, services)).toEqual({ pickup: hours.pickup })
    expect(primaryHandoff(offeredHours(hours, { ...services, pickup: false }))).toBeUndefined()
  })
})

describe('isStoreOpen', () => {
  const hours: TStoreHours = {
    delivery: [{ day: 1, open: '11:00', close: '20:00' }],
    pickup: [{ day: 1, open: '07:00', close: '21:00' }],
  }
  const mondayEight = new Date('2026-07-06T13:00:00Z') // 08:00 CDT

  it('defaults to the first offered handoff in handoff order (pickup first)', () => {
    expect(primaryHandoff(hours)).toBe('pickup')
    expect(isStoreOpen(hours, mondayEight, CHICAGO)).toBe(true)
  })

  it('checks the handoff it is given', () => {
    expect(isStoreOpen(hours, mondayEight, CHICAGO, 'delivery')).toBe(false)
    expect(isStoreOpen(hours, mondayEight, CHICAGO, 'curbside')).toBe(false)
  })

  it('falls back to a delivery-only store and is closed without any hours', () => {
    expect(isStoreOpen({ delivery: hours.delivery }, new Date('2026-07-06T17:00:00Z'), CHICAGO)).toBe(true)
    expect(primaryHandoff({})).toBeUndefined()
    expect(isStoreOpen({}, mondayEight, CHICAGO)).toBe(false)
  })
})

describe('todaysHours', () => {
  it('returns the local day periods, earliest first', () => {
    const periods: TOpeningPeriod[] = [
      { day: 1, open: '17:00', close: '22:00' },
      { day: 1, open: '07:00', close: '14:00' },
      { day: 2, open: '07:00', close: '14:00' },
    ]
    // 2026-07-07 04:30 UTC is still Monday in Chicago (23:30) but Tuesday in New York (00:30)
    expect(todaysHours(periods, new Date('2026-07-07T04:30:00Z'), CHICAGO)).toEqual([
      { day: 1, open: '07:00', close: '14:00' },
      { day: 1, open: '17:00', close: '22:00' },
    ])
    expect(todaysHours(periods, new Date('2026-07-07T04:30:00Z'), NEW_YORK)).toEqual([
      { day: 2, open: '07:00', close: '14:00' },
    ])
    expect(todaysHours(periods, new Date('2026-07-05T17:00:00Z'), CHICAGO)).toEqual([])
  })
})

describe('formatting hours', () => {
  it('formats clock times in 12-hour style', () => {
    expect(formatClockTime('00:00')).toBe('12:00 AM')
    expect(formatClockTime('09:05')).toBe('9:05 AM')
    expect(formatClockTime('12:00')).toBe('12:00 PM')
    expect(formatClockTime('23:59')).toBe('11:59 PM')
  })

  it('formats a range with an en dash', () => {
    expect(formatHoursRange('10:30', '21:00')).toBe('10:30 AM – 9:00 PM')
    expect(formatHoursRange('10:00', '01:00')).toBe('10:00 AM – 1:00 AM')
    // Equal open and close run a whole day round (periodCovers): said so, not '10:00 AM – 10:00 AM'.
    expect(formatHoursRange('10:00', '10:00')).toBe('Open 24 hours')
    expect(formatHoursRange('00:00', '00:00')).toBe('Open 24 hours')
  })

  it('lists the week Sunday first with Closed days', () => {
    const rows = weeklyHoursRows([
      { day: 5, open: '17:00', close: '01:00' },
      { day: 5, open: '10:00', close: '14:00' },
      { day: 1, open: '10:30', close: '21:00' },
    ])
    expect(rows).toHaveLength(7)
    expect(rows[0]).toEqual({ day: 0, dayName: 'Sunday', text: 'Closed' })
    expect(rows[1]).toEqual({ day: 1, dayName: 'Monday', text: '10:30 AM – 9:00 PM' })
    expect(rows[5]).toEqual({ day: 5, dayName: 'Friday', text: '10:00 AM – 2:00 PM, 5:00 PM – 1:00 AM' })
    expect(rows[6]?.text).toBe('Closed')
  })
})
