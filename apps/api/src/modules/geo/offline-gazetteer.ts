import { createRequire } from 'node:module'
import type { TPlaceDetails, TPlaceSuggestion } from '@deli/contracts'
import type { GeoProvider, TLatLng } from './geo-provider.ts'

type TZipRecord = {
  zip: string
  latitude: number
  longitude: number
  city: string
  state: string
  country: string
}
type TCity = {
  key: string
  city: string
  state: string
  lat: number
  lng: number
  zipCount: number
  search: string
}
export type TGazetteerStore = {
  id: number
  name: string
  address: string
  city: string
  state: string
  zip: string
  latitude: number
  longitude: number
}

const require = createRequire(import.meta.url)
const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

let zipIndex: Map<string, TZipRecord> | undefined
let cityIndex: TCity[] | undefined

/** US ZIP centroids from the `zipcodes` package, grouped once into cities (centroid of their ZIPs). */
function loadIndexes(): { zips: Map<string, TZipRecord>; cities: TCity[] } {
  if (zipIndex && cityIndex) return { zips: zipIndex, cities: cityIndex }
  const codes = (require('zipcodes') as { codes: Record<string, TZipRecord> }).codes
  const zips = new Map<string, TZipRecord>()
  const grouped = new Map<string, { city: string; state: string; lat: number; lng: number; n: number }>()
  for (const record of Object.values(codes)) {
    if (record.country !== 'US' || !/^\d{5}$/.test(record.zip)) continue
    zips.set(record.zip, record)
    const key = `${record.state}:${record.city}`
    const entry = grouped.get(key) ?? { city: record.city, state: record.state, lat: 0, lng: 0, n: 0 }
    entry.lat += record.latitude
    entry.lng += record.longitude
    entry.n += 1
    grouped.set(key, entry)
  }
  const cities = [...grouped.entries()].map(([key, entry]) => ({
    key,
    city: entry.city,
    state: entry.state,
    lat: Number((entry.lat / entry.n).toFixed(4)),
    lng: Number((entry.lng / entry.n).toFixed(4)),
    zipCount: entry.n,
    search: normalize(`${entry.city} ${entry.state}`),
  }))
  // Bigger cities (more ZIP codes) first: 'Dal' suggests Dallas before Dalhart.
  cities.sort((a, b) => b.zipCount - a.zipCount || a.city.localeCompare(b.city))
  zipIndex = zips
  cityIndex = cities
  return { zips, cities }
}

/**
 * The embedded geo adapter (DESIGN.md §5): US ZIP codes, city names and the chain's own store
 * addresses, offline. Its limit: a street address resolves to its ZIP or city centroid.
 */
export class OfflineGazetteer implements GeoProvider {
  readonly name = 'offline'
  readonly #stores: () => Promise<TGazetteerStore[]>

  constructor(stores: () => Promise<TGazetteerStore[]>) {
    this.#stores = stores
  }

  async autocomplete(input: string): Promise<TPlaceSuggestion[]> {
    const query = normalize(input)
    if (query.length < 3) return []
    const { zips, cities } = loadIndexes()
    const suggestions: TPlaceSuggestion[] = []

    if (/^\d{3,5}$/.test(query)) {
      for (const record of zips.values()) {
        if (record.zip.startsWith(query)) {
          suggestions.push({
            placeId: `zip:${record.zip}`,
            text: record.zip,
            secondaryText: `${record.city}, ${record.state}, USA`,
            kind: 'postal_code',
          })
          if (suggestions.length >= 5) break
        }
      }
    } else {
      for (const city of cities) {
        if (city.search.startsWith(query) || normalize(`${city.city} ${city.state}`).startsWith(query)) {
          suggestions.push({
            placeId: `city:${city.key}`,
            text: city.city,
            secondaryText: `${city.state}, USA`,
            kind: 'locality',
          })
          if (suggestions.length >= 5) break
        }
      }
    }
    const stores = await this.#stores()
    for (const store of stores) {
      const haystack = normalize(`${store.address} ${store.city} ${store.state} ${store.zip} ${store.name}`)
      if (haystack.includes(query) && suggestions.length < 8) {
        suggestions.push({
          placeId: `store:${store.id}`,
          text: store.address,
          secondaryText: `${store.city}, ${store.state} ${store.zip}`,
          kind: 'store',
        })
      }
    }
    return suggestions
  }

  async details(placeId: string): Promise<TPlaceDetails | null> {
    const [kind, ...rest] = placeId.split(':')
    const value = rest.join(':')
    const { zips, cities } = loadIndexes()
    if (kind === 'zip') {
      const record = zips.get(value)
      if (!record) return null
      return {
        id: placeId,
        displayName: record.zip,
        formattedAddress: `${record.city}, ${record.state} ${record.zip}, USA`,
        addressLabel: null,
        city: record.city,
        stateCode: record.state,
        postalCode: record.zip,
        latitude: record.latitude,
        longitude: record.longitude,
        types: ['postal_code'],
      }
    }
    if (kind === 'city') {
      const city = cities.find((candidate) => candidate.key === value)
      if (!city) return null
      return {
        id: placeId,
        displayName: city.city,
        formattedAddress: `${city.city}, ${city.state}, USA`,
        addressLabel: null,
        city: city.city,
        stateCode: city.state,
        postalCode: null,
        latitude: city.lat,
        longitude: city.lng,
        types: ['locality'],
      }
    }
    if (kind === 'store') {
      const store = (await this.#stores()).find((candidate) => String(candidate.id) === value)
      if (!store) return null
      return {
        id: placeId,
        displayName: store.address,
        formattedAddress: `${store.address}, ${store.city}, ${store.state} ${store.zip}, USA`,
        addressLabel: store.address,
        city: store.city,
        stateCode: store.state,
        postalCode: store.zip,
        latitude: store.latitude,
        longitude: store.longitude,
        types: ['street_address'],
      }
    }
    return null
  }

  async postalCode(postalCode: string): Promise<TLatLng | null> {
    const record = loadIndexes().zips.get(postalCode)
    return record ? { lat: record.latitude, lng: record.longitude } : null
  }
}
