import type { TLocation, TLocationsResult } from '@deli/contracts'
import { slugify, stateName, TEXTS } from '@deli/domain'
import { data, Link } from 'react-router'
import { LocationDetail, LocationList, SearchHeader } from '../features/locations/index.ts'
import { apiGet } from '../lib/api.server.ts'
import { titleMeta } from '../lib/meta.ts'
import type { Route } from './+types/locations-region'

const SLUG = /^[a-z0-9-]+$/

/** Region pages /locations/{state}/{city?}/{address?}; with an address, the location detail. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const state = params.state.toLowerCase()
  const name = stateName(state)
  const valid =
    name && (!params.city || SLUG.test(params.city)) && (!params.address || SLUG.test(params.address))
  if (!valid) throw data(null, { status: 404 })
  if (params.city && params.address) {
    const { locations } = await apiGet<TLocationsResult>(
      `stores?path=${state}/${params.city}/${params.address}`,
      { request, context },
    )
    return { kind: 'detail' as const, stateName: name, location: locations[0] as TLocation, locations: [] }
  }
  const query = `stores?state=${state}${params.city ? `&city=${params.city}` : ''}`
  const { locations } = await apiGet<TLocationsResult>(query, { request, context })
  if (locations.length === 0) throw data(null, { status: 404 })
  return {
    kind: params.city ? ('city' as const) : ('state' as const),
    stateName: name,
    location: null,
    locations,
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return titleMeta(matches, TEXTS.notFound)
  if (loaderData.location) return titleMeta(matches, loaderData.location.name)
  const city = loaderData.kind === 'city' ? loaderData.locations[0]?.city : undefined
  return titleMeta(matches, `Locations in ${city ? `${city}, ` : ''}${loaderData.stateName}`)
}

export default function LocationsRegion({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.kind === 'detail' && loaderData.location)
    return <LocationDetail location={loaderData.location} />
  const state = params.state.toLowerCase()
  const byCity = new Map<string, TLocation[]>()
  for (const location of loaderData.locations)
    byCity.set(location.city, [...(byCity.get(location.city) ?? []), location])
  return (
    <main id="main" className="container page">
      <SearchHeader
        heading={loaderData.stateName}
        backTo={params.city ? `/locations/${state}` : '/locations'}
      />
      {loaderData.kind === 'state' && (
        <nav aria-label="Cities" className="city-links">
          {[...byCity.entries()].map(([city, stores]) => (
            <Link
              key={city}
              to={`/locations/${stores[0]?.path.split('/').slice(0, 2).join('/')}`}
              className="pill pill--link"
            >
              {city} ({stores.length})
            </Link>
          ))}
        </nav>
      )}
      {[...byCity.entries()].map(([city, stores]) => (
        <section key={city} aria-labelledby={`city-${slugify(city)}`}>
          <h2 id={`city-${slugify(city)}`} className="section-title">
            {city}
          </h2>
          <LocationList locations={stores} headingLevel="h3" />
        </section>
      ))}
    </main>
  )
}
