import type { TPlaceDetails, TPlaceSuggestion } from '@deli/contracts'
import type { GeoProvider, TLatLng } from './geo-provider.ts'
import { parseTypedAddress } from './parse-typed-address.ts'
import { addressPlaceId, findTypedAddresses, typedAddressDetails } from './typed-address-places.ts'
import { normalizePlace as normalize, usPlaces } from './us-places.ts'

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

/**
 * The embedded geo adapter (ADR 003): US ZIP codes, city names and the chain's own store
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
    const { zips, cities } = usPlaces()
    // A typed street address first (ZIP or city centre, see typed-address-places.ts).
    const suggestions: TPlaceSuggestion[] = findTypedAddresses(parseTypedAddress(input)).map((place) => ({
      placeId: addressPlaceId(place),
      text: place.street,
      secondaryText: `${place.city}, ${place.state} ${place.zip}, USA`,
      kind: 'address' as const,
    }))

    // A street address is the answer: ZIP and city lists would only push it down.
    const isStreet = suggestions.length > 0
    if (!isStreet && /^\d{3,5}$/.test(query)) {
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
    } else if (!isStreet) {
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
    const { zips, cities } = usPlaces()
    if (kind === 'address') return typedAddressDetails(placeId, value)
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
    const record = usPlaces().zips.get(postalCode)
    return record ? { lat: record.latitude, lng: record.longitude } : null
  }
}
