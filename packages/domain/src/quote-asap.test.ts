import type { TOpeningPeriod } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import { DEFAULT_ADVANCE_DAYS, type TSlotContext } from './order-time.ts'
import { quoteAsap } from './quote-asap.ts'

const CHICAGO = 'America/Chicago'
const week = (open: string, close: string): TOpeningPeriod[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close }))
const daily = week('10:00', '21:00')
const allDay = week('00:00', '00:00')

/** Monday 2026-07-06 11:52 CDT, lead 20 (which ASAP quotes leave to make time), a mealtime order. */
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
const idle = { stations: 2, liveWork: [] }

describe('quoteAsap: now + the wait for a station + this order’s make time', () => {
  it('an idle kitchen quotes the make time alone, in its 15-minute slot', () => {
    expect(quoteAsap(context(), idle, 300)).toEqual({
      ready: new Date('2026-07-06T16:57:00Z'),
      wanted: '20260706 11:57',
      slot: '20260706 11:45',
      waitSeconds: 0,
    })
  })

  it('counts an order ahead due to start before a station frees, not one due after', () => {
    // One station busy 10 minutes; an order ahead starts in 5 (8 to make): it goes first, 18 minutes.
    const busy = { stations: 1, liveWork: [600] }
    expect(quoteAsap(context(), { ...busy, planned: [[300, 480]] }, 300)?.waitSeconds).toBe(1_080)
    expect(quoteAsap(context(), { ...busy, planned: [[300, 480]] }, 300)?.wanted).toBe('20260706 12:15')
    // Due in 11 minutes: the station frees at 10, the new order starts first.
    expect(quoteAsap(context(), { ...busy, planned: [[660, 480]] }, 300)?.waitSeconds).toBe(600)
  })

  it('reads the kitchen as it makes orders: due first, keeping the promises already made', () => {
    // One station; an ASAP order waiting (11 minutes to make, promised in 20) and an order ahead due to
    // start in 2 minutes (5 to make, promised in 7). Made first, the new 5-minute order would make the
    // ASAP one late (5 + 5 + 11 = 21 > 20): it goes after both, starting at 16, ready at 21 (12:13).
    const waiting = {
      stations: 1,
      liveWork: [],
      planned: [
        [0, 660, 1_200],
        [120, 300, 420],
      ] as const,
    }
    expect(quoteAsap(context(), waiting, 300)).toMatchObject({ wanted: '20260706 12:13', waitSeconds: 960 })
    // The same store closing at 12:10, mid-quote: none (the plan's answer falls after closing).
    expect(quoteAsap(context({ periods: week('10:00', '12:10') }), waiting, 300)).toBeNull()
    expect(quoteAsap(context({ periods: week('10:00', '12:15') }), waiting, 300)?.wanted).toBe(
      '20260706 12:13',
    )
  })

  it('rounds up to the whole minute', () => {
    const quote = quoteAsap(context({ now: new Date('2026-07-06T16:52:30Z') }), idle, 301)
    expect(quote?.wanted).toBe('20260706 11:58')
  })

  it('a busy kitchen adds the wait until a station frees', () => {
    const quote = quoteAsap(context(), { stations: 1, liveWork: [600, 600] }, 300)
    expect(quote?.waitSeconds).toBe(1_200)
    expect(quote?.wanted).toBe('20260706 12:17')
    expect(quote?.slot).toBe('20260706 12:15')
  })

  it('a second basket quotes later than the first, and earlier again once the first is made', () => {
    const first = quoteAsap(context(), { stations: 1, liveWork: [900] }, 300)
    // The first is submitted: its make time is live work when the second basket asks.
    const second = quoteAsap(context(), { stations: 1, liveWork: [900, 300] }, 300)
    const afterReady = quoteAsap(context(), { stations: 1, liveWork: [900] }, 300)
    expect(first && second && second.ready > first.ready).toBe(true)
    expect(afterReady && second && afterReady.ready < second.ready).toBe(true)
  })

  it("adds a manager's extra lead and the drive, never the store's fixed lead", () => {
    expect(quoteAsap(context({ extraLeadMinutes: 10 }), idle, 300)?.wanted).toBe('20260706 12:07')
    expect(quoteAsap(context(), idle, 300, 15)?.wanted).toBe('20260706 12:12')
    expect(quoteAsap(context({ leadMinutes: 45 }), idle, 300)?.wanted).toBe('20260706 11:57')
  })
})

