import { ZPlaceDetailsSchema, ZPlaceSuggestionSchema } from '@deli/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  expectError,
  expectOk,
  expectRefusedWithoutKey,
  expectValidationError,
  type TJson,
} from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'

type TAny = Record<string, TJson>

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const suggest = async (input: string): Promise<TAny[]> => {
  const url = `/api/v1/geo/autocomplete?input=${encodeURIComponent(input)}`
  const suggestions = expectOk(await t.call({ method: 'GET', url })).suggestions as TAny[]
  for (const suggestion of suggestions)
    expect(ZPlaceSuggestionSchema.safeParse(suggestion).success).toBe(true)
  return suggestions
}
const details = (placeId: string) =>
  t.call({ method: 'GET', url: `/api/v1/geo/places/${encodeURIComponent(placeId)}` })

describe('GET /api/v1/geo/autocomplete', () => {
  it('suggests Dallas, TX first for "Dallas"', async () => {
    const suggestions = await suggest('Dallas')
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions[0]).toMatchObject({ text: 'Dallas', kind: 'locality' })
    expect(suggestions[0]?.secondaryText).toContain('TX')
  })

  it('suggests postal codes starting with the digits typed', async () => {
    const suggestions = await suggest('752')
    const codes = suggestions.filter((suggestion) => suggestion.kind === 'postal_code')
    expect(codes.length).toBeGreaterThan(0)
    for (const code of codes) {
      expect(code.text).toMatch(/^752\d{2}$/)
      expect(code.placeId).toBe(`zip:${code.text}`)
    }
  })

  it('refuses input shorter than 3 characters', async () => {
    expectValidationError(await t.call({ method: 'GET', url: '/api/v1/geo/autocomplete?input=ab' }), 'input')
  })

  it('refuses a missing input and an out-of-range bias', async () => {
    expectValidationError(await t.call({ method: 'GET', url: '/api/v1/geo/autocomplete' }), 'input')
    expectValidationError(
      await t.call({ method: 'GET', url: '/api/v1/geo/autocomplete?input=Dallas&lat=95&lng=0' }),
      'lat',
    )
  })

  it('finds a store by a fragment of its street address', async () => {
    const stores = expectOk(await t.call({ method: 'GET', url: '/api/v1/stores?state=TX&city=dallas' }))
      .locations as TAny[]
    const store = stores[0]
    expect(store).toBeDefined()
    const fragment = String(store?.address).split(' ').slice(0, 3).join(' ')
    const suggestions = await suggest(fragment)
    const hit = suggestions.find(
      (suggestion) => suggestion.kind === 'store' && suggestion.placeId === `store:${store?.id}`,
    )
    expect(hit, `suggestions for "${fragment}"`).toBeDefined()
    expect(hit?.text).toBe(store?.address)
  })

  it('is refused without an API key', async () => {
    await expectRefusedWithoutKey(t.app, '/api/v1/geo/autocomplete?input=Dallas')
  })
})

