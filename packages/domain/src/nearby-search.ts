/** A search farther than this from every store finds none nearby (Anchorage is 2,289 mi from Dallas). */
export const NEARBY_RADIUS_MILES = 100

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

/** Said when the nearest store is beyond NEARBY_RADIUS_MILES. */
export function noStoreNearby(place: string): string {
  return `There is no Red Door Deli within ${NEARBY_RADIUS_MILES} miles of ${place}. Try another city or ZIP code.`
}
