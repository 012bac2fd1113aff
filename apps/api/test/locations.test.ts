import { ZLocationSchema } from '@deli/contracts'
import { demoStores } from '@deli/demo-data'
import { localDay } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { earthPoint } from '../src/modules/stores/repository.ts'
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
const DALLAS = { lat: 32.7767, lng: -96.797 }

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

describe('GET /api/v1/locations?lat&lng', () => {
  it('answers stores nearest first from Dallas, each with distance and services', async () => {
    const url = `/api/v1/locations?lat=${DALLAS.lat}&lng=${DALLAS.lng}`
    const locations = expectOk(await t.call({ method: 'GET', url })).locations as TLoc[]
    expect(locations.length).toBeGreaterThan(1)
    for (const location of locations) {
      expect(ZLocationSchema.safeParse(location).success).toBe(true)
      expect(location.distance).toBeTypeOf('number')
      expect(location.distance).toBeGreaterThanOrEqual(0)
      expect(location.services).toBeTypeOf('object')
      expect(location.services.advancedays).toBeTypeOf('number')
    }
    for (let i = 1; i < locations.length; i++) {
      expect(locations[i]?.distance).toBeGreaterThanOrEqual(locations[i - 1]?.distance)
    }
    expect(locations[0]?.city).toBe('Dallas')
    expect(locations[0]?.state).toBe('TX')
    expect(locations[0]?.distance).toBeLessThan(15)
  })

  it('honours ?limit', async () => {
    const url = `/api/v1/locations?lat=${DALLAS.lat}&lng=${DALLAS.lng}&limit=3`
    const locations = expectOk(await t.call({ method: 'GET', url })).locations as TLoc[]
    expect(locations).toHaveLength(3)
    const unlimited = expectOk(
      await t.call({ method: 'GET', url: `/api/v1/locations?lat=${DALLAS.lat}&lng=${DALLAS.lng}` }),
    ).locations as TLoc[]
    expect(locations.map((location) => location.id)).toEqual(
      unlimited.slice(0, 3).map((location) => location.id),
    )
  })

  it('refuses a latitude out of range', async () => {
    expectValidationError(
      await t.call({ method: 'GET', url: '/api/v1/locations?lat=200&lng=-96.797' }),
      'lat',
    )
  })

  it('refuses a missing longitude', async () => {
    expectValidationError(await t.call({ method: 'GET', url: '/api/v1/locations?lat=32.7767' }), 'lng')
  })

  it('refuses empty coordinates instead of searching from 0,0', async () => {
    expectValidationError(await t.call({ method: 'GET', url: '/api/v1/locations?lat=&lng=' }))
    expectValidationError(await t.call({ method: 'GET', url: '/api/v1/locations?lat=32.7767&lng=' }), 'lng')
  })

  it('refuses a non-numeric coordinate and an out-of-range limit', async () => {
    expectValidationError(
      await t.call({ method: 'GET', url: '/api/v1/locations?lat=north&lng=-96.797' }),
      'lat',
    )
    const url = `/api/v1/locations?lat=${DALLAS.lat}&lng=${DALLAS.lng}&limit=0`
    expectValidationError(await t.call({ method: 'GET', url }), 'limit')
  })

  it('is refused without an API key', async () => {
    await expectRefusedWithoutKey(t.app, `/api/v1/locations?lat=${DALLAS.lat}&lng=${DALLAS.lng}`)
  })
})

it("computes the search's origin as PostgreSQL's ll_to_earth does", async () => {
  for (const [lat, lng] of [
    [32.7767, -96.797],
    [38.8403, -97.6114],
    [-33.9, 151.2],
    [0, 0],
    [89.9, 179.9],
  ]) {
    const { rows } = await t.db.$client.query(
      'SELECT cube_distance(ll_to_earth($1, $2), $3::cube) AS metres',
      [lat, lng, earthPoint(lat as number, lng as number)],
    )
    expect(rows[0].metres).toBeLessThan(1e-6)
  }
})

it('answers each store exactly as GET stores/{id} does, plus its distance (its page adds its closed days)', async () => {
  const url = `/api/v1/locations?lat=${DALLAS.lat}&lng=${DALLAS.lng}`
  const locations = expectOk(await t.call({ method: 'GET', url })).locations as TLoc[]
  for (const { distance, ...location } of locations) {
    const { closed_days, ...one } = expectOk(
      await t.call({ method: 'GET', url: `/api/v1/stores/${location.id}` }),
    )
    expect(location).toEqual(one)
    expect(closed_days).toEqual([])
    expect(distance).toBeTypeOf('number')
  }
})