describe('a typed home address (offline gazetteer, parsed by parse-address)', () => {
  const streetSuggestion = async (input: string) => {
    const [first] = await suggest(input)
    expect(first?.kind, `first suggestion for "${input}"`).toBe('address')
    return first as TAny
  }

  it.each([
    ['4500 Ross Ave, Dallas, TX 75204', '4500 Ross Ave', 'Dallas, TX 75204, USA', 'postal_code'],
    ['4500 ross ave dallas', '4500 Ross Ave', 'Dallas, TX 75', 'locality'],
    ['Apt 4, 123 Elm St, 75201', '123 Elm St, Apt 4', 'Dallas, TX 75201, USA', 'postal_code'],
    ['123 Elm St, Dallas', '123 Elm St', 'Dallas, TX 75', 'locality'],
    ['4500 ross ave 75204', '4500 Ross Ave', 'Dallas, TX 75204, USA', 'postal_code'],
    ['2600 N Central Expy, Richardson TX', '2600 N Central Expy', 'Richardson, TX', 'locality'],
  ])('"%s" is offered as %s, %s and placed at its %s centre', async (input, street, secondary, precision) => {
    const suggestion = await streetSuggestion(input)
    expect(suggestion.text).toBe(street)
    expect(String(suggestion.secondaryText)).toContain(secondary)
    const place = expectOk(await details(String(suggestion.placeId)))
    expect(ZPlaceDetailsSchema.safeParse(place).success).toBe(true)
    // Spec §5: a delivery result needs every one of these.
    expect(place).toMatchObject({
      addressLabel: street,
      stateCode: 'TX',
      types: ['street_address'],
      precision,
    })
    expect(place.city).toBeTruthy()
    expect(place.postalCode).toMatch(/^\d{5}$/)
    expect(Math.abs(place.latitude - 32.85)).toBeLessThan(0.3)
    expect(Math.abs(place.longitude + 96.8)).toBeLessThan(0.3)
  })

  it('places an address with a ZIP at that ZIP code, in its city', async () => {
    const suggestion = await streetSuggestion('4500 Ross Ave, Dallas, TX 75204')
    const place = expectOk(await details(String(suggestion.placeId)))
    const zip = expectOk(await details('zip:75204'))
    expect(place).toMatchObject({
      city: 'Dallas',
      postalCode: '75204',
      latitude: zip.latitude,
      longitude: zip.longitude,
    })
    expect(place.formattedAddress).toBe('4500 Ross Ave, Dallas, TX 75204, USA')
  })

  it('offers the cities a half-typed city may be, biggest first', async () => {
    const suggestions = (await suggest('4500 Ross Ave, Dal')).filter((s) => s.kind === 'address')
    expect(suggestions.length).toBeGreaterThan(1)
    expect(suggestions[0]?.secondaryText).toContain('Dallas, TX')
  })

  it('offers nothing for parts that do not belong together or a ZIP that does not exist', async () => {
    for (const input of [
      '4500 Ross Ave, Austin, TX 75204',
      '4500 Ross Ave, Dallas, NY 75204',
      '4500 Ross Ave 00000',
    ])
      expect(
        (await suggest(input)).filter((s) => s.kind === 'address'),
        input,
      ).toEqual([])
  })

  it('answers GEO_NO_DETAILS for an address place id that does not hold together', async () => {
    expectError(await details('address:10001|TX|Dallas|1 Main St'), 404, 'GEO_NO_DETAILS')
    expectError(await details('address:|ZZ|Nowhere|1 Main St'), 404, 'GEO_NO_DETAILS')
    expectError(await details('address:75201|TX|Dallas|'), 404, 'GEO_NO_DETAILS')
  })
})

describe('GET /api/v1/geo/places/{placeId}', () => {
  it('answers details of the Dallas suggestion near Dallas', async () => {
    const [dallas] = await suggest('Dallas')
    const data = expectOk(await details(String(dallas?.placeId)))
    expect(ZPlaceDetailsSchema.safeParse(data).success).toBe(true)
    expect(data.city).toBe('Dallas')
    expect(data.stateCode).toBe('TX')
    expect(Math.abs(data.latitude - 32.78)).toBeLessThan(0.5)
    expect(Math.abs(data.longitude + 96.8)).toBeLessThan(0.5)
    expect(data.types).toContain('locality')
  })

  it("answers the postal code for 'zip:75201'", async () => {
    const data = expectOk(await details('zip:75201'))
    expect(data.postalCode).toBe('75201')
    expect(data.city).toBe('Dallas')
    expect(data.stateCode).toBe('TX')
    expect(Math.abs(data.latitude - 32.78)).toBeLessThan(0.2)
    expect(data.types).toContain('postal_code')
  })

  it('answers a store place with its street address', async () => {
    const [store] = expectOk(await t.call({ method: 'GET', url: '/api/v1/stores?state=TX' }))
      .locations as TAny[]
    const data = expectOk(await details(`store:${store?.id}`))
    expect(data.addressLabel).toBe(store?.address)
    expect(data.postalCode).toBe(store?.zip)
    expect(data.latitude).toBeCloseTo(store?.latitude, 5)
  })

  it('answers GEO_NO_DETAILS for an unknown place', async () => {
    const response = await details('city:ZZ:Nowhere')
    expectError(response, 404, 'GEO_NO_DETAILS')
    expect(response.json.message).toBe('No details available for the selected location.')
    expectError(await details('zip:00000'), 404, 'GEO_NO_DETAILS')
    expectError(await details('something-else'), 404, 'GEO_NO_DETAILS')
  })

  it('looks up a long place id the contract allows (up to 200 characters)', async () => {
    const response = await details(`city:ZZ:${'x'.repeat(140)}`)
    expectError(response, 404, 'GEO_NO_DETAILS')
    expect(response.json.message).toBe('No details available for the selected location.')
  })

  it('refuses an over-long place id', async () => {
    expectValidationError(await details('x'.repeat(201)), 'placeId')
  })

  it('is refused without an API key', async () => {
    await expectRefusedWithoutKey(t.app, '/api/v1/geo/places/zip%3A75201')
  })
})