describe('quoteAsap: no quote when ASAP is off or the store closes first', () => {
  it('none for catering, a paused ASAP, a closed day or a closed store', () => {
    expect(quoteAsap(context({ channel: 'catering' }), idle, 300)).toBeNull()
    expect(quoteAsap(context({ asapPaused: true }), idle, 300)).toBeNull()
    expect(quoteAsap(context({ closedDays: ['20260706'] }), idle, 300)).toBeNull()
    expect(quoteAsap(context({ now: new Date('2026-07-06T14:00:00Z') }), idle, 300)).toBeNull() // 09:00
  })

  it('a store closing mid-quote: ready by closing is quoted, a minute after is not', () => {
    const closesAtNoon = week('10:00', '12:00')
    const at = (now: string) => context({ periods: closesAtNoon, now: new Date(now) })
    // 11:40 + 19 min = 11:59: in the last slot (11:45 … 12:00).
    expect(quoteAsap(at('2026-07-06T16:40:00Z'), idle, 19 * 60)?.slot).toBe('20260706 11:45')
    // 11:40 + 20 min = 12:00, the closing minute: no slot holds it.
    expect(quoteAsap(at('2026-07-06T16:40:00Z'), idle, 20 * 60)).toBeNull()
    // The wait for a station pushes a quick order past closing.
    expect(quoteAsap(at('2026-07-06T16:40:00Z'), { stations: 1, liveWork: [900] }, 300)).toBeNull()
  })

  it('a quote past midnight is none, even where the store is open all day', () => {
    const lateNight = context({ periods: allDay, now: new Date('2026-07-07T04:40:00Z') }) // 23:40
    expect(quoteAsap(lateNight, idle, 19 * 60)?.wanted).toBe('20260706 23:59')
    expect(quoteAsap(lateNight, idle, 20 * 60)).toBeNull()
  })
})

describe('quoteAsap on daylight-saving days (store-local walls, real waits)', () => {
  it('spring forward: 01:50 CST + 20 minutes is 03:10 CDT', () => {
    const now = new Date('2026-03-08T07:50:00Z')
    const quote = quoteAsap(context({ periods: allDay, now }), idle, 20 * 60)
    expect(quote).toEqual({
      ready: new Date('2026-03-08T08:10:00Z'),
      wanted: '20260308 03:10',
      slot: '20260308 03:00',
      waitSeconds: 0,
    })
  })

  it('fall back: 01:50 CDT + 20 minutes is 01:10 CST, and still quoted', () => {
    const now = new Date('2026-11-01T06:50:00Z')
    const quote = quoteAsap(context({ periods: allDay, now }), idle, 20 * 60)
    expect(quote?.ready).toEqual(new Date('2026-11-01T07:10:00Z'))
    expect(quote?.wanted).toBe('20261101 01:10')
    expect(quote?.slot).toBe('20261101 01:00')
  })

  it('a store closing at 03:00 on the spring-forward night quotes nothing past its close', () => {
    const now = new Date('2026-03-08T07:40:00Z') // 01:40 CST
    const closesAtThree = week('00:00', '03:00')
    expect(quoteAsap(context({ periods: closesAtThree, now }), idle, 15 * 60)?.wanted).toBe('20260308 01:55')
    // 01:40 + 30 minutes of real time is 03:10 CDT: the store has closed.
    expect(quoteAsap(context({ periods: closesAtThree, now }), idle, 30 * 60)).toBeNull()
  })
})
