import type { TRegion } from '@deli/contracts'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { promotionApi } from './promotion-api.ts'

/** The region a promotion is limited to, ADR 062's key ('TX', 'TX/dallas'), and '' for none. */
export const regionParts = (key: string) => {
  const [state = '', city = ''] = key.split('/')
  return { state, city }
}

const storesText = (count: number) => `${count} store${count === 1 ? '' : 's'}`

/** What the chosen region takes in, said to the marketer (and announced as it changes). */
function regionSummary(regions: readonly TRegion[], key: string): string {
  if (key === '') return 'No region: only the stores chosen above, or every store when none is.'
  const { state, city } = regionParts(key)
  const region = regions.find((candidate) => candidate.state === state)
  if (!region) return ''
  const cities = city === '' ? region.cities : region.cities.filter((candidate) => candidate.slug === city)
  const count = cities.reduce((total, candidate) => total + candidate.count, 0)
  const where = city === '' ? region.stateName : `${cities[0]?.city ?? city}, ${region.stateName}`
  return `Every store in ${where}: ${storesText(count)} now, and any opened there later.`
}

/**
 * A promotion's region (ADR 061, keys of ADR 062): a state, or a state and one of its cities, as the
 * storefront's region pages list them (the stores module's `GET stores/regions`). Kept as the rule,
 * so a store opened there later is in it. Two labelled selects in a fieldset; the summary is a polite
 * live region; the API's or the form's sentence shows under them.
 */
export function RegionPicker(props: {
  value: string
  onChange: (key: string) => void
  error?: string | undefined
  id: string
}) {
  const id = useId()
  const regions = useQuery({
    queryKey: ['store-regions'],
    queryFn: promotionApi.regions,
    staleTime: 60_000,
  })
  const list = regions.data?.regions ?? []
  const { state, city } = regionParts(props.value)
  const chosenState = list.find((region) => region.state === state)
  const describedBy = [`${id}-summary`, props.error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <fieldset className="promotion-form__checks" aria-describedby={describedBy}>
      <legend>Region</legend>
      <div className="region-picker">
        <div className="field promotion-form__field">
          <label htmlFor={props.id}>State</label>
          <select
            id={props.id}
            className="text-input"
            value={state}
            aria-invalid={props.error ? true : undefined}
            aria-busy={regions.isPending}
            onChange={(event) => props.onChange(event.target.value)}
          >
            <option value="">No region</option>
            {list.map((region) => (
              <option key={region.state} value={region.state}>
                {region.stateName}
              </option>
            ))}
            {state !== '' && !chosenState && <option value={state}>{state}</option>}
          </select>
        </div>
        <div className="field promotion-form__field">
          <label htmlFor={`${id}-city`}>City</label>
          <select
            id={`${id}-city`}
            className="text-input"
            value={city}
            disabled={state === ''}
            aria-invalid={props.error ? true : undefined}
            onChange={(event) =>
              props.onChange(event.target.value === '' ? state : `${state}/${event.target.value}`)
            }
          >
            <option value="">{chosenState ? `Every city in ${chosenState.stateName}` : 'Every city'}</option>
            {chosenState?.cities.map((candidate) => (
              <option key={candidate.slug} value={candidate.slug}>
                {candidate.city} ({storesText(candidate.count)})
              </option>
            ))}
            {city !== '' && !chosenState?.cities.some((candidate) => candidate.slug === city) && (
              <option value={city}>{city}</option>
            )}
          </select>
        </div>
      </div>
      <p id={`${id}-summary`} className="field-note" aria-live="polite">
        {regions.isError
          ? 'The regions could not be loaded. Reload the page to try again.'
          : regionSummary(list, props.value)}
      </p>
      {props.error && (
        <p id={`${id}-error`} className="field-error">
          {props.error}
        </p>
      )}
    </fieldset>
  )
}
