import { describe, expect, it } from 'vitest'
import { hoursChanges } from './hours-changes.ts'

const period = (day: number, open: string, close: string) => ({ day, open, close })

describe('what a change of hours did', () => {
  it('names each weekday that changed, before and after, Sunday first', () => {
    const before = [period(1, '10:30', '21:00'), period(2, '10:30', '21:00'), period(6, '10:30', '21:00')]
    const after = [period(0, '11:00', '20:00'), period(1, '10:00', '21:00'), period(2, '10:30', '21:00')]
    expect(hoursChanges(before, after)).toEqual([
      { dayName: 'Sunday', before: 'Closed', after: '11:00 AM – 8:00 PM' },
      { dayName: 'Monday', before: '10:30 AM – 9:00 PM', after: '10:00 AM – 9:00 PM' },
      { dayName: 'Saturday', before: '10:30 AM – 9:00 PM', after: 'Closed' },
    ])
  })

  it('names nothing when the hours are the same, in whatever order they were listed', () => {
    const week = [period(3, '07:00', '11:00'), period(3, '12:00', '15:00')]
    expect(hoursChanges(week, [...week].reverse())).toEqual([])
  })

  it('names a split day by both of its periods', () => {
    expect(
      hoursChanges([period(5, '07:00', '15:00')], [period(5, '07:00', '11:00'), period(5, '12:00', '15:00')]),
    ).toEqual([
      { dayName: 'Friday', before: '7:00 AM – 3:00 PM', after: '7:00 AM – 11:00 AM, 12:00 PM – 3:00 PM' },
    ])
  })
})
