import { describe, expect, it } from 'vitest'
import { locationCount, NEARBY_RADIUS_MILES, noStoreNearby, searchPoint } from './nearby-search.ts'

describe('location search', () => {
  it('counts locations in good English', () => {
    expect(locationCount(1)).toBe('1 location')
    expect(locationCount(0)).toBe('0 locations')
    expect(locationCount(3)).toBe('3 locations')
  })

  it('reads a point from lat/lng and treats any bad pair the same (999 like abc)', () => {
    expect(searchPoint('32.78', '-96.8')).toEqual({ lat: 32.78, lng: -96.8 })
    expect(searchPoint(null, null)).toBeNull()
    for (const [lat, lng] of [
      ['999', '999'],
      ['abc', '-96.8'],
      ['32.7', null],
      ['', ''],
      ['91', '0'],
      ['0', '-181'],
    ] as const)
      expect(searchPoint(lat, lng), `${lat},${lng}`).toBe('invalid')
  })

  it('says there is no store nearby within the radius', () => {
    expect(NEARBY_RADIUS_MILES).toBe(100)
    expect(noStoreNearby('Anchorage, AK')).toBe(
      'There is no Red Door Deli within 100 miles of Anchorage, AK. Try another city or ZIP code.',
    )
  })
})
