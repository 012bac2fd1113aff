import { describe, expect, it } from 'vitest'
import { REGION_NAMES } from './regions.ts'
import { STATE_TIME_ZONES, stateTimeZone } from './state-time-zones.ts'

describe('a region’s time zone', () => {
  it('names one for every region the chain may open in, each a zone the runtime knows', () => {
    expect(Object.keys(STATE_TIME_ZONES).sort()).toEqual(Object.keys(REGION_NAMES).sort())
    for (const zone of Object.values(STATE_TIME_ZONES))
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow()
  })

  it('reads the code in any case, and knows nothing of other codes', () => {
    expect(stateTimeZone('tx')).toBe('America/Chicago')
    expect(stateTimeZone(' ID ')).toBe('America/Boise')
    expect(stateTimeZone('AZ')).toBe('America/Phoenix')
    expect(stateTimeZone('ZZ')).toBeUndefined()
    expect(stateTimeZone('')).toBeUndefined()
  })
})
