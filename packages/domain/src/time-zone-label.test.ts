import { describe, expect, it } from 'vitest'
import { timeZoneLabel } from './time-zone-label.ts'

describe('timeZoneLabel', () => {
  it('says a store zone as guests say it, one wording everywhere', () => {
    expect(timeZoneLabel('America/Chicago')).toBe('Central Time')
    expect(timeZoneLabel('America/Los_Angeles')).toBe('Pacific Time')
    expect(timeZoneLabel('Not/AZone')).toBe('Not/AZone')
  })
})
