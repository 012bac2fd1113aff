import type { TLocation } from '@deli/contracts'
import { formatPhone, TEXTS } from '@deli/domain'
import { Icon } from '../../ui/icon.tsx'

/** What a guest reads about a store's state: 'Coming Soon', 'Unavailable', 'Open now' or 'Closed'. */
export function locationStatusText(location: TLocation): string {
  if (location['Coming Soon']) return TEXTS.comingSoon
  if (!location.available) return 'Unavailable'
  return location.open ? 'Open now' : TEXTS.closed
}

/** The status, and for a closed store that takes orders when it opens next ('Opens 10:30 AM'). */
export function LocationStatus({ location }: { location: TLocation }) {
  return (
    <>
      <span className={`status status--${location.open ? 'open' : 'closed'}`}>
        {locationStatusText(location)}
      </span>
      {location.opens && <span className="status__opens">{location.opens}</span>}
    </>
  )
}

/** Status and phone line shared by the location card and the location detail page. */
export function LocationMeta({ location }: { location: TLocation }) {
  return (
    <p className="location-card__meta">
      <LocationStatus location={location} />
      <a href={`tel:+1${location.phone}`} className="location-card__phone">
        <Icon name="phone" size={16} />
        {formatPhone(location.phone)}
      </a>
    </p>
  )
}
