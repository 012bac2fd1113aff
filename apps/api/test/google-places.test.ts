import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GooglePlaces } from '../src/modules/geo/google-places.ts'

/**
 * The Google Places API (New) adapter against recorded answers (fixtures/google-places): `fetch` is
 * stubbed, so each test sees exactly what Google sends and checks both the request the adapter makes
 * and what it makes of the answer. No test reaches Google.
 */

const KEY = 'AIzaSy-test-key-not-real'
const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, 'fixtures/google-places', `${name}.json`), 'utf8'))

type TCall = { url: string; method: string; headers: Record<string, string>; body: unknown }

let calls: TCall[]
let logged: string[]

/** Answers every fetch with one recorded body and status, recording the request. */
function answerWith(name: string, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: String(init.method),
        headers: init.headers as Record<string, string>,
        body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
      })
      return new Response(JSON.stringify(recorded(name)), {
        status,
        headers: { 'content-type': 'application/json; charset=UTF-8' },
      })
    }),
  )
}

const places = () => new GooglePlaces(KEY, (message) => logged.push(message))

beforeEach(() => {
  calls = []
  logged = []
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('GooglePlaces.autocomplete', () => {
  it('asks places:autocomplete for US results biased 500 m around the US centre, with the key and session', async () => {
    answerWith('autocomplete-address')
    await places().autocomplete('600 congress', { sessionToken: 'session-1' })
    expect(calls).toHaveLength(1)
    const [call] = calls
    expect(call?.url).toBe('https://places.googleapis.com/v1/places:autocomplete')
    expect(call?.method).toBe('POST')
    expect(call?.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Goog-Api-Key': KEY,
      'X-Goog-FieldMask': '*',
    })
    expect(call?.body).toEqual({
      input: '600 congress',
      includedRegionCodes: ['us'],
      sessionToken: 'session-1',
      locationBias: { circle: { center: { latitude: 39.8283, longitude: -98.5795 }, radius: 500 } },
    })
  })

  it('biases around the given point instead of the centre', async () => {
    answerWith('autocomplete-address')
    await places().autocomplete('600 congress', { bias: { lat: 30.27, lng: -97.74 } })
    expect(calls[0]?.body).toMatchObject({
      locationBias: { circle: { center: { latitude: 30.27, longitude: -97.74 }, radius: 500 } },
    })
  })

  it('turns place predictions into suggestions (main and secondary text) and skips query predictions', async () => {
    answerWith('autocomplete-address')
    expect(await places().autocomplete('600 congress', {})).toEqual([
      {
        placeId: 'ChIJLwPMoJm1RIYRetVp1EtGm10',
        text: '600 Congress Avenue',
        secondaryText: 'Austin, TX, USA',
        kind: 'address',
      },
      {
        placeId: 'ChIJW-T2Wt7Gt4kRKIb4FVkFSQc',
        text: '600 Congress Street',
        secondaryText: 'Portland, ME, USA',
        kind: 'address',
      },
    ])
  })

  it('tells a postal code and a city from an address; a place without secondary text gets an empty one', async () => {
    answerWith('autocomplete-places')
    const suggestions = await places().autocomplete('aus', {})
    expect(suggestions.map(({ kind }) => kind)).toEqual(['postal_code', 'locality', 'address'])
    expect(suggestions[0]).toMatchObject({ text: '78701', secondaryText: 'Austin, TX, USA' })
    expect(suggestions[2]).toMatchObject({ text: 'Austin Community College', secondaryText: '' })
  })

  it('answers no suggestions when Google has none (an empty object)', async () => {
    answerWith('search-text-empty')
    expect(await places().autocomplete('zzzz', {})).toEqual([])
  })

  it("throws and logs Google's refusal (403 PERMISSION_DENIED) without leaking the key", async () => {
    answerWith('error-permission-denied', 403)
    await expect(places().autocomplete('600 congress', {})).rejects.toThrow(
      'Google Places places:autocomplete answered 403',
    )
    expect(logged).toEqual(['Google Places places:autocomplete answered 403'])
    expect(logged.join(' ')).not.toContain(KEY)
  })
})

describe('GooglePlaces.details', () => {
  it('GETs the place with the field mask the adapter reads, the id URL-encoded', async () => {
    answerWith('details-street-address')
    await places().details('ChIJLwPMoJm1RIYRetVp1EtGm10/x')
    expect(calls[0]?.url).toBe('https://places.googleapis.com/v1/places/ChIJLwPMoJm1RIYRetVp1EtGm10%2Fx')
    expect(calls[0]?.method).toBe('GET')
    expect(calls[0]?.body).toBeUndefined()
    expect(calls[0]?.headers['X-Goog-FieldMask']).toBe(
      'id,displayName,location,formattedAddress,addressComponents,types',
    )
  })

  it('reads a street address: number + short route, locality, state code, ZIP, point, known types', async () => {
    answerWith('details-street-address')
    expect(await places().details('ChIJLwPMoJm1RIYRetVp1EtGm10')).toEqual({
      id: 'ChIJLwPMoJm1RIYRetVp1EtGm10',
      displayName: '600 Congress Ave',
      formattedAddress: '600 Congress Ave, Austin, TX 78701, USA',
      addressLabel: '600 Congress Ave',
      city: 'Austin',
      stateCode: 'TX',
      postalCode: '78701',
      latitude: 30.2687852,
      longitude: -97.7428016,
      types: ['street_address'],
    })
  })

  it('reads a neighbourhood: no street label, the neighbourhood as city, no ZIP', async () => {
    answerWith('details-neighborhood')
    expect(await places().details('ChIJ0xAA4Q-1RIYR5JzJ9ZFJ6Ls')).toMatchObject({
      addressLabel: null,
      city: 'Hyde Park',
      stateCode: 'TX',
      postalCode: null,
      types: ['neighborhood'],
    })
  })

  it('answers null for a place without a location (nothing to deliver to)', async () => {
    answerWith('details-without-location')
    expect(await places().details('ChIJ4zGFAZpYwokRGUGph3Mf37k')).toBeNull()
  })
})

describe('GooglePlaces.postalCode', () => {
  it("text-searches the ZIP in the US for one place's location and answers its point", async () => {
    answerWith('search-text-postal-code')
    expect(await places().postalCode('78701')).toEqual({ lat: 30.2729209, lng: -97.7443863 })
    expect(calls[0]?.url).toBe('https://places.googleapis.com/v1/places:searchText')
    expect(calls[0]?.headers['X-Goog-FieldMask']).toBe('places.location')
    expect(calls[0]?.body).toEqual({
      textQuery: '78701, USA',
      pageSize: 1,
      languageCode: 'en',
      regionCode: 'US',
    })
  })

  it('answers null for a ZIP Google does not know (an empty answer)', async () => {
    answerWith('search-text-empty')
    expect(await places().postalCode('00000')).toBeNull()
  })
})
