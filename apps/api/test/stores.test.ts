import { ZLocationSchema } from '@deli/contracts'
import { REGION_PAGE_SIZE } from '@deli/contracts/constants'
import { formatClockTime, slotInstant } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { getStore } from '../src/modules/stores/get-store.ts'
import {
  expectError,
  expectOk,
  expectRefusedOrNotFound,
  expectRefusedWithoutKey,
  expectValidationError,
  type TJson,
} from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'

type TLoc = Record<string, TJson>

let t: TTestApp
let all: TLoc[]
beforeAll(async () => {
  t = await build()
  all = expectOk(await t.call({ method: 'GET', url: '/api/v1/stores' })).locations
})

const LOCATION_FIELDS = [
  'id',
  'menu_id',
  'name',
  'path',
  'address',
  'city',
  'state',
  'zip',
  'phone',
  'open',
  'opens',
  'available',
  'Coming Soon',
  'latitude',
  'longitude',
  'services',
]

function expectLocation(location: TLoc): void {
  for (const field of LOCATION_FIELDS) expect(location).toHaveProperty([field])
  expect(ZLocationSchema.safeParse(location).success).toBe(true)
  expect(typeof location.open).toBe('boolean')
  expect(typeof location.available).toBe('boolean')
  expect(typeof location['Coming Soon']).toBe('boolean')
  expect(location.services.advancedays).toBeTypeOf('number')
  expect(location.services).toHaveProperty('pickup')
  expect(location.services).toHaveProperty('delivery')
  expect(location.state).toMatch(/^[A-Z]{2}$/)
  expect(location.zip).toMatch(/^\d{5}$/)
  expect(Math.abs(location.latitude)).toBeLessThanOrEqual(90)
  expect(Math.abs(location.longitude)).toBeLessThanOrEqual(180)
  // A store is never open while it is not yet open or not available.
  if (location['Coming Soon'] || !location.available) expect(location.open).toBe(false)
  // Only a closed store that takes orders says when it opens next.
  if (location.open || location['Coming Soon'] || !location.available) expect(location.opens).toBeNull()
  else expect(location.opens).toMatch(/^Opens (tomorrow at |[A-Z][a-z]+day at )?\d{1,2}:\d{2} [AP]M$/)
}

describe('when a closed store opens next', () => {
  it("says it in the store's own time zone, and nothing while open", async () => {
    const first = all.find(
      (location) => location.available && !location['Coming Soon'] && location.hours.pickup,
    )
    if (!first) throw new Error('No orderable store')
    const monday = first.hours.pickup.find((period: TJson) => period.day === 1)
    if (!monday) throw new Error('No Monday hours')
    const at = (clock: string) => {
      const instant = slotInstant(`20261123 ${clock}`, first.timezone)
      if (!instant) throw new Error(`No instant for ${clock}`)
      return instant
    }
    // Monday 2026-11-23 at midnight (before opening), then at noon.
    const early = await getStore({ db: t.db, key: { id: first.id }, now: at('00:00') })
    expect(early.open).toBe(false)
    expect(early.opens).toBe(`Opens ${formatClockTime(monday.open)}`)
    const noon = await getStore({ db: t.db, key: { id: first.id }, now: at('12:00') })
    expect(noon.open).toBe(true)
    expect(noon.opens).toBeNull()
  })
})

