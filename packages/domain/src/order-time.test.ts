import type { TOpeningPeriod } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import {
  checkWantedTime,
  DEFAULT_ADVANCE_DAYS,
  DELIVERY_EXTRA_LEAD_MINUTES,
  daySlots,
  earliestSlot,
  handoffLeadMinutes,
  isAsapAvailable,
  openSlots,
  orderDays,
  SLOT_MINUTES,
  type TSlotContext,
} from './order-time.ts'

const CHICAGO = 'America/Chicago'
const LOS_ANGELES = 'America/Los_Angeles'

/** Every day 10:00–21:00. */
const daily: TOpeningPeriod[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '10:00', close: '21:00' }))

/** Monday 2026-07-06 11:52 CDT, lead 20, the default window, a mealtime order. */
function context(overrides: Partial<TSlotContext> = {}): TSlotContext {
  return {
    now: new Date('2026-07-06T16:52:00Z'),
    timezone: CHICAGO,
    periods: daily,
    leadMinutes: 20,
    advanceDays: DEFAULT_ADVANCE_DAYS,
    channel: 'mealtime',
    ...overrides,
  }
}

describe('the grid, the window and the catering notice (spec §4 order time)', () => {
  it('offers a slot every 15 minutes through the opening hours', () => {
    const slots = daySlots(context(), '20260707')
    expect(slots.slice(0, 3)).toEqual(['20260707 10:00', '20260707 10:15', '20260707 10:30'])
    const minutes = slots.map((slot) => {
      const [hours, mins] = (slot.split(' ')[1] ?? '').split(':').map(Number)
      return (hours ?? 0) * 60 + (mins ?? 0)
    })
    expect(minutes.slice(1).every((minute, index) => minute - (minutes[index] ?? 0) === 15)).toBe(true)
  })

  it('opens 14 days by default: today through 13 days ahead', () => {
    const days = orderDays(context())
    expect(days).toHaveLength(14)
    expect(days[0]).toBe('20260706')
    expect(days.at(-1)).toBe('20260719')
    expect(daySlots(context(), '20260720')).toEqual([])
  })

  it('takes catering orders from 2 days ahead', () => {
    expect(orderDays(context({ channel: 'catering' }))[0]).toBe('20260708')
    expect(daySlots(context({ channel: 'catering' }), '20260707')).toEqual([])
  })
})

