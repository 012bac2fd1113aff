import type { TPlaceDetails } from '@deli/contracts'
import type { TTypedAddress } from './parse-typed-address.ts'
import { cityFitsZip, findCity, normalizePlace, type TZipRecord, usPlaces } from './us-places.ts'

/**
 * A typed street address placed by the offline gazetteer: at its ZIP code's centre when the guest
 * gave a ZIP (`postal_code`), else at its city's centre with the city's most central ZIP (`locality`).
 */
export type TTypedPlace = {
  street: string
  city: string
  state: string
  zip: string
  latitude: number
  longitude: number
  precision: 'postal_code' | 'locality'
}

/** At most this many readings of one typed address are offered ('4500 Ross Ave, Dal' → Dallas, Dalhart…). */
const MAX_TYPED_PLACES = 5
const SEPARATOR = '|'

function atZip(street: string, record: TZipRecord, city: string | null): TTypedPlace | null {
  if (city !== null && !cityFitsZip(city, record)) return null
  const named = city === null ? undefined : findCity(record.state, city)
  return {
    street,
    city: named?.city ?? record.city,
    state: record.state,
    zip: record.zip,
    latitude: record.latitude,
    longitude: record.longitude,
    precision: 'postal_code',
  }
}

function placesOf(reading: TTypedAddress): TTypedPlace[] {
  const { zips, cities } = usPlaces()
  if (reading.zip !== null) {
    const record = zips.get(reading.zip)
    if (!record || (reading.state !== null && reading.state !== record.state)) return []
    const place = atZip(reading.street, record, reading.city)
    return place ? [place] : []
  }
  if (reading.city === null) return []
  const name = normalizePlace(reading.city)
  const matches = cities.filter(
    (city) =>
      (reading.state === null || city.state === reading.state) &&
      (reading.cityIsPrefix
        ? normalizePlace(city.city).startsWith(name)
        : normalizePlace(city.city) === name),
  )
  return matches.slice(0, MAX_TYPED_PLACES).map((city) => ({
    street: reading.street,
    city: city.city,
    state: city.state,
    zip: city.centralZip,
    latitude: city.lat,
    longitude: city.lng,
    precision: 'locality' as const,
  }))
}

/** The places the readings of a typed address resolve to, first reading first, each place once. */
export function findTypedAddresses(readings: TTypedAddress[]): TTypedPlace[] {
  const places = new Map<string, TTypedPlace>()
  for (const reading of readings)
    for (const place of placesOf(reading)) places.set(addressPlaceId(place), place)
  return [...places.values()].slice(0, MAX_TYPED_PLACES)
}

/** `address:<ZIP or empty>|<state>|<city>|<street>`: enough to place it again from the gazetteer. */
export function addressPlaceId(place: TTypedPlace): string {
  const zip = place.precision === 'postal_code' ? place.zip : ''
  return `address:${[zip, place.state, place.city, place.street].join(SEPARATOR)}`
}

/** Place details of an `address:` place id, placed again (null when it does not hold together). */
export function typedAddressDetails(placeId: string, value: string): TPlaceDetails | null {
  const [zip = '', state = '', city = '', street = ''] = value.split(SEPARATOR)
  if (!street.trim() || !state || !city) return null
  const reading: TTypedAddress = { street, city, state, zip: zip || null, cityIsPrefix: false }
  const place = placesOf(reading)[0]
  if (!place) return null
  return {
    id: placeId,
    displayName: place.street,
    formattedAddress: `${place.street}, ${place.city}, ${place.state} ${place.zip}, USA`,
    addressLabel: place.street,
    city: place.city,
    stateCode: place.state,
    postalCode: place.zip,
    latitude: place.latitude,
    longitude: place.longitude,
    types: ['street_address'],
    precision: place.precision,
  }
}
