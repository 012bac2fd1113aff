import type { TRegion } from '@deli/contracts'
import { useEffect } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { AddressSearch, SearchHeader } from '../features/locations/index.ts'
import { apiGet } from '../lib/api.server.ts'
import { titleMeta } from '../lib/meta.ts'
import { useOrderContext } from '../lib/order-context.ts'
import type { Route } from './+types/menus'

export async function loader({ request, context }: Route.LoaderArgs) {
  return apiGet<{ regions: TRegion[] }>('stores/regions', { request, context })
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'Menus')

/** Menu chooser without a location: menus and prices differ by store, so pick one first. */
export default function Menus({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const type = params.get('type') === 'catering' ? 'catering' : 'mealtime'
  const location = useOrderContext((state) => state.location)
  useEffect(() => {
    if (location)
      navigate(`/menu/${location.menu_id}${type === 'catering' ? '?type=catering' : ''}`, { replace: true })
  }, [location, navigate, type])
  return (
    <main id="main" className="container page">
      <SearchHeader heading={type === 'catering' ? 'Catering Menu' : 'Our Menu'} />
      <p className="lede">
        Menus and prices vary by location. Choose your Red Door to see what's cooking there.
      </p>
      <AddressSearch
        onSelect={(point) =>
          navigate(`/locations?lat=${point.lat}&lng=${point.lng}&q=${encodeURIComponent(point.label)}`)
        }
      />
      <h2 className="section-title">Or browse locations by state</h2>
      <ul className="region-grid">
        {loaderData.regions.map((region) => (
          <li key={region.state}>
            <Link to={`/locations/${region.state.toLowerCase()}`} className="region-link">
              <strong>{region.stateName}</strong>
              <span className="muted">{region.cities.map((city) => city.city).join(', ')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  )
}
