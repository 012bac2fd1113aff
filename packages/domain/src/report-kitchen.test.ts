import { describe, expect, it } from 'vitest'
import { kitchenFigures, NO_KITCHEN, REPORT_WEEKDAYS, reportHours } from './report-kitchen.ts'

describe('kitchen report figures (ADR 064)', () => {
  it('answers fill in basis points and the average seconds to ready, rounded half up', () => {
    const row = kitchenFigures('12', {
      booked: 3,
      capacity: 8,
      refused: 2,
      fullHours: 1,
      readied: 3,
      readySeconds: 1000,
      late: 1,
    })
    expect(row).toEqual({
      bucket: '12',
      booked: 3,
      capacity: 8,
      fillBps: 3750,
      refused: 2,
      fullHours: 1,
      readied: 3,
      averageReadySeconds: 333,
      late: 1,
    })
    expect(
      kitchenFigures('x', { ...NO_KITCHEN, booked: 1, capacity: 3, readied: 2, readySeconds: 3 }),
    ).toMatchObject({
      fillBps: 3333,
      averageReadySeconds: 2,
    })
  })

  it('answers zeros without capacity or ready orders', () => {
    expect(kitchenFigures('Mon', { ...NO_KITCHEN, refused: 4 })).toMatchObject({
      fillBps: 0,
      averageReadySeconds: 0,
      refused: 4,
    })
  })

  it('lists 24 hours and 7 weekdays from Monday', () => {
    expect(reportHours()).toHaveLength(24)
    expect(reportHours()[0]).toBe('00')
    expect(reportHours()[23]).toBe('23')
    expect(REPORT_WEEKDAYS[0]).toBe('Mon')
    expect(REPORT_WEEKDAYS).toHaveLength(7)
  })
})
