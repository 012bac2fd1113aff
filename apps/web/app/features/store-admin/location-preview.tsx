import type { TStoreAdmin } from '@deli/contracts'

const PRECISION_TEXT: Record<NonNullable<TStoreAdmin['geocode_precision']>, string> = {
  street: 'The map service placed the street address itself.',
  postal_code: 'Placed at the centre of its ZIP code: the map service did not place the street itself.',
  locality: 'Placed at the centre of its city: the map service did not place the street itself.',
}

/**
 * Where the geo adapter put the store (ADR 060), honestly: its coordinates, how precisely they were
 * found, a schematic of the delivery radius around that point (no streets are drawn: none are known
 * here) and a link to the point on OpenStreetMap.
 */
export function LocationPreview(props: { store: TStoreAdmin }) {
  const { latitude, longitude, delivery_zone: zone, geocode_precision: precision } = props.store
  const osm = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`
  const radius = zone?.type === 'radius' ? zone.miles : null
  return (
    <figure className="store-admin__preview">
      <svg viewBox="0 0 120 120" width="120" height="120" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="118" height="118" rx="10" className="store-admin__preview-frame" />
        {radius !== null && <circle cx="60" cy="60" r="45" className="store-admin__preview-zone" />}
        {zone?.type === 'polygon' && (
          <polygon points="60,18 100,45 88,98 32,98 20,45" className="store-admin__preview-zone" />
        )}
        <circle cx="60" cy="60" r="5" className="store-admin__preview-store" />
      </svg>
      <figcaption>
        <span>
          The store at {latitude.toFixed(5)}, {longitude.toFixed(5)}
          {radius !== null && `, delivering ${radius} miles around it (schematic, not to a map)`}
          {zone?.type === 'polygon' &&
            `, delivering inside a drawn area of ${zone.points.length} points (schematic)`}
          .
        </span>
        {precision && <span>{PRECISION_TEXT[precision]}</span>}
        <a href={osm} target="_blank" rel="noreferrer noopener">
          Open this point on OpenStreetMap<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  )
}
