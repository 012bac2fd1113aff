import { STORE_SETTINGS_LIMITS, STORE_SETTINGS_MESSAGES } from '@deli/contracts/store-settings-rules'

/** One corner of a drawn delivery area as the editor holds it: degrees as typed. */
export type TPointDraft = { lat: string; lng: string }
type TPoint = [number, number]

const degrees = (text: string, limit: number) => {
  const value = /^-?\d{1,3}(\.\d{1,7})?$/.test(text.trim()) ? Number(text.trim()) : Number.NaN
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null
}

/**
 * The points to send (ADR 060: `delivery_zone` of type polygon), checked with the contract's limits
 * and its sentence: 3 to 200 corners, each a latitude and a longitude in range.
 */
export function zonePoints(drafts: readonly TPointDraft[]): { points: TPoint[] } | { error: string } {
  const { min, max } = STORE_SETTINGS_LIMITS.polygonPoints
  const points: TPoint[] = []
  for (const draft of drafts) {
    const lat = degrees(draft.lat, 90)
    const lng = degrees(draft.lng, 180)
    if (lat === null || lng === null) return { error: STORE_SETTINGS_MESSAGES.polygon }
    points.push([lat, lng])
  }
  if (points.length < min || points.length > max) return { error: STORE_SETTINGS_MESSAGES.polygon }
  return { points }
}

const text = (value: number) => String(Number(value.toFixed(5)))

/** A square about 1.4 miles on a side around the store: where a new area starts. */
export function squareAround(latitude: number, longitude: number): TPointDraft[] {
  const d = 0.01
  return [
    [latitude + d, longitude - d],
    [latitude + d, longitude + d],
    [latitude - d, longitude + d],
    [latitude - d, longitude - d],
  ].map(([lat = 0, lng = 0]) => ({ lat: text(lat), lng: text(lng) }))
}

/** A new corner after `index`: halfway to the next one (the first, after the last). */
export function pointAfter(drafts: readonly TPointDraft[], index: number): TPointDraft {
  const here = drafts[index]
  const next = drafts[(index + 1) % drafts.length]
  const mid = (a = '0', b = '0') => text(((Number(a) || 0) + (Number(b) || 0)) / 2)
  return { lat: mid(here?.lat, next?.lat), lng: mid(here?.lng, next?.lng) }
}

/**
 * The preview's drawing (an SVG of `size` units): the area's corners and the store, scaled to fit
 * with a margin; north up, longitude shrunk by the latitude's cosine so the shape is not stretched.
 * Corners not yet numbers are left out.
 */
export function previewOf(
  drafts: readonly TPointDraft[],
  store: { latitude: number; longitude: number },
  size = 160,
): { points: string; store: { x: number; y: number } } {
  const corners = drafts
    .map((draft) => [Number(draft.lat), Number(draft.lng)] as const)
    .filter(([lat, lng]) => Number.isFinite(lat) && Number.isFinite(lng))
  const squeeze = Math.cos((store.latitude * Math.PI) / 180) || 1
  const all = [...corners, [store.latitude, store.longitude] as const].map(
    ([lat, lng]) => [lng * squeeze, lat] as const,
  )
  const xs = all.map(([x]) => x)
  const ys = all.map(([, y]) => y)
  const [left, right, bottom, top] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const span = Math.max(right - left, top - bottom) || 0.01
  const margin = size * 0.1
  const scale = (size - 2 * margin) / span
  const at = (lat: number, lng: number) => ({
    x: Number((margin + (lng * squeeze - left) * scale).toFixed(1)),
    y: Number((margin + (top - lat) * scale).toFixed(1)),
  })
  return {
    points: corners.map(([lat, lng]) => `${at(lat, lng).x},${at(lat, lng).y}`).join(' '),
    store: at(store.latitude, store.longitude),
  }
}
