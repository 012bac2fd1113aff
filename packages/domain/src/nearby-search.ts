import { CHAIN } from './chain.ts'
/** A search farther than this from every store finds none nearby (Anchorage is 2,289 mi from Dallas). */
export const NEARBY_RADIUS_MILES = 100
/** How many of the nearest stores one location search asks for (the /locations page and the popup). */
export const NEARBY_SEARCH_LIMIT = 10

/** The API path of a location search around a point: its nearest stores, nearest first (spec §7). */
export function nearbySearchPath(point: { lat: number; lng: number }): string {
  return `locations?lat=${point.lat}&lng=${point.lng}&limit=${NEARBY_SEARCH_LIMIT}`
}

/**
 * The stores of a location search that are near: within NEARBY_RADIUS_MILES, in the order given
 * (nearest first). Farther ones are no answer (Anchorage → Dallas); a store without a distance is kept.
 */
export function nearbyLocations<T extends { distance?: number }>(locations: readonly T[]): T[] {
  return locations.filter((location) => (location.distance ?? 0) <= NEARBY_RADIUS_MILES)
}

/** Delivery and split-pay results are capped at 3 (spec §5, §9). */
export const DELIVERY_RESULTS_LIMIT = 3

/**
 * The stores a split-payment group order being set up may start at (spec §5, §9): only those offering
 * groupsplitpay, nearest first, at most DELIVERY_RESULTS_LIMIT. The 'Heads Up!' notice promises it.
 */
export function splitPayLocations<T extends { services: { groupsplitpay: boolean } }>(
  locations: readonly T[],
): T[] {
  return locations.filter((location) => location.services.groupsplitpay).slice(0, DELIVERY_RESULTS_LIMIT)
}

/** '1 location', '3 locations'. */
export function locationCount(count: number): string {
  return `${count} ${count === 1 ? 'location' : 'locations'}`
}

/**
 * The point of a location search from the URL's lat and lng: a point on Earth, 'invalid' when they
 * are given but are not one (lat=999 or lat=abc alike), null when there is no search.
 */
export function searchPoint(
  lat: string | null,
  lng: string | null,
): { lat: number; lng: number } | 'invalid' | null {
  if (lat === null && lng === null) return null
  const latitude = Number(lat)
  const longitude = Number(lng)
  const isPoint =
    lat !== null &&
    lng !== null &&
    lat.trim() !== '' &&
    lng.trim() !== '' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  return isPoint ? { lat: latitude, lng: longitude } : 'invalid'
}

export const SEARCH_POINT_INVALID =
  'We could not read that location. Please search for a city, state or ZIP code.'

/** A store's distance from the search, as every store list shows it: '0.4 mi', '12.0 mi'. */
export function distanceText(miles: number): string {
  return `${miles.toFixed(1)} mi`
}

/** '3 locations near Dallas, TX': a search's answer, as the /locations page heads it and the popup announces it. */
export function locationsNear(count: number, place: string): string {
  return `${locationCount(count)} near ${place}`
}

/** Said when the nearest store is beyond NEARBY_RADIUS_MILES. */
export function noStoreNearby(place: string): string {
  return `There is no ${CHAIN.name} within ${NEARBY_RADIUS_MILES} miles of ${place}. Try another city or ZIP code.`
}