describe('daySlots', () => {
  const midnight = new Date('2026-07-06T05:00:00Z') // Monday 00:00 CDT

  it('runs on the quarter hour from opening until 15 minutes before closing', () => {
    const slots = daySlots(context({ now: midnight }), '20260706')
    expect(slots[0]).toBe('20260706 10:00')
    expect(slots.at(-1)).toBe('20260706 20:45')
    expect(slots).toHaveLength(44)
  })

  it('rounds an off-grid opening up and drops a slot that would end after closing', () => {
    const periods: TOpeningPeriod[] = [{ day: 1, open: '10:10', close: '20:50' }]
    const slots = daySlots(context({ now: midnight, periods }), '20260706')
    expect(slots[0]).toBe('20260706 10:15')
    expect(slots.at(-1)).toBe('20260706 20:30')
  })

  it('starts after the lead time: 11:52 with 20 minutes gives 12:15', () => {
    expect(daySlots(context(), '20260706')[0]).toBe('20260706 12:15')
    expect(earliestSlot(context())).toBe('20260706 12:15')
    // 11:40 + 20 lands on 12:00 exactly, which is kept
    expect(earliestSlot(context({ now: new Date('2026-07-06T16:40:00Z') }))).toBe('20260706 12:00')
  })

  it('gives different slots for the same instant in Chicago and Los Angeles', () => {
    const now = new Date('2026-07-06T20:00:00Z')
    expect(earliestSlot(context({ now, leadMinutes: 0 }))).toBe('20260706 15:00')
    expect(earliestSlot(context({ now, leadMinutes: 0, timezone: LOS_ANGELES }))).toBe('20260706 13:00')
    const late: TOpeningPeriod[] = daily.map((period) => ({ ...period, close: '23:00' }))
    const nearMidnight = context({ now: new Date('2026-07-07T05:30:00Z'), leadMinutes: 0, periods: late })
    expect(earliestSlot(nearMidnight)).toBe('20260707 10:00') // 00:30 CDT on Tuesday
    expect(earliestSlot({ ...nearMidnight, timezone: LOS_ANGELES })).toBe('20260706 22:30') // 22:30 PDT
    expect(orderDays({ ...nearMidnight, timezone: LOS_ANGELES }).at(-1)).toBe('20260719')
    expect(orderDays(nearMidnight).at(-1)).toBe('20260720')
  })

  it('puts the after-midnight part of an overnight period on the next calendar day', () => {
    const friday: TOpeningPeriod[] = [
      { day: 5, open: '18:00', close: '02:00' },
      { day: 6, open: '10:00', close: '14:00' },
    ]
    const ctx = context({ periods: friday })
    const fridaySlots = daySlots(ctx, '20260710')
    expect(fridaySlots[0]).toBe('20260710 18:00')
    expect(fridaySlots.at(-1)).toBe('20260710 23:45')
    const saturdaySlots = daySlots(ctx, '20260711')
    expect(saturdaySlots.slice(0, 2)).toEqual(['20260711 00:00', '20260711 00:15'])
    expect(saturdaySlots[7]).toBe('20260711 01:45')
    expect(saturdaySlots[8]).toBe('20260711 10:00')
    expect(saturdaySlots).toHaveLength(8 + 16)
    expect(daySlots(ctx, '20260709')).toEqual([]) // Thursday: no spill from Wednesday
    expect(orderDays(ctx)).toEqual(['20260710', '20260711', '20260717', '20260718'])
  })

  it('treats equal open and close as 24 hours and collapses overlapping periods', () => {
    const periods: TOpeningPeriod[] = [
      { day: 1, open: '00:00', close: '00:00' },
      { day: 1, open: '09:00', close: '12:00' },
    ]
    const slots = daySlots(context({ now: midnight, leadMinutes: 0, periods }), '20260706')
    expect(slots).toHaveLength(96)
    expect(slots.at(-1)).toBe('20260706 23:45')
    expect(daySlots(context({ now: midnight, periods }), '20260707')).toEqual([])
  })

  it('skips the missing hour on the spring-forward day', () => {
    const periods: TOpeningPeriod[] = [{ day: 0, open: '00:00', close: '04:00' }]
    const slots = daySlots(context({ now: new Date('2026-03-07T18:00:00Z'), periods }), '20260308')
    expect(slots).toHaveLength(12)
    expect(slots.slice(6)).toEqual([
      '20260308 01:30',
      '20260308 01:45',
      '20260308 03:00',
      '20260308 03:15',
      '20260308 03:30',
      '20260308 03:45',
    ])
  })

  it('measures lead time in real minutes across the spring-forward jump', () => {
    const periods: TOpeningPeriod[] = [{ day: 0, open: '00:00', close: '04:00' }]
    // 01:50 CST + 20 real minutes = 03:10 CDT
    const ctx = context({ now: new Date('2026-03-08T07:50:00Z'), periods })
    expect(daySlots(ctx, '20260308')).toEqual(['20260308 03:15', '20260308 03:30', '20260308 03:45'])
  })

  it('lists the repeated fall-back hour once', () => {
    const periods: TOpeningPeriod[] = [{ day: 0, open: '00:00', close: '03:00' }]
    const slots = daySlots(context({ now: new Date('2026-10-31T17:00:00Z'), periods }), '20261101')
    expect(slots).toHaveLength(12)
    expect(new Set(slots).size).toBe(12)
    expect(slots.slice(4, 9)).toEqual([
      '20261101 01:00',
      '20261101 01:15',
      '20261101 01:30',
      '20261101 01:45',
      '20261101 02:00',
    ])
  })

  it('measures lead time in real minutes across the fall-back repeat', () => {
    const periods: TOpeningPeriod[] = [{ day: 0, open: '00:00', close: '03:00' }]
    // 01:30 CDT + 60 real minutes = 01:30 CST; the wall clock alone would say 02:30
    const ctx = context({ now: new Date('2026-11-01T06:30:00Z'), leadMinutes: 60, periods })
    expect(daySlots(ctx, '20261101')[0]).toBe('20261101 02:00')
  })

  it('is empty for days outside the window or malformed days', () => {
    expect(daySlots(context(), '20260705')).toEqual([])
    expect(daySlots(context(), '20260720')).toEqual([])
    expect(daySlots(context({ advanceDays: 7 }), '20260713')).toEqual([])
    expect(daySlots(context({ channel: 'catering' }), '20260707')).toEqual([])
    expect(daySlots(context(), '2026-07-07')).toEqual([])
  })
})

