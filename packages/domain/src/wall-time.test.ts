import { describe, expect, it } from 'vitest'
import {
  addDays,
  daysBetween,
  formatDay,
  formatWantedTime,
  localDay,
  parseWanted,
  slotInstant,
  toWantedTime,
} from './wall-time.ts'

const CHICAGO = 'America/Chicago'
const LOS_ANGELES = 'America/Los_Angeles'

describe('wall time conversions', () => {
  it('maps a store-local wall time to its instant in each zone', () => {
    expect(slotInstant('20260706 12:15', CHICAGO)?.toISOString()).toBe('2026-07-06T17:15:00.000Z')
    expect(slotInstant('20260706 12:15', LOS_ANGELES)?.toISOString()).toBe('2026-07-06T19:15:00.000Z')
    expect(toWantedTime(new Date('2026-07-06T17:15:00Z'), CHICAGO)).toBe('20260706 12:15')
    expect(toWantedTime(new Date('2026-07-06T17:15:00Z'), LOS_ANGELES)).toBe('20260706 10:15')
  })

  it('gives the same instant different store-local days', () => {
    const instant = new Date('2026-07-07T05:30:00Z')
    expect(localDay(instant, CHICAGO)).toBe('20260707') // 00:30 CDT
    expect(localDay(instant, LOS_ANGELES)).toBe('20260706') // 22:30 PDT
  })

  it('returns null for wall times inside the spring-forward gap', () => {
    expect(slotInstant('20260308 01:45', CHICAGO)?.toISOString()).toBe('2026-03-08T07:45:00.000Z')
    expect(slotInstant('20260308 02:00', CHICAGO)).toBeNull()
    expect(slotInstant('20260308 02:30', CHICAGO)).toBeNull()
    expect(slotInstant('20260308 03:00', CHICAGO)?.toISOString()).toBe('2026-03-08T08:00:00.000Z')
  })

  it('resolves a repeated fall-back wall time to its first occurrence', () => {
    expect(slotInstant('20261101 01:30', CHICAGO)?.toISOString()).toBe('2026-11-01T06:30:00.000Z') // CDT
    expect(toWantedTime(new Date('2026-11-01T07:30:00Z'), CHICAGO)).toBe('20261101 01:30') // CST
    expect(slotInstant('20261101 02:00', CHICAGO)?.toISOString()).toBe('2026-11-01T08:00:00.000Z')
  })

  it('returns null for malformed wall times', () => {
    for (const wanted of ['2026-07-06 12:15', '20260231 12:00', '20260706 24:00', '20260706 9:00', '']) {
      expect(slotInstant(wanted, CHICAGO)).toBeNull()
    }
  })
})

describe('day arithmetic', () => {
  it('adds days across month, year and DST boundaries', () => {
    expect(addDays('20260228', 1)).toBe('20260301')
    expect(addDays('20261231', 1)).toBe('20270101')
    expect(addDays('20260307', 2)).toBe('20260309')
    expect(daysBetween('20260706', '20260719')).toBe(13)
  })

  it('parses wanted times into a day and wall minutes', () => {
    expect(parseWanted('20260706 12:15')).toEqual({ day: '20260706', minutes: 735 })
    expect(parseWanted('20260230 12:15')).toBeNull()
  })
})

describe('formatting', () => {
  it('labels wanted times and days for buttons', () => {
    expect(formatWantedTime('20261121 12:15')).toBe('Sat, Nov 21 · 12:15 PM')
    expect(formatWantedTime('20260706 00:00')).toBe('Mon, Jul 6 · 12:00 AM')
    expect(formatDay('20261121')).toBe('Sat, Nov 21')
    expect(formatDay('20260101')).toBe('Thu, Jan 1')
  })

  it('names the year always, or only for a day outside the year of a given today', () => {
    expect(formatDay('20261121', { year: 'always' })).toBe('Sat, Nov 21, 2026')
    expect(formatDay('20260101', { year: 'always' })).toBe('Thu, Jan 1, 2026')
    // Near the year's end a closure next January is told apart from last January.
    expect(formatDay('20270101', { year: { unlessYearOf: '20261230' } })).toBe('Fri, Jan 1, 2027')
    expect(formatDay('20261231', { year: { unlessYearOf: '20261230' } })).toBe('Thu, Dec 31')
    expect(formatDay('20260101', { year: { unlessYearOf: '20260101' } })).toBe('Thu, Jan 1')
  })

  it('returns malformed input unchanged', () => {
    expect(formatWantedTime('soon')).toBe('soon')
    expect(formatDay('2026-11-21')).toBe('2026-11-21')
    expect(formatDay('2026-11-21', { year: 'always' })).toBe('2026-11-21')
  })
})
