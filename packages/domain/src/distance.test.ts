import { describe, expect, it } from 'vitest'
import { distanceMiles, sortByDistance } from './distance.ts'

const newOrleans = { lat: 29.9511, lng: -90.0715 }
const batonRouge = { lat: 30.4515, lng: -91.1871 }

describe('distanceMiles', () => {
  it('is zero for the same point', () => {
    expect(distanceMiles(newOrleans, newOrleans)).toBe(0)
  })

  it('matches known distances', () => {
    // spherical law of cosines on the same radius gives 75.056 miles
    expect(distanceMiles(newOrleans, batonRouge)).toBeCloseTo(75.056, 2)
    // one degree of latitude is about 69.1 miles
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(69.09, 1)
  })

  it('is symmetric and handles the antimeridian', () => {
    expect(distanceMiles(newOrleans, batonRouge)).toBeCloseTo(distanceMiles(batonRouge, newOrleans), 10)
    expect(distanceMiles({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(69.09, 1)
  })
})

describe('sortByDistance', () => {
  const stores = [
    { id: 1, latitude: batonRouge.lat, longitude: batonRouge.lng },
    { id: 2, latitude: 29.9451, longitude: -90.0703 },
    { id: 3, latitude: 30.0, longitude: -90.1 },
  ]

  it('puts the nearest first and adds the distance rounded to 0.1', () => {
    const sorted = sortByDistance(stores, newOrleans)
    expect(sorted.map((store) => store.id)).toEqual([2, 3, 1])
    expect(sorted[0]?.distance).toBe(0.4)
    expect(sorted[2]?.distance).toBe(75.1)
    for (const store of sorted) expect(Math.round(store.distance * 10)).toBe(store.distance * 10)
  })

  it('does not mutate the input', () => {
    const copy = structuredClone(stores)
    sortByDistance(stores, newOrleans)
    expect(stores).toEqual(copy)
  })

  it('returns an empty list for no items', () => {
    expect(sortByDistance([], newOrleans)).toEqual([])
  })
})
