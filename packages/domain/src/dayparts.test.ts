import { describe, expect, it } from 'vitest'
import { daypartOn, daypartProblem, daypartRuleProblem, daypartStatus, type TDaypart } from './dayparts.ts'

const BREAKFAST = 10
const CATERING = 20
const breakfast: TDaypart = {
  categoryId: BREAKFAST,
  name: 'Breakfast',
  day: null,
  start: 6 * 60,
  end: 10 * 60 + 30,
  leadMinutes: 0,
}
const catering: TDaypart = {
  categoryId: CATERING,
  name: 'Catering',
  day: null,
  start: 7 * 60,
  end: 20 * 60,
  leadMinutes: 24 * 60,
}
const NY = 'America/New_York'
const LA = 'America/Los_Angeles'

describe('daypartProblem', () => {
  const check = (at: string, now = at, options: Partial<{ timeZone: string; dayparts: TDaypart[] }> = {}) =>
    daypartProblem({
      dayparts: options.dayparts ?? [breakfast, catering],
      categoryId: BREAKFAST,
      name: 'Bacon Egg Sandwich',
      at: new Date(at),
      now: new Date(now),
      timeZone: options.timeZone ?? NY,
    })

  it('takes an order inside the window and refuses one outside, in the store time zone', () => {
    // 2026-11-27 14:00Z is 9:00 in New York, 6:00 in Los Angeles.
    expect(check('2026-11-27T14:00:00Z')).toBeNull()
    expect(check('2026-11-27T16:00:00Z')).toBe(
      'Bacon Egg Sandwich is served 6:00 AM – 10:30 AM (store time) only; choose a time in that window.',
    )
    expect(check('2026-11-27T14:00:00Z', undefined, { timeZone: LA })).toBeNull()
    expect(check('2026-11-27T13:30:00Z', undefined, { timeZone: LA })).toMatch(/is served 6:00 AM/)
    // The end is exclusive: 10:30 New York is out.
    expect(check('2026-11-27T15:30:00Z')).toMatch(/is served/)
  })

  it('lets an order placed outside the window ask for a time inside it (order ahead)', () => {
    // Ordered at 15:00 New York for tomorrow 8:00.
    expect(check('2026-11-28T13:00:00Z', '2026-11-27T20:00:00Z')).toBeNull()
  })

  it('applies a one-off of a date in place of the everyday window', () => {
    const holiday: TDaypart = { ...breakfast, day: '2026-12-25', start: 8 * 60, end: 12 * 60 }
    const closed: TDaypart = { ...breakfast, day: '2026-12-26', start: null, end: null }
    const dayparts = [breakfast, holiday, closed]
    expect(check('2026-12-25T16:30:00Z', undefined, { dayparts })).toBeNull() // 11:30 New York
    expect(check('2026-12-26T14:00:00Z', undefined, { dayparts })).toBe(
      'Bacon Egg Sandwich is not served on Sat, Dec 26.',
    )
    expect(check('2026-12-27T14:00:00Z', undefined, { dayparts })).toBeNull()
  })

  it('asks for the lead time before the order time', () => {
    const problem = (at: string, now: string) =>
      daypartProblem({
        dayparts: [catering],
        categoryId: CATERING,
        name: 'Party Platter',
        at: new Date(at),
        now: new Date(now),
        timeZone: NY,
      })
    expect(problem('2026-11-28T15:00:00Z', '2026-11-27T16:00:00Z')).toBe(
      'Party Platter needs 1 day notice; choose a later time.',
    )
    expect(problem('2026-11-28T15:00:00Z', '2026-11-27T15:00:00Z')).toBeNull()
  })

  it('answers null for a category without a daypart', () => {
    expect(
      daypartProblem({
        dayparts: [breakfast],
        categoryId: 99,
        name: 'Soup',
        at: new Date(),
        now: new Date(),
        timeZone: NY,
      }),
    ).toBeNull()
  })

  it('keeps the wall-clock window across a DST change', () => {
    // 2026-11-01: New York falls back at 2:00. 6:00 EST is 11:00Z (it was 10:00Z the day before).
    expect(check('2026-11-01T11:00:00Z')).toBeNull()
    expect(check('2026-11-01T10:30:00Z')).toMatch(/is served/) // 5:30 EST
    expect(check('2026-10-31T10:00:00Z')).toBeNull() // 6:00 EDT
    // 2026-03-08: spring forward; 10:29 EDT is 14:29Z.
    expect(check('2026-03-08T14:29:00Z')).toBeNull()
    expect(check('2026-03-08T14:30:00Z')).toMatch(/is served/)
  })
})

describe('daypartStatus', () => {
  it('words the categories outside their window and ends at the next edge', () => {
    const status = daypartStatus([breakfast, catering], new Date('2026-11-27T16:00:00Z'), NY) // 11:00
    expect(status.notNow.get(BREAKFAST)).toBe('Not available now: served 6:00 AM – 10:30 AM')
    expect(status.notNow.has(CATERING)).toBe(false)
    expect(status.changesAt?.toISOString()).toBe('2026-11-28T01:00:00.000Z') // catering ends 20:00
  })

  it('ends at local midnight when no edge is left today, on a DST day too', () => {
    const status = daypartStatus([breakfast], new Date('2026-11-01T16:00:00Z'), NY) // 11:00 EST, fall-back day
    expect(status.changesAt?.toISOString()).toBe('2026-11-02T05:00:00.000Z')
    const early = daypartStatus([breakfast], new Date('2026-03-08T09:00:00Z'), NY) // 5:00 EDT after the jump
    expect(early.notNow.has(BREAKFAST)).toBe(true)
    expect(early.changesAt?.toISOString()).toBe('2026-03-08T10:00:00.000Z')
  })

  it('has nothing to say without dayparts', () => {
    expect(daypartStatus([], new Date(), NY)).toEqual({ notNow: new Map(), changesAt: null })
  })

  it('says "today" for a one-off that stops a category for the day', () => {
    const off: TDaypart = { ...breakfast, day: '2026-11-27', start: null, end: null }
    expect(daypartStatus([breakfast, off], new Date('2026-11-27T14:00:00Z'), NY).notNow.get(BREAKFAST)).toBe(
      'Not available today',
    )
  })
})

describe('daypart rules', () => {
  it('wants a forward window of 15 minutes or more', () => {
    expect(daypartRuleProblem({ day: null, start: 600, end: 610, leadMinutes: 0 })).toMatch(
      /at least 15 minutes/,
    )
    expect(daypartRuleProblem({ day: null, start: null, end: null, leadMinutes: 0 })).toMatch(/needs a start/)
    expect(daypartRuleProblem({ day: '2026-12-25', start: null, end: null, leadMinutes: 0 })).toBeNull()
    expect(daypartRuleProblem({ day: null, start: 360, end: 630, leadMinutes: 0 })).toBeNull()
  })

  it('picks the date one-off over the everyday rule', () => {
    const holiday: TDaypart = { ...breakfast, day: '2026-12-25', start: 480, end: 720 }
    expect(daypartOn([breakfast, holiday], BREAKFAST, '20261225')).toBe(holiday)
    expect(daypartOn([breakfast, holiday], BREAKFAST, '20261224')).toBe(breakfast)
  })
})
