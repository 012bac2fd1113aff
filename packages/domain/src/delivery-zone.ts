import { distanceMiles } from './distance.ts'

/**
 * Where a store delivers: within `miles` (great-circle) of the store, or inside a polygon whose
 * points are [latitude, longitude] (open or closed ring, either winding direction).
 */
export type TDeliveryZone =
  | { type: 'radius'; miles: number }
  | { type: 'polygon'; points: [number, number][] }

type TPoint = { latitude: number; longitude: number }

/** Degrees; a point this close to an edge (about 1 cm) counts as on it. */
const EDGE_TOLERANCE = 1e-7

/** Whether p lies on the segment a–b (within EDGE_TOLERANCE), in plain latitude/longitude degrees. */
function onSegment(p: TPoint, a: [number, number], b: [number, number]): boolean {
  const [aLat, aLng] = a
  const [bLat, bLng] = b
  const dLat = bLat - aLat
  const dLng = bLng - aLng
  const length = Math.hypot(dLat, dLng)
  if (length === 0) return Math.hypot(p.latitude - aLat, p.longitude - aLng) <= EDGE_TOLERANCE
  const cross = (p.latitude - aLat) * dLng - (p.longitude - aLng) * dLat
  if (Math.abs(cross) / length > EDGE_TOLERANCE) return false
  const along = ((p.latitude - aLat) * dLat + (p.longitude - aLng) * dLng) / length
  return along >= -EDGE_TOLERANCE && along <= length + EDGE_TOLERANCE
}

/**
 * Ray casting (even-odd rule) with longitude as x and latitude as y, treating degrees as a plane: fine
 * for city-sized zones, not for zones crossing the antimeridian or a pole. Points on an edge or a vertex
 * count as inside (like the radius edge). Crossings are half-open (an edge spans latitudes from its lower
 * end, inclusive, to its upper end, exclusive), so a ray through a vertex is counted once.
 */
function inPolygon(points: readonly [number, number][], p: TPoint): boolean {
  if (points.length < 3) return false
  let inside = false
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i] as [number, number]
    const b = points[j] as [number, number]
    if (onSegment(p, a, b)) return true
    const [aLat, aLng] = a
    const [bLat, bLng] = b
    if (aLat > p.latitude !== bLat > p.latitude) {
      const crossingLng = aLng + ((p.latitude - aLat) / (bLat - aLat)) * (bLng - aLng)
      if (p.longitude < crossingLng) inside = !inside
    }
  }
  return inside
}

/**
 * Whether a delivery address lies in the store's zone. Radius: haversine distance from the store at
 * most `miles` (the edge is inside; a non-finite or negative radius delivers nowhere). Polygon: see
 * inPolygon (fewer than three points delivers nowhere).
 */
export function isInDeliveryZone(zone: TDeliveryZone, store: TPoint, point: TPoint): boolean {
  if (zone.type === 'radius') {
    if (!Number.isFinite(zone.miles) || zone.miles < 0) return false
    const from = { lat: store.latitude, lng: store.longitude }
    return distanceMiles(from, { lat: point.latitude, lng: point.longitude }) <= zone.miles
  }
  return inPolygon(zone.points, point)
}
