import type { TPlaceDetails, TPlaceSuggestion } from '@deli/contracts'
import type { GeoProvider, TLatLng } from './geo-provider.ts'

type TAddressComponent = { longText: string; shortText: string; types: string[] }
type TGooglePlace = {
  id: string
  displayName?: { text: string }
  formattedAddress?: string
  location?: { latitude: number; longitude: number }
  addressComponents?: TAddressComponent[]
  types?: string[]
}

const BASE = 'https://places.googleapis.com/v1'
/** Spec §9: bias radius 500, US only, default centre the US centre. */
const US_CENTRE: TLatLng = { lat: 39.8283, lng: -98.5795 }

/** Google Places API (New) adapter (spec §7): autocomplete, place details, text search. */
export class GooglePlaces implements GeoProvider {
  readonly name = 'google'
  readonly #key: string
  readonly #log: (message: string) => void

  constructor(key: string, log: (message: string) => void) {
    this.#key = key
    this.#log = log
  }

  async #call<T>(
    path: string,
    fieldMask: string,
    init: { method: 'GET' | 'POST'; body?: unknown },
  ): Promise<T> {
    if (!path) throw new Error('need path')
    const response = await fetch(`${BASE}/${path}`, {
      method: init.method,
      headers: {
        'Content-Type': 'application/json',
        'X-Goog-Api-Key': this.#key,
        'X-Goog-FieldMask': fieldMask,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok) {
      const message = `Google Places ${path} answered ${response.status}`
      this.#log(message)
      throw new Error(message)
    }
    return (await response.json()) as T
  }

  async autocomplete(input: string, options: { bias?: TLatLng; sessionToken?: string }) {
    const centre = options.bias ?? US_CENTRE
    const body = {
      input,
      includedRegionCodes: ['us'],
      sessionToken: options.sessionToken,
      locationBias: { circle: { center: { latitude: centre.lat, longitude: centre.lng }, radius: 500 } },
    }
    type TAnswer = {
      suggestions?: {
        placePrediction?: {
          placeId: string
          structuredFormat?: { mainText: { text: string }; secondaryText?: { text: string } }
          types?: string[]
        }
      }[]
    }
    const answer = await this.#call<TAnswer>('places:autocomplete', '*', { method: 'POST', body })
    const suggestions: TPlaceSuggestion[] = []
    for (const item of answer.suggestions ?? []) {
      const prediction = item.placePrediction
      if (!prediction) continue
      const types = prediction.types ?? []
      suggestions.push({
        placeId: prediction.placeId,
        text: prediction.structuredFormat?.mainText.text ?? '',
        secondaryText: prediction.structuredFormat?.secondaryText?.text ?? '',
        kind: types.includes('postal_code')
          ? 'postal_code'
          : types.includes('locality')
            ? 'locality'
            : 'address',
      })
    }
    return suggestions
  }

  async details(placeId: string): Promise<TPlaceDetails | null> {
    const place = await this.#call<TGooglePlace>(
      `places/${encodeURIComponent(placeId)}`,
      'id,displayName,location,formattedAddress,addressComponents,types',
      { method: 'GET' },
    )
    if (!place.location) return null
    const component = (type: string) => place.addressComponents?.find((part) => part.types.includes(type))
    const streetNumber = component('street_number')?.longText
    const route = component('route')?.shortText
    const known = new Set([
      'locality',
      'neighborhood',
      'administrative_area_level_1',
      'postal_code',
      'street_address',
    ])
    return {
      id: place.id,
      displayName: place.displayName?.text ?? '',
      formattedAddress: place.formattedAddress ?? '',
      addressLabel: streetNumber && route ? `${streetNumber} ${route}` : null,
      city: component('locality')?.longText ?? component('neighborhood')?.longText ?? null,
      stateCode: component('administrative_area_level_1')?.shortText ?? null,
      postalCode: component('postal_code')?.longText ?? null,
      latitude: place.location.latitude,
      longitude: place.location.longitude,
      types: (place.types ?? []).filter((type) => known.has(type)) as TPlaceDetails['types'],
    }
  }

  async postalCode(postalCode: string): Promise<TLatLng | null> {
    type TAnswer = { places?: TGooglePlace[] }
    const answer = await this.#call<TAnswer>('places:searchText', 'places.location', {
      method: 'POST',
      body: { textQuery: `${postalCode}, USA`, pageSize: 1, languageCode: 'en', regionCode: 'US' },
    })
    const location = answer.places?.[0]?.location
    return location ? { lat: location.latitude, lng: location.longitude } : null
  }
}