describe('orderDays', () => {
  it('offers advancedays days starting today (14 by default, 7, and today only for 0)', () => {
    const days = orderDays(context())
    expect(days).toHaveLength(14)
    expect(days[0]).toBe('20260706')
    expect(days.at(-1)).toBe('20260719')
    expect(orderDays(context({ advanceDays: 7 })).at(-1)).toBe('20260712')
    expect(orderDays(context({ advanceDays: 7 }))).toHaveLength(7)
    expect(orderDays(context({ advanceDays: 0 }))).toEqual(['20260706'])
    expect(orderDays(context({ advanceDays: 1 }))).toEqual(['20260706'])
    expect(orderDays(context({ advanceDays: Number.NaN }))).toHaveLength(DEFAULT_ADVANCE_DAYS)
  })

  it('leaves out today once its last slot is too soon, and closed days', () => {
    const evening = context({ now: new Date('2026-07-07T01:50:00Z') }) // 20:50 CDT, +20 = 21:10
    expect(orderDays(evening)[0]).toBe('20260707')
    expect(orderDays(evening)).toHaveLength(13)
    const weekdays = context({ periods: daily.filter((period) => period.day !== 0) })
    expect(orderDays(weekdays)).not.toContain('20260712')
    expect(orderDays(weekdays)).toHaveLength(12)
    expect(orderDays(context({ periods: [] }))).toEqual([])
  })

  it('starts catering two store-local days ahead', () => {
    const days = orderDays(context({ channel: 'catering' }))
    expect(days[0]).toBe('20260708')
    expect(days.at(-1)).toBe('20260719')
    expect(earliestSlot(context({ channel: 'catering' }))).toBe('20260708 10:00')
  })
})

describe('earliestSlot', () => {
  it('is null when the window has no slot left', () => {
    expect(earliestSlot(context({ periods: [] }))).toBeNull()
    const sundays: TOpeningPeriod[] = [{ day: 0, open: '10:00', close: '21:00' }]
    expect(earliestSlot(context({ periods: sundays, advanceDays: 6 }))).toBeNull()
    expect(earliestSlot(context({ periods: sundays, advanceDays: 7 }))).toBe('20260712 10:00')
  })
})

describe('isAsapAvailable', () => {
  it('needs the store open now and a mealtime order', () => {
    expect(isAsapAvailable(context())).toBe(true)
    expect(isAsapAvailable(context({ now: new Date('2026-07-06T14:00:00Z') }))).toBe(false) // 09:00
    expect(isAsapAvailable(context({ channel: 'catering' }))).toBe(false)
    expect(isAsapAvailable(context({ periods: [] }))).toBe(false)
  })

  it("is not offered in the store's last minutes, when no slot is left today after the lead time", () => {
    const closing = daily.find((period) => period.day === 1)?.close ?? ''
    const [hours, minutes] = closing.split(':').map(Number)
    // Monday 2026-07-06 in Chicago (UTC-5), 20:35: lead 20 is past the last slot (20:45), lead 5 is not.
    const lastMinutes = new Date(Date.UTC(2026, 6, 6, (hours ?? 0) + 5, (minutes ?? 0) - 25))
    expect(isAsapAvailable(context({ now: lastMinutes }))).toBe(false)
    expect(isAsapAvailable(context({ now: lastMinutes, leadMinutes: 5 }))).toBe(true)
  })
})

describe('openSlots', () => {
  it('drops slots whose bookings reached capacity and keeps the order', () => {
    const slots = ['20260706 12:15', '20260706 12:30', '20260706 12:45']
    const booked = new Map([
      ['20260706 12:15', 3],
      ['20260706 12:30', 2],
    ])
    expect(openSlots(slots, booked, 3)).toEqual(['20260706 12:30', '20260706 12:45'])
    expect(openSlots(slots, booked, 2)).toEqual(['20260706 12:45'])
    expect(openSlots(slots, new Map(), 1)).toEqual(slots)
  })
})

