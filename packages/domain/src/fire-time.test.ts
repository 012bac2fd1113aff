import { describe, expect, it } from 'vitest'
import { closesAt, fireAt, heldFireAt, isDueToFire, isManualFireOffered } from './fire-time.ts'
import type { TSlotContext } from './order-time.ts'

const MINUTE = 60_000
const NY = 'America/New_York'
/** Every day 09:00–17:00 for the handoff. */
const periods = Array.from({ length: 7 }, (_, day) => ({ day, open: '09:00', close: '17:00' }))
const context = (now: Date, extra: Partial<TSlotContext> = {}): TSlotContext => ({
  now,
  timezone: NY,
  periods,
  leadMinutes: 20,
  advanceDays: 7,
  channel: 'mealtime',
  ...extra,
})

describe('fireAt: an order ahead goes to the kitchen at its wanted time minus its make time', () => {
  const now = new Date('2026-06-10T14:00:00Z')
  it('subtracts the make time from the wanted instant', () => {
    const wanted = new Date('2026-06-10T16:30:00Z')
    expect(fireAt(wanted, 20 * 60, now).toISOString()).toBe('2026-06-10T16:10:00.000Z')
    expect(isDueToFire(wanted, 20 * 60, now)).toBe(false)
    expect(isDueToFire(wanted, 20 * 60, new Date('2026-06-10T16:10:00Z'))).toBe(true)
  })

  it('fires at once when there is less notice than the make time (never in the past)', () => {
    const wanted = new Date(now.getTime() + 10 * MINUTE)
    expect(fireAt(wanted, 20 * 60, now)).toEqual(now)
    expect(isDueToFire(wanted, 20 * 60, now)).toBe(true)
  })

  it('treats a negative or unknown make time as none', () => {
    const wanted = new Date('2026-06-10T16:30:00Z')
    expect(fireAt(wanted, -60, now)).toEqual(wanted)
    expect(fireAt(wanted, Number.NaN, now)).toEqual(wanted)
  })

  it('keeps the whole make time across the spring-forward jump (instants, not wall clocks)', () => {
    // 2026-03-08 in New York: 02:00 EST jumps to 03:00 EDT. Wanted 03:10 EDT (07:10Z), make 20 minutes:
    // fired at 01:50 EST (06:50Z) — 20 real minutes before, though the wall clocks read 80 minutes apart.
    const wanted = new Date('2026-03-08T07:10:00Z')
    const fired = fireAt(wanted, 20 * 60, new Date('2026-03-08T05:00:00Z'))
    expect(fired.toISOString()).toBe('2026-03-08T06:50:00.000Z')
    expect(fired.toLocaleTimeString('en-US', { timeZone: NY })).toBe('1:50:00 AM')
  })

  it('keeps the whole make time across the fall-back repeat', () => {
    // 2026-11-01: 02:00 EDT falls back to 01:00 EST. Wanted 01:10 EST (06:10Z), make 30 minutes: 00:40 EST
    // would be wrong; 05:40Z is 01:40 EDT, the first pass through that hour.
    const wanted = new Date('2026-11-01T06:10:00Z')
    expect(fireAt(wanted, 30 * 60, new Date('2026-11-01T03:00:00Z')).toISOString()).toBe(
      '2026-11-01T05:40:00.000Z',
    )
  })
})

describe('closesAt and heldFireAt: a held order never started is fired to be ready at closing', () => {
  it('finds the end of the last slot of today', () => {
    const now = new Date('2026-06-10T15:00:00Z') // 11:00 EDT
    expect(closesAt(context(now))?.toISOString()).toBe('2026-06-10T21:00:00.000Z') // 17:00 EDT
  })

  it('has no closing left once the store is past its last slot, or on a day it is closed', () => {
    expect(closesAt(context(new Date('2026-06-10T21:30:00Z')))).toBeNull()
    expect(closesAt(context(new Date('2026-06-10T15:00:00Z'), { closedDays: ['20260610'] }))).toBeNull()
  })

  it('fires at closing minus make time, or at once when that has passed or there is no closing', () => {
    const now = new Date('2026-06-10T15:00:00Z')
    const closing = closesAt(context(now))
    expect(heldFireAt(closing, 20 * 60, now).toISOString()).toBe('2026-06-10T20:40:00.000Z')
    const late = new Date('2026-06-10T20:50:00Z') // 10 minutes before closing, 20 minutes to make
    expect(heldFireAt(closesAt(context(late)), 20 * 60, late)).toEqual(late)
    expect(heldFireAt(null, 20 * 60, now)).toEqual(now)
  })

  it('closes at the right instant on the spring-forward day', () => {
    const now = new Date('2026-03-08T15:00:00Z') // 11:00 EDT
    expect(closesAt(context(now))?.toISOString()).toBe('2026-03-08T21:00:00.000Z')
  })
})

describe('isManualFireOffered', () => {
  it('offers manual fire for pickup and curbside, never a delivery', () => {
    expect(isManualFireOffered('pickup')).toBe(true)
    expect(isManualFireOffered('curbside')).toBe(true)
    expect(isManualFireOffered('delivery')).toBe(false)
    expect(isManualFireOffered('dispatch')).toBe(false)
  })
})
