import { ZDeliveryLocationsSchema } from '@deli/contracts'
import { demoStores } from '@deli/demo-data'
import { distanceMiles, isInDeliveryZone, TEXTS } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { API, DOWNTOWN_POINT, operationsOf, polygonStore, type TAny } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const URL = `${API}/stores/for-delivery-address`
const find = (payload: unknown) => t.call({ method: 'PUT', url: URL, payload: payload as TAny })
const locations = async (payload: TAny): Promise<TAny[]> => {
  const data = expectOk(await find(payload))
  const parsed = ZDeliveryLocationsSchema.safeParse(data)
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true)
  return data.locations
}
const DALLAS = { address: '1500 Main St', city: 'Dallas', state: 'TX', zip: '75201' }
const { store: downtown } = polygonStore()

/** The stores that should deliver to a point, computed from the demo data: nearest first, at most `limit`. */
function expectedStores(point: { latitude: number; longitude: number }, splitPayment = false, limit = 3) {
  return demoStores
    .filter((store) => {
      const zone = operationsOf(store).delivery?.zone
      const offers = splitPayment ? store.services.groupsplitpay : store.services.delivery
      return store.available && !store.comingSoon && offers && zone && isInDeliveryZone(zone, store, point)
    })
    .map((store) => ({
      store,
      miles: distanceMiles(
        { lat: point.latitude, lng: point.longitude },
        { lat: store.latitude, lng: store.longitude },
      ),
    }))
    .sort((a, b) => a.miles - b.miles)
    .slice(0, limit)
    .map(({ store }) => store.id)
}

function expectDeliveryTerms(found: TAny[]) {
  for (const location of found) {
    const store = demoStores.find((candidate) => candidate.id === location.id)
    expect(store).toBeDefined()
    const terms = store && operationsOf(store).delivery
    expect(location.delivery).toEqual({ fee: terms?.feeCents, minimum: terms?.minimumCents })
    expect(location.services.delivery).toBe(true)
    expect(location.available).toBe(true)
    expect(location['Coming Soon']).toBe(false)
  }
  const distances = found.map((location) => location.distance)
  expect(distances.every((distance) => typeof distance === 'number')).toBe(true)
  expect([...distances].sort((a, b) => a - b)).toEqual(distances)
}

