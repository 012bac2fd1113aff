import { describe, expect, it } from 'vitest'
import { SLOT_MINUTES } from './order-time.ts'
import {
  MAX_PERIODS_PER_DAY,
  SLOT_CAPACITY_RANGE,
  slotCapacityProblem,
  sortPeriods,
  weeklyHoursProblem,
} from './weekly-hours.ts'

const period = (day: number, open: string, close: string) => ({ day, open, close })

describe("weeklyHoursProblem (a manager editing a handoff's weekly hours)", () => {
  it('accepts a usual week, no hours at all, split days and 24-hour days', () => {
    expect(weeklyHoursProblem([period(1, '10:30', '21:00'), period(2, '10:30', '21:00')])).toBeNull()
    expect(weeklyHoursProblem([])).toBeNull()
    expect(weeklyHoursProblem([period(3, '07:00', '11:00'), period(3, '11:00', '15:00')])).toBeNull()
    expect(weeklyHoursProblem([period(0, '00:00', '00:00')])).toBeNull()
  })

  it('accepts a night past midnight that ends before the next day opens', () => {
    expect(weeklyHoursProblem([period(5, '10:30', '00:30'), period(6, '10:30', '00:30')])).toBeNull()
    expect(weeklyHoursProblem([period(6, '18:00', '02:00'), period(0, '02:00', '12:00')])).toBeNull()
  })

  it('names the day whose hours overlap', () => {
    expect(weeklyHoursProblem([period(2, '10:00', '14:00'), period(2, '13:00', '20:00')])).toBe(
      "Tuesday's hours overlap. Please fix them.",
    )
  })

  it('catches a night that runs into the next day, also from Saturday into Sunday', () => {
    expect(weeklyHoursProblem([period(4, '18:00', '02:00'), period(5, '01:00', '09:00')])).toBe(
      "Friday's hours overlap. Please fix them.",
    )
    expect(weeklyHoursProblem([period(6, '18:00', '02:00'), period(0, '01:00', '12:00')])).toBe(
      "Sunday's hours overlap. Please fix them.",
    )
    expect(weeklyHoursProblem([period(1, '00:00', '00:00'), period(2, '00:00', '06:00')])).toBeNull()
    expect(weeklyHoursProblem([period(1, '06:00', '06:00'), period(2, '05:00', '07:00')])).toBe(
      "Tuesday's hours overlap. Please fix them.",
    )
  })

  it(`allows at most ${MAX_PERIODS_PER_DAY} opening periods a day`, () => {
    const four = ['06:00', '09:00', '12:00', '15:00'].map((open, index) =>
      period(4, open, ['08:00', '11:00', '14:00', '17:00'][index] as string),
    )
    expect(weeklyHoursProblem(four)).toBe('Thursday can have at most 3 opening periods.')
    expect(weeklyHoursProblem(four.slice(0, 3))).toBeNull()
  })

  it('asks for both times of a period a form left empty', () => {
    expect(weeklyHoursProblem([period(2, '', '14:00')])).toBe('Enter when Tuesday opens and closes.')
    expect(weeklyHoursProblem([period(6, '10:00', '')])).toBe('Enter when Saturday opens and closes.')
  })

  it('sorts periods by day, then opening time', () => {
    expect(
      sortPeriods([period(2, '12:00', '14:00'), period(0, '09:00', '10:00'), period(2, '07:00', '09:00')]),
    ).toEqual([period(0, '09:00', '10:00'), period(2, '07:00', '09:00'), period(2, '12:00', '14:00')])
  })
})

describe('slotCapacityProblem', () => {
  it('takes whole numbers of orders in the range, or null for the chain default', () => {
    expect(slotCapacityProblem(null)).toBeNull()
    expect(slotCapacityProblem(SLOT_CAPACITY_RANGE.min)).toBeNull()
    expect(slotCapacityProblem(SLOT_CAPACITY_RANGE.max)).toBeNull()
    const message = 'Choose between 1 and 1,000 orders per 15-minute time slot.'
    expect(slotCapacityProblem(0)).toBe(message)
    expect(slotCapacityProblem(1_001)).toBe(message)
    expect(slotCapacityProblem(2.5)).toBe(message)
    expect(slotCapacityProblem(Number.NaN)).toBe(message)
  })

  it('names the slot length the order-time rules use (SLOT_MINUTES)', () => {
    expect(slotCapacityProblem(0)).toContain(`per ${SLOT_MINUTES}-minute time slot`)
  })
})