it("answers a store's change on the next search, from the row's new version (ADR 032)", async () => {
  const url = `/api/v1/locations?lat=${DALLAS.lat}&lng=${DALLAS.lng}&limit=2`
  const before = expectOk(await t.call({ method: 'GET', url })).locations as TLoc[]
  const store = before[0] as TLoc
  const message = 'Closed today for a burst pipe. Sorry!'
  await t.db.$client.query('UPDATE stores SET name = $2, phone = $3 WHERE id = $1', [
    store.id,
    'Red Door Deli — Renamed',
    '(214) 555-0199',
  ])
  await t.db.$client.query('INSERT INTO store_closures (store_id, day, message) VALUES ($1, $2, $3)', [
    store.id,
    localDay(new Date(), String(store.timezone)),
    message,
  ])
  try {
    const after = expectOk(await t.call({ method: 'GET', url })).locations as TLoc[]
    expect(after[0]).toMatchObject({
      id: store.id,
      name: 'Red Door Deli — Renamed',
      phone: '(214) 555-0199',
      open: false,
      opens: message,
      distance: store.distance,
    })
    expect(after[1]).toEqual(before[1])
  } finally {
    await t.db.$client.query('DELETE FROM store_closures WHERE store_id = $1', [store.id])
    await t.db.$client.query('UPDATE stores SET name = $2, phone = $3 WHERE id = $1', [
      store.id,
      store.name,
      store.phone,
    ])
  }
  const restored = expectOk(await t.call({ method: 'GET', url })).locations as TLoc[]
  expect(restored).toEqual(before)
})

describe('GET /api/v1/locations/{menu_id}?byMenuId=true', () => {
  it('answers the store of that menu', async () => {
    const store = demoStores.find((candidate) => candidate.available && !candidate.comingSoon)
    expect(store).toBeDefined()
    const url = `/api/v1/locations/${store?.menu_id}?byMenuId=true`
    const data = expectOk(await t.call({ method: 'GET', url }))
    expect(ZLocationSchema.safeParse(data).success).toBe(true)
    expect(data.menu_id).toBe(store?.menu_id)
    expect(data.id).toBe(store?.id)
    expect(data.name).toBe(store?.name)
    expect(data.available).toBe(true)
    expect(data['Coming Soon']).toBe(false)
    expect(data).not.toHaveProperty('distance')
  })

  it('answers STORE_NOT_FOUND for an unknown menu_id', async () => {
    const unknown = Math.max(...demoStores.map((store) => store.menu_id)) + 1000
    expectError(
      await t.call({ method: 'GET', url: `/api/v1/locations/${unknown}?byMenuId=true` }),
      404,
      'STORE_NOT_FOUND',
    )
  })

  it('refuses the call without byMenuId=true', async () => {
    const menuId = demoStores[0]?.menu_id
    expectValidationError(await t.call({ method: 'GET', url: `/api/v1/locations/${menuId}` }), 'byMenuId')
    expectValidationError(
      await t.call({ method: 'GET', url: `/api/v1/locations/${menuId}?byMenuId=false` }),
      'byMenuId',
    )
  })

  it('refuses a non-numeric menu_id', async () => {
    expectValidationError(
      await t.call({ method: 'GET', url: '/api/v1/locations/abc?byMenuId=true' }),
      'menu_id',
    )
  })

  it('answers a menu_id beyond the id range as bad input or not found, never as a server error', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v1/locations/99999999999?byMenuId=true' })
    expectRefusedOrNotFound(response, 'STORE_NOT_FOUND')
  })

  it("reports a 'Coming Soon' store as coming soon and not open", async () => {
    const store = demoStores.find((candidate) => candidate.comingSoon)
    expect(store).toBeDefined()
    const data = expectOk(
      await t.call({ method: 'GET', url: `/api/v1/locations/${store?.menu_id}?byMenuId=true` }),
    )
    expect(data['Coming Soon']).toBe(true)
    expect(data.open).toBe(false)
  })

  it('reports the unavailable store as not available and not open', async () => {
    const store = demoStores.find((candidate) => !candidate.available)
    expect(store).toBeDefined()
    const data = expectOk(
      await t.call({ method: 'GET', url: `/api/v1/locations/${store?.menu_id}?byMenuId=true` }),
    )
    expect(data.available).toBe(false)
    expect(data.open).toBe(false)
  })

  it('is refused without an API key', async () => {
    await expectRefusedWithoutKey(t.app, `/api/v1/locations/${demoStores[0]?.menu_id}?byMenuId=true`)
  })
})