describe('checkWantedTime', () => {
  function reasonOf(ctx: TSlotContext, wanted: string) {
    const check = checkWantedTime(ctx, wanted)
    return check.ok ? 'ok' : check.reason
  }

  it('accepts a slot and returns its instant', () => {
    expect(checkWantedTime(context(), '20260706 12:15')).toEqual({
      ok: true,
      instant: new Date('2026-07-06T17:15:00Z'),
    })
    expect(reasonOf(context(), '20260706 20:45')).toBe('ok')
    expect(reasonOf(context(), '20260719 10:00')).toBe('ok')
  })

  it('names every reason with a human message', () => {
    const cases: [TSlotContext, string, string, string][] = [
      [context(), '2026-07-06 12:15', 'malformed', 'Choose a date and time as YYYYMMDD HH:mm.'],
      [context(), '20260231 12:00', 'malformed', 'Choose a date and time as YYYYMMDD HH:mm.'],
      [context(), '20260706 12:20', 'off-grid', 'Choose a time on the quarter hour.'],
      [context(), '20260706 11:00', 'past', 'That time has already passed. Please choose another time.'],
      [
        context(),
        '20260706 12:00',
        'too-soon',
        'That time is too soon for the store to prepare your order. Please choose a later time.',
      ],
      [
        context(),
        '20260706 21:00',
        'outside-hours',
        'The store is not open for this order type at that time.',
      ],
      [
        context(),
        '20260707 09:45',
        'outside-hours',
        'The store is not open for this order type at that time.',
      ],
      [context(), '20260720 12:00', 'out-of-window', 'Orders can be scheduled up to 14 days ahead.'],
      [
        context({ advanceDays: 7 }),
        '20260713 12:00',
        'out-of-window',
        'Orders can be scheduled up to 7 days ahead.',
      ],
      [
        context({ advanceDays: 0 }),
        '20260707 12:00',
        'out-of-window',
        'Orders can only be scheduled for today.',
      ],
      [
        context({ channel: 'catering' }),
        '20260707 12:00',
        'out-of-window',
        'Catering orders must be scheduled at least 2 days ahead.',
      ],
    ]
    for (const [ctx, wanted, reason, message] of cases) {
      expect(checkWantedTime(ctx, wanted), wanted).toEqual({ ok: false, reason, message })
    }
    expect(reasonOf(context({ channel: 'catering' }), '20260708 12:00')).toBe('ok')
  })

  it('refuses a wall time that the spring-forward jump skips', () => {
    const ctx = context({
      now: new Date('2026-03-07T18:00:00Z'),
      periods: [{ day: 0, open: '00:00', close: '04:00' }],
    })
    expect(reasonOf(ctx, '20260308 02:30')).toBe('outside-hours')
    expect(reasonOf(ctx, '20260308 03:00')).toBe('ok')
  })

  it.each([
    ['a summer fortnight', new Date('2026-07-06T16:52:00Z')],
    ['the spring-forward weekend', new Date('2026-03-07T07:50:00Z')],
    ['the fall-back weekend', new Date('2026-10-31T06:30:00Z')],
  ])('agrees with daySlots on every day of %s', (_, now) => {
    const overnight: TOpeningPeriod[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      day,
      open: '22:00',
      close: '03:00',
    }))
    const ctx = context({ now, periods: [...daily, ...overnight], advanceDays: 3 })
    for (const day of orderDays(ctx)) {
      const slots = new Set(daySlots(ctx, day))
      for (let minutes = 0; minutes < 24 * 60; minutes += SLOT_MINUTES) {
        const wanted = `${day} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
        expect(checkWantedTime(ctx, wanted).ok, wanted).toBe(slots.has(wanted))
      }
    }
  })
})

describe('handoffLeadMinutes', () => {
  it("adds the drive to a delivery's lead time, and nothing to a pickup's", () => {
    expect(DELIVERY_EXTRA_LEAD_MINUTES).toBe(15)
    expect(handoffLeadMinutes(20, 'delivery')).toBe(35)
    expect(handoffLeadMinutes(20, 'dispatch')).toBe(35)
    for (const mode of ['pickup', 'curbside', 'drivethru'] as const)
      expect(handoffLeadMinutes(20, mode)).toBe(20)
  })
})
