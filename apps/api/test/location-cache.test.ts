import { ZLocationSchema } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import { LocationCache } from '../src/modules/stores/location-cache.ts'
import type { TStoreRow } from '../src/modules/stores/tables.ts'
import { toLocation } from '../src/modules/stores/to-location.ts'

const row = (id: number, name = `Store ${id}`): TStoreRow => ({
  id,
  menuId: id + 1000,
  name,
  path: `tx/dallas/${id}-main-st`,
  address: `${id} Main St`,
  city: 'Dallas',
  state: 'TX',
  zip: '75201',
  phone: '(214) 555-0100',
  latitude: 32.78,
  longitude: -96.8,
  timezone: 'America/Chicago',
  isAvailable: true,
  isComingSoon: false,
  openingDate: null,
  isPublished: true,
  geocodePrecision: null,
  services: {
    advancedays: 13,
    pickup: true,
    curbside: false,
    drivethru: false,
    delivery: false,
    dispatch: false,
    transfercart: false,
    groupsplitpay: false,
  },
  hours: { pickup: [{ day: 1, open: '10:00', close: '21:00' }] },
  taxRateBps: 825,
  leadTimeMinutes: 20,
  slotCapacity: null,
  kitchenStations: null,
  deliveryZone: null,
  deliveryFeeCents: 0,
  deliveryMinimumCents: 0,
  createdAt: new Date('2026-01-01T00:00:00Z'),
})

describe('LocationCache (ADR 032)', () => {
  it("keeps a store's encoding for its row version only", () => {
    const cache = new LocationCache()
    const kept = cache.put(row(1), '100')
    expect(cache.get(1, '100')).toBe(kept)
    expect(cache.get(1, '101')).toBeUndefined()
    expect(cache.get(2, '100')).toBeUndefined()
    const changed = cache.put(row(1, 'Renamed'), '101')
    expect(cache.get(1, '101')).toBe(changed)
    expect(cache.get(1, '100')).toBeUndefined()
    expect(cache.size).toBe(1)
  })

  it('encodes what toLocation answers, open, opens and distance added by the search', () => {
    const now = new Date('2026-11-23T18:00:00Z')
    const { json } = new LocationCache().put(row(7), '1')
    const location = toLocation(row(7), now, 2.5)
    const whole = JSON.parse(
      `${json},"open":${location.open},"opens":${JSON.stringify(location.opens)},"distance":2.5}`,
    )
    expect(whole).toEqual(location)
    expect(ZLocationSchema.parse(whole)).toEqual(location)
  })

  it('drops the least recently searched store when full', () => {
    const cache = new LocationCache(2)
    cache.put(row(1), 'a')
    cache.put(row(2), 'a')
    cache.get(1, 'a')
    cache.put(row(3), 'a')
    expect(cache.get(2, 'a')).toBeUndefined()
    expect(cache.get(1, 'a')).toBeDefined()
    expect(cache.get(3, 'a')).toBeDefined()
    expect(cache.size).toBe(2)
  })

  it('refuses to keep a row its schema does not accept', () => {
    expect(() => new LocationCache().put({ ...row(1), state: 'Texas' }, '1')).toThrow()
  })
})
