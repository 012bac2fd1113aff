import { describe, expect, it } from 'vitest'
import { midDayTimeZone } from './mid-day-time-zone.ts'

const localHour = (instant: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(instant))

describe('midDayTimeZone', () => {
  it('is a zone where it is past noon and before 1 pm, at every minute of a day', () => {
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const now = new Date(Date.UTC(2026, 10, 28, 0, minute, 59))
      expect(localHour(now, midDayTimeZone(now))).toBe(12)
    }
  })

  it('names the fixed-offset zones with their POSIX sign', () => {
    expect(midDayTimeZone(new Date('2026-11-28T05:40:00Z'))).toBe('Etc/GMT-7')
    expect(midDayTimeZone(new Date('2026-11-28T12:10:00Z'))).toBe('Etc/GMT')
    expect(midDayTimeZone(new Date('2026-11-28T23:10:00Z'))).toBe('Etc/GMT+11')
    expect(midDayTimeZone(new Date('2026-11-28T00:10:00Z'))).toBe('Etc/GMT-12')
  })
})