describe('GET /api/v1/stores', () => {
  it('lists at least 60 locations with the Location fields', () => {
    expect(all.length).toBeGreaterThanOrEqual(60)
    for (const location of all) expectLocation(location)
    expect(new Set(all.map((location) => location.id)).size).toBe(all.length)
    expect(new Set(all.map((location) => location.menu_id)).size).toBe(all.length)
    expect(new Set(all.map((location) => location.path)).size).toBe(all.length)
  })

  it('has no search distance on a plain listing', () => {
    for (const location of all) expect(location).not.toHaveProperty('distance')
  })

  it('filters by state: ?state=TX gives only the Texas stores', async () => {
    const texas = expectOk(await t.call({ method: 'GET', url: '/api/v1/stores?state=TX' }))
      .locations as TLoc[]
    expect(texas.length).toBeGreaterThan(0)
    expect(texas.every((location) => location.state === 'TX')).toBe(true)
    expect(texas.length).toBe(all.filter((location) => location.state === 'TX').length)
    expect(texas.length).toBeLessThan(all.length)
  })

  it('filters by state and city slug case-insensitively for the state: ?state=tx&city=dallas', async () => {
    const dallas = expectOk(await t.call({ method: 'GET', url: '/api/v1/stores?state=tx&city=dallas' }))
      .locations as TLoc[]
    expect(dallas.length).toBeGreaterThan(0)
    for (const location of dallas) {
      expect(location.state).toBe('TX')
      expect(location.city).toBe('Dallas')
    }
    expect(dallas.length).toBe(
      all.filter((location) => location.state === 'TX' && location.city === 'Dallas').length,
    )
  })

  it('finds exactly one store by its path', async () => {
    const store = all[Math.floor(all.length / 2)] as TLoc
    const url = `/api/v1/stores?path=${encodeURIComponent(store.path)}`
    const found = expectOk(await t.call({ method: 'GET', url })).locations as TLoc[]
    expect(found).toHaveLength(1)
    expect(found[0]?.id).toBe(store.id)
    expect(found[0]?.path).toBe(store.path)
  })

  it('answers STORE_NOT_FOUND for a path that does not exist', async () => {
    const url = `/api/v1/stores?path=${encodeURIComponent('tx/dallas/1-nowhere-street')}`
    expectError(await t.call({ method: 'GET', url }), 404, 'STORE_NOT_FOUND')
  })

  it('refuses a state name instead of a code: ?state=Texas → 400 VALIDATION_FAILED', async () => {
    expectValidationError(await t.call({ method: 'GET', url: '/api/v1/stores?state=Texas' }), 'state')
  })

  it('refuses a malformed city slug and a malformed path', async () => {
    expectValidationError(await t.call({ method: 'GET', url: '/api/v1/stores?city=Dallas%20TX' }), 'city')
    expectValidationError(await t.call({ method: 'GET', url: '/api/v1/stores?path=..%2F..%2Fetc' }), 'path')
  })

  it('answers an empty list for a well-formed state without stores', async () => {
    const none = expectOk(await t.call({ method: 'GET', url: '/api/v1/stores?state=ZZ' })).locations
    expect(none).toEqual([])
  })

  it('answers a page of REGION_PAGE_SIZE stores in the order of the whole listing, and none past the last', async () => {
    const pages = Math.ceil(all.length / REGION_PAGE_SIZE)
    expect(pages).toBeGreaterThan(1)
    const seen: TLoc[] = []
    for (let page = 1; page <= pages; page++) {
      const locations = expectOk(await t.call({ method: 'GET', url: `/api/v1/stores?page=${page}` }))
        .locations as TLoc[]
      expect(locations.length).toBe(
        page < pages ? REGION_PAGE_SIZE : all.length - (pages - 1) * REGION_PAGE_SIZE,
      )
      seen.push(...locations)
    }
    expect(seen.map((location) => location.id)).toEqual(all.map((location) => location.id))
    const past = expectOk(await t.call({ method: 'GET', url: `/api/v1/stores?page=${pages + 1}` })).locations
    expect(past).toEqual([])
  })

  it("pages one city's stores: ?state=tx&city=dallas&page=1", async () => {
    const dallas = all.filter((location) => location.state === 'TX' && location.city === 'Dallas')
    const page = expectOk(await t.call({ method: 'GET', url: '/api/v1/stores?state=tx&city=dallas&page=1' }))
      .locations as TLoc[]
    expect(page.map((location) => location.id)).toEqual(
      dallas.slice(0, REGION_PAGE_SIZE).map((location) => location.id),
    )
  })

  it('refuses a page that is not a whole number from 1', async () => {
    for (const page of ['0', '-1', '1.5', 'two'])
      expectValidationError(await t.call({ method: 'GET', url: `/api/v1/stores?page=${page}` }), 'page')
  })

  it('is refused without an API key', async () => {
    await expectRefusedWithoutKey(t.app, '/api/v1/stores')
  })
})

