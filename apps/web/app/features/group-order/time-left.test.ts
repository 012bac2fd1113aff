import { describe, expect, it } from 'vitest'
import { formatTimeLeft, MINUTE_MS } from './time-left.ts'

const now = Date.UTC(2026, 10, 23, 9, 0)

describe('formatTimeLeft', () => {
  it('shows days, hours and minutes while more than a day is left', () => {
    expect(formatTimeLeft(now + (2 * 1440 + 5 * 60 + 10) * MINUTE_MS, now)).toBe('2d 5h 10m')
    expect(formatTimeLeft(now + 7 * 1440 * MINUTE_MS, now)).toBe('7d 0h 0m')
  })

  it('drops empty leading units', () => {
    expect(formatTimeLeft(now + (5 * 60 + 0) * MINUTE_MS, now)).toBe('5h 0m')
    expect(formatTimeLeft(now + 10 * MINUTE_MS, now)).toBe('10m')
  })

  it('rounds a part of a minute up, so the last seconds still show 1m', () => {
    expect(formatTimeLeft(now + 1_000, now)).toBe('1m')
    expect(formatTimeLeft(now + 61_000, now)).toBe('2m')
  })

  it('says the deadline passed once it is reached', () => {
    expect(formatTimeLeft(now, now)).toBe('Deadline passed')
    expect(formatTimeLeft(now - MINUTE_MS, now)).toBe('Deadline passed')
  })
})
