import type { TLocationsResult, TRegion } from '@deli/contracts'
import {
  locationCount,
  locationsNear,
  nearbyLocations,
  nearbySearchPath,
  noStoreNearby,
  pickupSearchHeading,
  SEARCH_POINT_INVALID,
  searchPoint,
  splitPayLocations,
  TEXTS,
} from '@deli/domain'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useCart } from '../features/cart/index.ts'
import { AddressSearch, LocationList, SearchHeader, useSplitPayOnly } from '../features/locations/index.ts'
import { apiGet } from '../lib/api.server.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/locations'

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  // Bad coordinates (lat=999 like lat=abc) are one kind message, never an error page.
  const point = searchPoint(url.searchParams.get('lat'), url.searchParams.get('lng'))
  const [nearby, regions] = await Promise.all([
    point && point !== 'invalid'
      ? apiGet<TLocationsResult>(nearbySearchPath(point), { request, context })
      : null,
    apiGet<{ regions: TRegion[] }>('stores/regions', { request, context }),
  ])
  // Only stores within the radius are 'near'; farther ones are no answer (Anchorage → Dallas).
  const locations = nearby ? nearbyLocations(nearby.locations) : null
  return { locations, isPointInvalid: point === 'invalid', regions: regions.regions }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'Locations', 'Find a Red Door Deli near you for pickup, curbside or delivery.')

export default function Locations({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const query = params.get('q') ?? ''
  // Headings follow the handoff: 'Order Curbside' for a curbside basket.
  const { cart } = useCart()
  // A split-payment group order being set up: only stores offering it, at most 3 (spec §5, §9).
  const isSplitOnly = useSplitPayOnly()
  const found =
    loaderData.locations && isSplitOnly ? splitPayLocations(loaderData.locations) : loaderData.locations
  return (
    <main id="main" className="container page">
      <SearchHeader heading={pickupSearchHeading(cart?.handoff)} />
      <AddressSearch
        key={query}
        defaultValue={query}
        onSelect={(point) =>
          navigate(`/locations?lat=${point.lat}&lng=${point.lng}&q=${encodeURIComponent(point.label)}`)
        }
      />
      {loaderData.isPointInvalid && (
        <p className="field-error" role="alert">
          {SEARCH_POINT_INVALID}
        </p>
      )}
      {isSplitOnly && <p className="muted">{TEXTS.splitPayLocationsOnly}</p>}
      {found && found.length === 0 && (
        <p className="search-empty" role="status">
          {isSplitOnly ? TEXTS.noSplitPayLocations : noStoreNearby(query || 'this place')}
        </p>
      )}
      {found && found.length > 0 ? (
        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="section-title">
            {locationsNear(found.length, query || 'you')}
          </h2>
          <LocationList locations={found} headingLevel="h3" />
        </section>
      ) : isSplitOnly ? null : (
        // The state pages list every store: none while a split-payment store is being chosen.
        <section aria-labelledby="regions-heading">
          <h2 id="regions-heading" className="section-title">
            Browse by state
          </h2>
          <ul className="region-grid">
            {loaderData.regions.map((region) => (
              <li key={region.state}>
                <Link to={`/locations/${region.state.toLowerCase()}`} className="region-link">
                  <strong>{region.stateName}</strong>
                  <span className="muted">
                    {locationCount(region.cities.reduce((sum, city) => sum + city.count, 0))}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  )
}
