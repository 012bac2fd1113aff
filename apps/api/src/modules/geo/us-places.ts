import { createRequire } from 'node:module'
import { distanceMiles } from '@deli/domain'

/** One US ZIP code's centroid from the `zipcodes` package. */
export type TZipRecord = {
  zip: string
  latitude: number
  longitude: number
  city: string
  state: string
  country: string
}
/** A city: the centroid of its ZIP codes, and the ZIP nearest that centroid. */
export type TCity = {
  key: string
  city: string
  state: string
  lat: number
  lng: number
  zipCount: number
  /** The ZIP code whose centroid is nearest the city's (a city-only address's postal code). */
  centralZip: string
  search: string
}

const require = createRequire(import.meta.url)

/** Lower case, letters/digits/spaces only, single spaces: how typed places are compared. */
export const normalizePlace = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

let indexes: { zips: Map<string, TZipRecord>; cities: TCity[] } | undefined

/** US ZIP centroids from the `zipcodes` package, grouped once into cities (centroid of their ZIPs). */
export function usPlaces(): { zips: Map<string, TZipRecord>; cities: TCity[] } {
  if (indexes) return indexes
  const codes = (require('zipcodes') as { codes: Record<string, TZipRecord> }).codes
  const zips = new Map<string, TZipRecord>()
  const grouped = new Map<string, { city: string; state: string; members: TZipRecord[] }>()
  for (const record of Object.values(codes)) {
    if (record.country !== 'US' || !/^\d{5}$/.test(record.zip)) continue
    zips.set(record.zip, record)
    const key = `${record.state}:${record.city}`
    const entry = grouped.get(key) ?? { city: record.city, state: record.state, members: [] }
    entry.members.push(record)
    grouped.set(key, entry)
  }
  const cities = [...grouped.entries()].map(([key, entry]) => {
    const n = entry.members.length
    const lat = Number((entry.members.reduce((sum, zip) => sum + zip.latitude, 0) / n).toFixed(4))
    const lng = Number((entry.members.reduce((sum, zip) => sum + zip.longitude, 0) / n).toFixed(4))
    const centre = { lat, lng }
    const central = entry.members.reduce((best, zip) =>
      distanceMiles(centre, { lat: zip.latitude, lng: zip.longitude }) <
      distanceMiles(centre, { lat: best.latitude, lng: best.longitude })
        ? zip
        : best,
    )
    return {
      key,
      city: entry.city,
      state: entry.state,
      lat,
      lng,
      zipCount: n,
      centralZip: central.zip,
      search: normalizePlace(`${entry.city} ${entry.state}`),
    }
  })
  // Bigger cities (more ZIP codes) first: 'Dal' suggests Dallas before Dalhart.
  cities.sort((a, b) => b.zipCount - a.zipCount || a.city.localeCompare(b.city))
  indexes = { zips, cities }
  return indexes
}

/** How far (miles) a named city's centre may lie from a ZIP's and still be that ZIP's city. */
export const CITY_OF_ZIP_MILES = 30

/**
 * Whether a typed city fits a ZIP code: the ZIP's own city name, or a city of the same state whose
 * centre lies within 30 miles (a ZIP serves suburbs under their own names).
 */
export function cityFitsZip(city: string, zip: TZipRecord): boolean {
  const name = normalizePlace(city)
  if (name === normalizePlace(zip.city)) return true
  return usPlaces().cities.some(
    (candidate) =>
      candidate.state === zip.state &&
      normalizePlace(candidate.city) === name &&
      distanceMiles(candidate, { lat: zip.latitude, lng: zip.longitude }) <= CITY_OF_ZIP_MILES,
  )
}

/** The city of a state by its name (any case and punctuation), the biggest when several match. */
export function findCity(state: string, city: string): TCity | undefined {
  const name = normalizePlace(city)
  const code = state.toUpperCase()
  return usPlaces().cities.find(
    (candidate) => candidate.state === code && normalizePlace(candidate.city) === name,
  )
}
