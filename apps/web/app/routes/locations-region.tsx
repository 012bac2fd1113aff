import type { TLocation, TLocationsResult, TRegion } from '@deli/contracts'
import { isPageNumber, REGION_PAGE_SIZE } from '@deli/contracts/constants'
import { stateName, storesInCitiesText, storesInCityText, TEXTS } from '@deli/domain'
import { data, Link } from 'react-router'
import { LocationDetail, LocationList, SearchHeader } from '../features/locations/index.ts'
import { apiGet } from '../lib/api.server.ts'
import { titleMeta } from '../lib/meta.ts'
import { ButtonLink } from '../ui/button.tsx'
import type { Route } from './+types/locations-region'

const SLUG = /^[a-z0-9-]+$/

type TRegionCity = TRegion['cities'][number]

/**
 * Region pages /locations/{state}/{city?}/{address?}; with an address, the location detail.
 *
 * A state's page lists its cities with their store counts, and a city's page its stores,
 * REGION_PAGE_SIZE at a time (`?page=n`): at a chain of 40,000 stores a state has thousands of stores,
 * and a page that listed them all did not answer within seconds (ADR 038).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const state = params.state.toLowerCase()
  const name = stateName(state)
  const pageParam = new URL(request.url).searchParams.get('page') ?? '1'
  const valid =
    name &&
    (!params.city || SLUG.test(params.city)) &&
    (!params.address || SLUG.test(params.address)) &&
    isPageNumber(pageParam)
  if (!valid) throw data(null, { status: 404 })
  if (params.city && params.address) {
    const { locations } = await apiGet<TLocationsResult>(
      `stores?path=${state}/${params.city}/${params.address}`,
      { request, context },
    )
    return { kind: 'detail' as const, stateName: name, location: locations[0] as TLocation }
  }
  const page = Number(pageParam)
  const [{ regions }, stores] = await Promise.all([
    apiGet<{ regions: TRegion[] }>(`stores/regions?state=${state}`, { request, context }),
    params.city
      ? apiGet<TLocationsResult>(`stores?state=${state}&city=${params.city}&page=${page}`, {
          request,
          context,
        })
      : null,
  ])
  const cities = regions[0]?.cities ?? []
  if (!params.city) {
    if (cities.length === 0 || page !== 1) throw data(null, { status: 404 })
    return { kind: 'state' as const, stateName: name, cities }
  }
  const city = cities.find((candidate) => candidate.slug === params.city)
  if (!city || !stores || stores.locations.length === 0) throw data(null, { status: 404 })
  return {
    kind: 'city' as const,
    stateName: name,
    city: city.city,
    locations: stores.locations,
    page,
    pages: Math.ceil(city.count / REGION_PAGE_SIZE),
    total: city.count,
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return titleMeta(matches, TEXTS.notFound)
  if (loaderData.kind === 'detail') return titleMeta(matches, loaderData.location.name)
  if (loaderData.kind === 'state') return titleMeta(matches, `Locations in ${loaderData.stateName}`)
  const page = loaderData.page > 1 ? `, page ${loaderData.page}` : ''
  return titleMeta(matches, `Locations in ${loaderData.city}, ${loaderData.stateName}${page}`)
}

function CityLinks({ state, cities }: { state: string; cities: TRegionCity[] }) {
  return (
    <nav aria-label="Cities" className="city-links">
      {cities.map((city) => (
        <Link key={city.slug} to={`/locations/${state}/${city.slug}`} className="pill pill--link">
          {city.city} ({city.count})
        </Link>
      ))}
    </nav>
  )
}

/** Previous and next pages of a city's stores, with where this page stands: 'Stores 31–60 of 95'. */
function RegionPages(props: { path: string; page: number; pages: number; total: number }) {
  const { path, page, pages, total } = props
  if (pages <= 1) return null
  const first = (page - 1) * REGION_PAGE_SIZE + 1
  const last = Math.min(page * REGION_PAGE_SIZE, total)
  const to = (target: number) => (target === 1 ? path : `${path}?page=${target}`)
  return (
    <nav aria-label="Pages" className="region-pages">
      {page > 1 ? (
        <ButtonLink to={to(page - 1)} variant="outline" size="small" rel="prev">
          Previous
        </ButtonLink>
      ) : (
        <span />
      )}
      <p className="muted">
        Stores {first}–{last} of {total}
      </p>
      {page < pages ? (
        <ButtonLink to={to(page + 1)} variant="outline" size="small" rel="next">
          Next
        </ButtonLink>
      ) : (
        <span />
      )}
    </nav>
  )
}

export default function LocationsRegion({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.kind === 'detail') return <LocationDetail location={loaderData.location} />
  const state = params.state.toLowerCase()
  if (loaderData.kind === 'state')
    return (
      <main id="main" className="container page">
        <SearchHeader heading={loaderData.stateName} backTo="/locations" backLabel="All states" />
        <p className="muted">
          {storesInCitiesText(
            loaderData.cities.reduce((sum, city) => sum + city.count, 0),
            loaderData.cities.length,
          )}{' '}
          Choose a city to see its stores.
        </p>
        <CityLinks state={state} cities={loaderData.cities} />
      </main>
    )
  const path = `/locations/${state}/${params.city}`
  return (
    <main id="main" className="container page">
      <SearchHeader
        heading={`${loaderData.city}, ${loaderData.stateName}`}
        backTo={`/locations/${state}`}
        backLabel={`All ${loaderData.stateName} cities`}
      />
      <p className="muted">{storesInCityText(loaderData.total, loaderData.city)}</p>
      <LocationList locations={loaderData.locations} headingLevel="h2" />
      <RegionPages path={path} page={loaderData.page} pages={loaderData.pages} total={loaderData.total} />
    </main>
  )
}
