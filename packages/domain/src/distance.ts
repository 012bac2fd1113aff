export type TLatLng = { lat: number; lng: number }

/** Mean Earth radius in miles. */
const EARTH_RADIUS_MILES = 3958.8

function radians(degrees: number): number {
  return (degrees * Math.PI) / 180
}

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: TLatLng, b: TLatLng): number {
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Items nearest first, each with `distance` in miles rounded to 0.1. The input is left untouched. */
export function sortByDistance<T extends { latitude: number; longitude: number }>(
  items: readonly T[],
  origin: TLatLng,
): (T & { distance: number })[] {
  return items
    .map((item) => ({ item, exact: distanceMiles(origin, { lat: item.latitude, lng: item.longitude }) }))
    .sort((a, b) => a.exact - b.exact)
    .map(({ item, exact }) => ({ ...item, distance: Math.round(exact * 10) / 10 }))
}