describe('PUT /api/v1/stores/for-delivery-address', () => {
  it('caps the answer at 3 stores where more could deliver (spec §5, §9)', async () => {
    const point = { latitude: 32.7917, longitude: -96.7856 }
    expect(expectedStores(point, false, 99).length).toBeGreaterThan(3)
    const found = await locations({ ...DALLAS, ...point })
    expect(found.map((location) => location.id)).toEqual(expectedStores(point))
    expect(found).toHaveLength(3)
  })

  it('answers 1 to 3 Dallas stores for ZIP 75201, all delivering, nearest first, with fee and minimum', async () => {
    const found = await locations(DALLAS)
    expect(found.length).toBeGreaterThanOrEqual(1)
    expect(found.length).toBeLessThanOrEqual(3)
    for (const location of found) expect(location.city).toBe('Dallas')
    expectDeliveryTerms(found)
  })

  it('answers the stores whose zone holds coordinates inside the downtown polygon, the polygon store first', async () => {
    const found = await locations({ ...DALLAS, ...DOWNTOWN_POINT })
    expect(found.map((location) => location.id)).toEqual(expectedStores(DOWNTOWN_POINT))
    expect(found[0]?.id).toBe(downtown.id)
    expect(found[0]?.delivery).toEqual({
      fee: operationsOf(downtown).delivery?.feeCents,
      minimum: operationsOf(downtown).delivery?.minimumCents,
    })
    expectDeliveryTerms(found)
  })

  it('leaves out the polygon store for a point near it but outside its zone', async () => {
    const outside = { latitude: 32.8038, longitude: -96.7851 }
    const zone = operationsOf(downtown).delivery?.zone
    expect(zone && isInDeliveryZone(zone, downtown, outside)).toBe(false)
    const found = await locations({ ...DALLAS, zip: '75204', ...outside })
    expect(found.map((location) => location.id)).not.toContain(downtown.id)
    expect(found.map((location) => location.id)).toEqual(expectedStores(outside))
    expect(found.length).toBeGreaterThan(0)
  })

  it('prefers the coordinates to the ZIP when both are sent', async () => {
    // 75204 is Uptown/East Dallas, next to downtown: the point, not the ZIP's centre, decides.
    const found = await locations({ ...DALLAS, zip: '75204', ...DOWNTOWN_POINT })
    expect(found.map((location) => location.id)).toEqual(expectedStores(DOWNTOWN_POINT))
  })

  it('refuses with 422 ADDRESS_MISMATCH a city, state, ZIP or point that do not belong together', async () => {
    const cases: [TAny, string][] = [
      [{ ...DALLAS, state: 'NY', zip: '10001' }, 'city'],
      [{ ...DALLAS, state: 'ZZ' }, 'state'],
      [{ ...DALLAS, state: 'NY' }, 'state'],
      [{ ...DALLAS, city: 'Houston' }, 'city'],
      [{ ...DALLAS, zip: '59101', ...DOWNTOWN_POINT }, 'state'],
      [{ address: '1500 Main St', zip: '59101', ...DOWNTOWN_POINT }, 'zip'],
    ]
    for (const [payload, field] of cases) {
      const response = await find(payload)
      expectError(response, 422, 'ADDRESS_MISMATCH')
      expect(response.json.errors?.[field], JSON.stringify(payload)).toBeTruthy()
    }
    const wrongState = await find({ ...DALLAS, state: 'NY', zip: '75201' })
    expect(wrongState.json.errors?.state).toBe('ZIP code 75201 is in Texas, not NY.')
  })

  it('finds the stores for a typed home address chosen from the offline autocomplete', async () => {
    const input = encodeURIComponent('4500 Ross Ave, Dallas, TX 75204')
    const [suggestion] = expectOk(
      await t.call({ method: 'GET', url: `${API}/geo/autocomplete?input=${input}` }),
    ).suggestions as TAny[]
    const place = expectOk(
      await t.call({
        method: 'GET',
        url: `${API}/geo/places/${encodeURIComponent(String(suggestion?.placeId))}`,
      }),
    )
    const point = { latitude: place.latitude, longitude: place.longitude }
    const found = await locations({
      address: place.addressLabel,
      city: place.city,
      state: place.stateCode,
      zip: place.postalCode,
      ...point,
    })
    expect(found.length).toBeGreaterThan(0)
    expect(found.map((location) => location.id)).toEqual(expectedStores(point))
  })

  it('keeps only groupsplitpay stores under split payment', async () => {
    const found = await locations({ ...DALLAS, ...DOWNTOWN_POINT, splitPayment: true })
    expect(found.map((location) => location.id)).toEqual(expectedStores(DOWNTOWN_POINT, true))
    expect(found.length).toBeGreaterThan(0)
    for (const location of found) expect(location.services.groupsplitpay).toBe(true)
    const all = await locations({ ...DALLAS, ...DOWNTOWN_POINT })
    expect(all.some((location) => !location.services.groupsplitpay)).toBe(true)
  })

  it('answers an empty list for a ZIP without stores nearby', async () => {
    expect(
      await locations({ address: '2822 3rd Ave N', city: 'Billings', state: 'MT', zip: '59101' }),
    ).toEqual([])
  })

  it('never answers an unavailable, Coming Soon or non-delivering store, even at its own door', async () => {
    const skipped = demoStores.filter(
      (store) =>
        !store.available || store.comingSoon || (!store.services.delivery && !store.services.dispatch),
    )
    expect(skipped.length).toBeGreaterThan(2)
    for (const store of skipped) {
      const found = await locations({
        address: store.address,
        zip: store.zip,
        latitude: store.latitude,
        longitude: store.longitude,
      })
      expect(found.map((location) => location.id)).not.toContain(store.id)
    }
  })

  it("answers 422 GEO_NO_DETAILS with 'No locations are able to deliver to this address.' for an unknown place", async () => {
    for (const payload of [
      { address: '1 Nowhere Rd', zip: '00000' },
      { address: '1 Nowhere Rd', zip: '' },
      { address: '1 Nowhere Rd', zip: 'ABCDE' },
      { address: '1 Nowhere Rd', zip: '00000', latitude: 32.78 },
    ]) {
      const response = await find(payload)
      expectError(response, 422, 'GEO_NO_DETAILS')
      expect(response.json.message).toBe('No locations are able to deliver to this address.')
      expect(response.json.message).toBe(TEXTS.noDeliveryLocations)
    }
  })

  it('refuses malformed queries with 400 VALIDATION_FAILED', async () => {
    const bodies: [unknown, string][] = [
      [{ zip: '75201' }, 'address'],
      [{ ...DALLAS, address: '   ' }, 'address'],
      [{ ...DALLAS, address: 'a'.repeat(121) }, 'address'],
      [{ ...DALLAS, state: 'TXX' }, 'state'],
      [{ ...DALLAS, zip: '75201-12345' }, 'zip'],
      [{ ...DALLAS, latitude: 91, longitude: 0 }, 'latitude'],
      [{ ...DALLAS, latitude: 0, longitude: -181 }, 'longitude'],
      [{ ...DALLAS, latitude: '32.7' }, 'latitude'],
      [{ ...DALLAS, splitPayment: 'yes' }, 'splitPayment'],
    ]
    for (const [payload, field] of bodies) expectValidationError(await find(payload), field)
    expectValidationError(await t.call({ method: 'PUT', url: URL }))
  })
})
