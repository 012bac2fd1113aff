import { directionsUrl } from '../../lib/directions-url.ts'
import { useSiteConfig } from '../../lib/site-config.tsx'
import { Icon } from '../../ui/icon.tsx'
import { mapImageUrl } from './map-image-url.ts'

/**
 * Where to find a store: a map image of its surroundings when the chain set a maps key (site
 * config's GOOGLE_MAPS_BROWSER_KEY, spec §7), else only a pin on a plain card — nothing drawn that
 * is not there (no external tiles either, so nothing leaves the site) — with the address and a
 * Directions link to a real map.
 */
export function StoreMap({
  store,
}: {
  store: {
    name: string
    address: string
    city: string
    state: string
    zip: string
    latitude: number
    longitude: number
  }
}) {
  const { map } = useSiteConfig()
  const image = mapImageUrl(store, map.api_key)
  return (
    <figure className="store-map">
      {image ? (
        <img src={image} alt={`Street map around ${store.name}`} width="480" height="280" loading="lazy" />
      ) : (
        <div className="store-map__pin" aria-hidden="true">
          <Icon name="pin" size={56} />
        </div>
      )}
      <figcaption>
        <p className="store-map__address">
          {store.address}
          <br />
          {store.city}, {store.state} {store.zip}
        </p>
        <a
          className="btn btn--small btn--outline"
          href={directionsUrl(store)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="pin" size={18} />
          Directions<span className="visually-hidden"> to {store.name} (opens Google Maps in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  )
}
