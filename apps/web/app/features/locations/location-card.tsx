import type { TLocation } from '@deli/contracts'
import { distanceText, notTakingOrdersText, TEXTS } from '@deli/domain'
import { Link } from 'react-router'
import { Button } from '../../ui/button.tsx'
import { FavouriteHeart } from '../account/index.ts'
import { LocationMeta } from './location-meta.tsx'
import { ServicePills } from './service-pills.tsx'

/**
 * Location card (spec §2): name, address, phone, open now / closed, services, 'More Info', 'Start Order',
 * and the favourite heart for members. Both calls to action name the store to a screen reader ('Start
 * Order at …'), so a list of cards is not a list of identical buttons.
 */
export function LocationCard(props: {
  location: TLocation
  /** Without it the card has no 'Start Order' (a modal with its own call to action). */
  onStartOrder?: (location: TLocation) => void
  error?: string
  headingLevel?: 'h2' | 'h3'
}) {
  const { location } = props
  const Heading = props.headingLevel ?? 'h2'
  // A store taking no orders ('Coming Soon') says so instead of offering a 'Start Order' that fails.
  const closedText = notTakingOrdersText(location)
  return (
    <article className="location-card" aria-labelledby={`store-${location.id}`}>
      <div className="location-card__top">
        <Heading id={`store-${location.id}`} className="location-card__name">
          {location.name}
        </Heading>
        {location.distance !== undefined && (
          <span className="location-card__distance">{distanceText(location.distance)}</span>
        )}
        <FavouriteHeart menuId={location.menu_id} storeName={location.name} />
      </div>
      <p className="location-card__address">
        {location.address}
        <br />
        {location.city}, {location.state} {location.zip}
      </p>
      <LocationMeta location={location} />
      <ServicePills services={location.services} />
      {props.error && (
        <p className="field-error" role="alert">
          {props.error}
        </p>
      )}
      <div className="location-card__actions">
        <Link className="btn btn--small btn--outline" to={`/locations/${location.path}`}>
          {TEXTS.moreInfo}
          <span className="visually-hidden"> about {location.name}</span>
        </Link>
        {props.onStartOrder &&
          (closedText ? (
            <p className="location-card__not-taking">{closedText}</p>
          ) : (
            <Button size="small" onClick={() => props.onStartOrder?.(location)}>
              {TEXTS.startOrder}
              <span className="visually-hidden"> at {location.name}</span>
            </Button>
          ))}
      </div>
    </article>
  )
}
