import type { TLocationsResult, TRegion } from '@deli/contracts'
import { pickupSearchHeading } from '@deli/domain'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useCart } from '../features/cart/index.ts'
import { AddressSearch, LocationList, SearchHeader } from '../features/locations/index.ts'
import { apiGet } from '../lib/api.server.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/locations'

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const lat = Number(url.searchParams.get('lat'))
  const lng = Number(url.searchParams.get('lng'))
  const hasPoint =
    url.searchParams.has('lat') && url.searchParams.has('lng') && Number.isFinite(lat) && Number.isFinite(lng)
  const [nearby, regions] = await Promise.all([
    hasPoint
      ? apiGet<TLocationsResult>(`locations?lat=${lat}&lng=${lng}&limit=10`, { request, context })
      : null,
    apiGet<{ regions: TRegion[] }>('stores/regions', { request, context }),
  ])
  return { locations: nearby?.locations ?? null, regions: regions.regions }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'Locations', 'Find a Red Door Deli near you for pickup, curbside or delivery.')

export default function Locations({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const query = params.get('q') ?? ''
  // Headings follow the handoff: 'Order Curbside' for a curbside basket.
  const { cart } = useCart()
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
      {loaderData.locations ? (
        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="section-title">
            {loaderData.locations.length} locations near {query || 'you'}
          </h2>
          <LocationList locations={loaderData.locations} headingLevel="h3" />
        </section>
      ) : (
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
                    {region.cities.reduce((sum, city) => sum + city.count, 0)} locations
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
