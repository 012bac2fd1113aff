import type { TOpeningPeriod } from '@deli/contracts'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { earliestSlot, isAsapAvailable, orderDays, type TSlotContext } from './order-time.ts'
import { orderTimeFacts } from './order-time-facts.ts'

/** The facts worked out without keeping anything. */
const direct = (ctx: TSlotContext) => ({
  asapAvailable: isAsapAvailable(ctx),
  earliest: earliestSlot(ctx),
  days: orderDays(ctx),
})

const MINUTE = 60_000
const week = (open: string, close: string): TOpeningPeriod[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close }))

// Zones with DST, half-hour and quarter-hour offsets, and a half-hour DST shift (Lord Howe).
const zones = [
  'America/Chicago',
  'America/St_Johns',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Europe/London',
]
const hours = [
  week('10:00', '21:00'),
  week('06:30', '14:45'),
  week('18:00', '02:00'),
  [
    { day: 1, open: '11:00', close: '15:00' },
    { day: 5, open: '00:00', close: '23:59' },
  ],
  [],
]

/** Monday 2026-07-06 11:52:30 CDT, open 10:00–21:00 every day, lead 20, a week ahead. */
const dallasMonday = (overrides: Partial<TSlotContext> = {}): TSlotContext => ({
  now: new Date('2026-07-06T16:52:30Z'),
  timezone: 'America/Chicago',
  periods: week('10:00', '21:00'),
  leadMinutes: 20,
  advanceDays: 7,
  channel: 'mealtime',
  ...overrides,
})

const contexts = fc.record({
  // Any instant from 2026 to 2028, so DST changes and year ends are among them.
  now: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 11, 31) }).map((ms) => new Date(ms)),
  timezone: fc.constantFrom(...zones),
  periods: fc.constantFrom(...hours),
  leadMinutes: fc.integer({ min: 0, max: 120 }),
  advanceDays: fc.integer({ min: 0, max: 10 }),
  channel: fc.constantFrom('mealtime' as const, 'catering' as const),
  closedDays: fc.constantFrom(undefined, [] as string[], ['20270102', '20261225']),
  asapPaused: fc.boolean(),
  extraLeadMinutes: fc.constantFrom(undefined, 0, 15, 45),
})

describe('order-time facts, kept for the minute (orderTimeFacts)', () => {
  it('inside one minute every instant has the same facts (why keeping them is safe)', () => {
    fc.assert(
      fc.property(contexts, fc.integer({ min: 1, max: MINUTE - 1 }), (ctx, offset) => {
        const minute = Math.floor(ctx.now.getTime() / MINUTE) * MINUTE
        const early = direct({ ...ctx, now: new Date(minute + 1) })
        expect(direct({ ...ctx, now: new Date(minute + offset) })).toEqual(early)
        expect(direct({ ...ctx, now: new Date(minute + MINUTE - 1) })).toEqual(early)
      }),
      { numRuns: 150 },
    )
  })

  it('answers what working them out answers, first and kept', () => {
    fc.assert(
      fc.property(contexts, (ctx) => {
        expect(orderTimeFacts(ctx)).toEqual(direct(ctx))
        expect(orderTimeFacts(ctx)).toEqual(direct(ctx))
      }),
      { numRuns: 150 },
    )
  })

  it('tells contexts apart: another store’s hours, lead or closed day are not answered from the kept facts', () => {
    const base = dallasMonday()
    expect(orderTimeFacts(base).earliest).toBe('20260706 12:15')
    expect(orderTimeFacts({ ...base, leadMinutes: 40 }).earliest).toBe('20260706 12:45')
    expect(orderTimeFacts({ ...base, periods: week('13:00', '21:00') }).earliest).toBe('20260706 13:00')
    expect(orderTimeFacts({ ...base, closedDays: ['20260706'] }).earliest).toBe('20260707 10:00')
    expect(orderTimeFacts({ ...base, asapPaused: true }).asapAvailable).toBe(false)
    expect(orderTimeFacts(base)).toEqual(direct(base))
  })

  it('works out again at a minute’s exact edge and for a fractional lead', () => {
    const edge = dallasMonday({ now: new Date('2026-07-06T16:55:00.000Z') })
    // 11:55 + 20 = 12:15 exactly: that slot is still ready at the edge, not a millisecond later.
    expect(orderTimeFacts(edge).earliest).toBe('20260706 12:15')
    expect(orderTimeFacts({ ...edge, now: new Date(edge.now.getTime() + 1) }).earliest).toBe('20260706 12:30')
    const fractional = { ...edge, now: new Date(edge.now.getTime() + 1), leadMinutes: 19.5 }
    expect(orderTimeFacts(fractional)).toEqual(direct(fractional))
  })

  it('gives each caller its own list of days', () => {
    const ctx = dallasMonday({ advanceDays: 3 })
    orderTimeFacts(ctx).days.push('changed')
    expect(orderTimeFacts(ctx).days).toEqual(['20260706', '20260707', '20260708'])
  })
})