describe('GET /api/v1/stores/regions', () => {
  it('lists Texas with Dallas, Houston and Austin, the city counts summing to the Texas stores', async () => {
    const regions = expectOk(await t.call({ method: 'GET', url: '/api/v1/stores/regions' })).regions as TLoc[]
    const texas = regions.find((region) => region.state === 'TX')
    expect(texas).toBeDefined()
    expect(texas?.stateName).toBe('Texas')
    const cities = (texas?.cities ?? []) as { city: string; slug: string; count: number }[]
    expect(cities.map((city) => city.city)).toEqual(expect.arrayContaining(['Dallas', 'Houston', 'Austin']))
    for (const city of cities) {
      expect(Number.isInteger(city.count)).toBe(true)
      expect(city.count).toBeGreaterThan(0)
      expect(city.slug).toMatch(/^[a-z0-9-]+$/)
    }
    const total = cities.reduce((sum, city) => sum + city.count, 0)
    expect(total).toBe(all.filter((location) => location.state === 'TX').length)
    expect(cities.find((city) => city.city === 'Dallas')?.slug).toBe('dallas')
  })

  it('covers every store exactly once across all regions', async () => {
    const regions = expectOk(await t.call({ method: 'GET', url: '/api/v1/stores/regions' })).regions as TLoc[]
    const total = regions.flatMap((region) => region.cities).reduce((sum, city) => sum + city.count, 0)
    expect(total).toBe(all.length)
    expect(new Set(regions.map((region) => region.state)).size).toBe(regions.length)
  })

  it('answers one state with ?state=tx: the same cities and counts as in the whole list', async () => {
    const regions = expectOk(await t.call({ method: 'GET', url: '/api/v1/stores/regions' })).regions as TLoc[]
    const texas = expectOk(await t.call({ method: 'GET', url: '/api/v1/stores/regions?state=tx' }))
      .regions as TLoc[]
    expect(texas).toEqual(regions.filter((region) => region.state === 'TX'))
    const none = expectOk(await t.call({ method: 'GET', url: '/api/v1/stores/regions?state=ZZ' })).regions
    expect(none).toEqual([])
  })

  it('refuses a state name instead of a code: ?state=Texas → 400 VALIDATION_FAILED', async () => {
    expectValidationError(await t.call({ method: 'GET', url: '/api/v1/stores/regions?state=Texas' }), 'state')
  })

  it('is refused without an API key', async () => {
    await expectRefusedWithoutKey(t.app, '/api/v1/stores/regions')
  })
})

describe('GET /api/v1/stores/{storeId}', () => {
  it('answers one store', async () => {
    const store = all[0] as TLoc
    const data = expectOk(await t.call({ method: 'GET', url: `/api/v1/stores/${store.id}` }))
    expectLocation(data)
    expect(data.id).toBe(store.id)
    expect(data.menu_id).toBe(store.menu_id)
    expect(data.name).toBe(store.name)
  })

  it('accepts storeId also sent as a query parameter', async () => {
    const store = all[1] as TLoc
    const url = `/api/v1/stores/${store.id}?storeId=${store.id}`
    const data = expectOk(await t.call({ method: 'GET', url }))
    expect(data.id).toBe(store.id)
  })

  it('answers STORE_NOT_FOUND for an unknown id', async () => {
    expectError(await t.call({ method: 'GET', url: '/api/v1/stores/999999' }), 404, 'STORE_NOT_FOUND')
  })

  it('answers an id beyond the id range as bad input or not found, never as a server error', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v1/stores/99999999999' })
    expectRefusedOrNotFound(response, 'STORE_NOT_FOUND')
  })

  it('refuses a non-numeric id with 400 VALIDATION_FAILED', async () => {
    expectValidationError(await t.call({ method: 'GET', url: '/api/v1/stores/abc' }), 'storeId')
    expectValidationError(await t.call({ method: 'GET', url: '/api/v1/stores/-4' }), 'storeId')
    expectValidationError(await t.call({ method: 'GET', url: '/api/v1/stores/1.5' }), 'storeId')
  })

  it('is refused without an API key', async () => {
    await expectRefusedWithoutKey(t.app, `/api/v1/stores/${all[0]?.id}`)
  })
})

describe('GET /api/v1/stores/near-postal-code/{postalCode}', () => {
  it('answers stores nearest first from 75201, the first in Dallas', async () => {
    const data = expectOk(await t.call({ method: 'GET', url: '/api/v1/stores/near-postal-code/75201' }))
    const locations = data.locations as TLoc[]
    expect(locations.length).toBeGreaterThan(0)
    for (const location of locations) {
      expectLocation(location)
      expect(location.distance).toBeTypeOf('number')
      expect(location.distance).toBeGreaterThanOrEqual(0)
    }
    for (let i = 1; i < locations.length; i++) {
      expect(locations[i]?.distance).toBeGreaterThanOrEqual(locations[i - 1]?.distance)
    }
    expect(locations[0]?.city).toBe('Dallas')
    expect(locations[0]?.state).toBe('TX')
    expect(locations[0]?.distance).toBeLessThan(15)
  })

  it('refuses a 4-digit ZIP with 400 VALIDATION_FAILED', async () => {
    expectValidationError(
      await t.call({ method: 'GET', url: '/api/v1/stores/near-postal-code/7520' }),
      'postalCode',
    )
    expectValidationError(await t.call({ method: 'GET', url: '/api/v1/stores/near-postal-code/7520a' }))
  })

  it('answers 404 for a well-formed ZIP that does not exist', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v1/stores/near-postal-code/00000' })
    expectError(response, 404, 'NOT_FOUND')
    expect(response.json.message).toContain('00000')
  })

  it('is refused without an API key', async () => {
    await expectRefusedWithoutKey(t.app, '/api/v1/stores/near-postal-code/75201')
  })
})
