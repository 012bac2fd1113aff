import { useSiteConfig } from '../../lib/site-config.tsx'
import { mapImageUrl } from './map-image-url.ts'

/**
 * A map of the store's surroundings and a link to directions: the map image of site config's maps
 * key when the chain set one (GOOGLE_MAPS_BROWSER_KEY), else drawn locally (no external tiles,
 * nothing leaves the site): a street grid seeded from the coordinates, the store pin in the middle.
 */
export function StoreMap({
  latitude,
  longitude,
  name,
}: {
  latitude: number
  longitude: number
  name: string
}) {
  const { map } = useSiteConfig()
  const image = mapImageUrl({ latitude, longitude }, map.api_key)
  const seed = Math.abs(Math.round(latitude * 1000) + Math.round(longitude * 1000))
  const streets = Array.from({ length: 7 }, (_, index) => 40 + index * 70 + ((seed >> index) % 23))
  const avenues = Array.from({ length: 5 }, (_, index) => 30 + index * 60 + ((seed >> (index + 3)) % 17))
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`
  return (
    <figure className="store-map">
      {image ? (
        <img src={image} alt={`Map showing ${name}`} width="480" height="280" loading="lazy" />
      ) : (
        <svg viewBox="0 0 480 280" role="img" aria-label={`Map showing ${name}`}>
          <rect width="480" height="280" fill="#f3efe8" />
          <rect x={(seed % 200) + 20} y="170" width="120" height="80" rx="8" fill="#d9ead3" />
          {streets.map((x) => (
            <rect key={`s${x}`} x={x} y="0" width="10" height="280" fill="#fff" />
          ))}
          {avenues.map((y) => (
            <rect key={`a${y}`} x="0" y={y} width="480" height="10" fill="#fff" />
          ))}
          <rect x="0" y="132" width="480" height="16" fill="#ffe7a8" />
          <g transform="translate(240 140)">
            <circle r="26" fill="#C8102E" opacity="0.15" />
            <path
              d="M0-34a14 14 0 0 0-14 14c0 10 14 26 14 26s14-16 14-26a14 14 0 0 0-14-14Z"
              fill="#C8102E"
            />
            <circle cy="-20" r="5" fill="#fff" />
          </g>
        </svg>
      )}
      <figcaption>
        {latitude.toFixed(4)}, {longitude.toFixed(4)} ·{' '}
        <a href={directions} rel="noopener noreferrer" target="_blank">
          Get directions
        </a>
      </figcaption>
    </figure>
  )
}
