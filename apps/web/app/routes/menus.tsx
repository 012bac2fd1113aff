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

/**
 * Menu chooser without a location: menus and prices differ by store, so pick one first. The catering
 * chooser (?type=catering) makes catering the menu type, so the store picked next opens its catering menu.
 */
export default function Menus({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const type = params.get('type') === 'catering' ? 'catering' : 'mealtime'
  const location = useOrderContext((state) => state.location)
  const setSuperCategory = useOrderContext((state) => state.setSuperCategory)
  // The menu type chosen here is the one the store chosen next opens in (catering → ?type=catering).
  useEffect(() => setSuperCategory(type), [setSuperCategory, type])
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
