import { describe, expect, it } from 'vitest'
import { isInDeliveryZone, type TDeliveryZone } from './delivery-zone.ts'
import { distanceMiles } from './distance.ts'

const store = { latitude: 41.8781, longitude: -87.6298 } // Chicago Loop

describe('isInDeliveryZone: radius', () => {
  const zone: TDeliveryZone = { type: 'radius', miles: 3 }

  it('accepts points inside the radius and refuses points outside', () => {
    expect(isInDeliveryZone(zone, store, store)).toBe(true)
    expect(isInDeliveryZone(zone, store, { latitude: 41.9, longitude: -87.64 })).toBe(true) // ~1.6 mi
    expect(isInDeliveryZone(zone, store, { latitude: 41.97, longitude: -87.66 })).toBe(false) // ~6.5 mi
  })

  it('counts a point exactly on the edge as inside', () => {
    const point = { latitude: 41.92, longitude: -87.6298 }
    const edge = distanceMiles({ lat: store.latitude, lng: store.longitude }, { lat: 41.92, lng: -87.6298 })
    expect(isInDeliveryZone({ type: 'radius', miles: edge }, store, point)).toBe(true)
    expect(isInDeliveryZone({ type: 'radius', miles: edge - 0.001 }, store, point)).toBe(false)
  })

  it('refuses everything for a zero or invalid radius except the store itself', () => {
    expect(isInDeliveryZone({ type: 'radius', miles: 0 }, store, store)).toBe(true)
    expect(isInDeliveryZone({ type: 'radius', miles: -1 }, store, store)).toBe(false)
    expect(isInDeliveryZone({ type: 'radius', miles: Number.NaN }, store, store)).toBe(false)
  })
})

describe('isInDeliveryZone: polygon', () => {
  /** A U shape (in 0.01° steps from 41.8, -87.7) whose notch opens to the north. */
  const at = (north: number, east: number): [number, number] => [41.8 + north / 100, -87.7 + east / 100]
  const point = (north: number, east: number) => {
    const [latitude, longitude] = at(north, east)
    return { latitude, longitude }
  }
  const zone: TDeliveryZone = {
    type: 'polygon',
    points: [at(0, 0), at(0, 4), at(4, 4), at(4, 3), at(1, 3), at(1, 1), at(4, 1), at(4, 0)],
  }

  it('accepts points in the arms and the base of a concave polygon', () => {
    expect(isInDeliveryZone(zone, store, point(2, 0.5))).toBe(true)
    expect(isInDeliveryZone(zone, store, point(3.5, 3.5))).toBe(true)
    expect(isInDeliveryZone(zone, store, point(0.5, 2))).toBe(true)
  })

  it('refuses a point in the notch and points outside', () => {
    expect(isInDeliveryZone(zone, store, point(2, 2))).toBe(false)
    expect(isInDeliveryZone(zone, store, point(3.9, 2))).toBe(false)
    expect(isInDeliveryZone(zone, store, point(5, 2))).toBe(false)
    expect(isInDeliveryZone(zone, store, point(2, -1))).toBe(false)
    expect(isInDeliveryZone(zone, store, point(-0.5, 2))).toBe(false)
  })

  it('counts points on an edge or a vertex as inside, including the notch rim', () => {
    expect(isInDeliveryZone(zone, store, point(0, 2))).toBe(true)
    expect(isInDeliveryZone(zone, store, point(4, 4))).toBe(true)
    expect(isInDeliveryZone(zone, store, point(1, 2))).toBe(true)
    expect(isInDeliveryZone(zone, store, point(2, 1))).toBe(true)
  })

  it('does not depend on the winding direction or a repeated closing point', () => {
    const reversed: TDeliveryZone = { type: 'polygon', points: [...zone.points].reverse() }
    const closed: TDeliveryZone = { type: 'polygon', points: [...zone.points, at(0, 0)] }
    for (const candidate of [reversed, closed]) {
      expect(isInDeliveryZone(candidate, store, point(2, 0.5))).toBe(true)
      expect(isInDeliveryZone(candidate, store, point(2, 2))).toBe(false)
    }
  })

  it('refuses everything for fewer than three points', () => {
    expect(isInDeliveryZone({ type: 'polygon', points: [] }, store, store)).toBe(false)
    expect(isInDeliveryZone({ type: 'polygon', points: [at(0, 0), at(1, 1)] }, store, point(0.5, 0.5))).toBe(
      false,
    )
  })
})
