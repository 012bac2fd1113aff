import { describe, expect, it } from 'vitest'
import {
  DELIVERY_RESULTS_LIMIT,
  distanceText,
  locationCount,
  locationsNear,
  NEARBY_RADIUS_MILES,
  NEARBY_SEARCH_LIMIT,
  nearbyLocations,
  nearbySearchPath,
  noStoreNearby,
  searchPoint,
  splitPayLocations,
} from './nearby-search.ts'

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

  it('asks for the nearest stores around a point', () => {
    expect(NEARBY_SEARCH_LIMIT).toBe(10)
    expect(nearbySearchPath({ lat: 32.78, lng: -96.8 })).toBe('locations?lat=32.78&lng=-96.8&limit=10')
  })

  it('keeps only the stores within the radius, nearest first as given', () => {
    const stores = [{ id: 1, distance: 0.4 }, { id: 2, distance: 100 }, { id: 3, distance: 100.1 }, { id: 4 }]
    expect(nearbyLocations(stores).map((store) => store.id)).toEqual([1, 2, 4])
    // Anchorage: the nearest store is 2,289 miles away, so nothing is near.
    expect(nearbyLocations([{ distance: 2289 }])).toEqual([])
  })

  it('heads an answer with its count and place', () => {
    expect(locationsNear(1, 'Dallas, TX')).toBe('1 location near Dallas, TX')
    expect(locationsNear(4, 'you')).toBe('4 locations near you')
  })

  it('shows a distance in miles with one decimal', () => {
    expect(distanceText(0.44)).toBe('0.4 mi')
    expect(distanceText(12)).toBe('12.0 mi')
  })
})

describe('splitPayLocations (spec §5, §9)', () => {
  const store = (id: number, groupsplitpay: boolean) => ({ id, services: { groupsplitpay } })

  it('keeps only the stores offering split payment, nearest first, at most 3', () => {
    const found = splitPayLocations([
      store(1, false),
      store(2, true),
      store(3, true),
      store(4, false),
      store(5, true),
      store(6, true),
    ])
    expect(found.map((location) => location.id)).toEqual([2, 3, 5])
    expect(DELIVERY_RESULTS_LIMIT).toBe(3)
  })

  it('is empty when none offers it (the page then says the spec sentence)', () => {
    expect(splitPayLocations([store(1, false), store(2, false)])).toEqual([])
  })
})
