import { STATIC_MAPS_URL } from '@deli/contracts/constants'
import { DIAGNOSTICS } from '@deli/domain'

let warned = false

/**
 * The maps URL helper (spec §7, §8): a map image of a point (Google Static Maps, the brand's red pin)
 * drawn with site config's browser key; without a key, null and the spec's diagnostic logged once
 * ('Cannot generate map URL: API key is missing.'), and the caller draws its own map.
 */
export function mapImageUrl(
  point: { latitude: number; longitude: number },
  apiKey: string | null,
  size: { width: number; height: number; zoom?: number } = { width: 480, height: 280 },
): string | null {
  if (!apiKey) {
    if (!warned) console.warn(DIAGNOSTICS.mapKeyMissing)
    warned = true
    return null
  }
  const at = `${point.latitude},${point.longitude}`
  const params = new URLSearchParams({
    center: at,
    zoom: String(size.zoom ?? 15),
    size: `${size.width}x${size.height}`,
    scale: '2',
    markers: `color:0xC8102E|${at}`,
    key: apiKey,
  })
  return `${STATIC_MAPS_URL}?${params}`
}
