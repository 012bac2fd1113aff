import type { TLocation, TLocationsResult } from '@deli/contracts'
import {
  distanceText,
  locationsNear,
  nearbyLocations,
  nearbySearchPath,
  noStoreNearby,
  TEXTS,
} from '@deli/domain'
import { useQuery } from '@tanstack/react-query'
import { type RefObject, useId, useState } from 'react'
import { ApiError, apiCall } from '../../lib/api-client.ts'
import { Icon } from '../../ui/icon.tsx'
import { usePopoverBehaviour } from '../../ui/use-popover.ts'
import { AddressSearch, type TSearchPoint } from './address-search.tsx'
import { useStartOrder } from './use-start-order.ts'

/** The nearest stores around a point (the /locations page's search, asked from the browser). */
function useNearbyLocations(point: TSearchPoint | null) {
  return useQuery({
    queryKey: ['nearby-locations', point?.lat, point?.lng],
    queryFn: async ({ signal }) => {
      if (!point) return []
      const result = await apiCall<TLocationsResult>(nearbySearchPath(point), { signal })
      return nearbyLocations(result.locations)
    },
    enabled: point !== null,
  })
}

/**
 * The location search popup's body (spec §2 site popups; §9: results 12rem high, 16rem wide): the
 * address search, then the nearest stores, each choosing that store as /locations does
 * (`useStartOrder`), or the reason there are none. Loaded apart from the first JavaScript.
 */
export function LocationSearchPopup(props: {
  id: string
  isOpen: boolean
  close: (returnFocus: boolean) => void
  wrapper: RefObject<HTMLElement | null>
}) {
  const popover = usePopoverBehaviour(props)
  const headingId = useId()
  return (
    <div
      ref={popover}
      id={props.id}
      className="find-deli__popup"
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      hidden={!props.isOpen}
    >
      <div className="find-deli__header">
        <h2 id={headingId} className="find-deli__title">
          {TEXTS.findADeli}
        </h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={() => props.close(true)}>
          <Icon name="close" />
        </button>
      </div>
      <LocationSearch />
    </div>
  )
}

/** The popup's body: the address search, then the stores or the reason there are none. */
function LocationSearch() {
  const [point, setPoint] = useState<TSearchPoint | null>(null)
  const search = useNearbyLocations(point)
  const { startOrder, error: startError } = useStartOrder()

  const locations = search.data ?? []
  const failure = search.isError
    ? search.error instanceof ApiError
      ? search.error.message
      : TEXTS.locationSearchFailed
    : null
  const isEmpty = search.isSuccess && locations.length === 0
  const count = point && locations.length > 0 ? locationsNear(locations.length, point.label) : ''
  return (
    <div className="location-popup">
      <AddressSearch label="Address, city or ZIP code" onSelect={setPoint} />
      <p className="location-popup__status" role="status">
        {search.isFetching ? (
          <>
            <span className="spinner spinner--small" aria-hidden="true" /> Searching…
          </>
        ) : (
          count
        )}
      </p>
      <div role="alert" className="location-popup__error">
        {point && isEmpty && (
          <>
            <strong>{TEXTS.noNearbyLocations}</strong> {noStoreNearby(point.label)}
          </>
        )}
        {failure ?? startError?.message}
      </div>
      {locations.length > 0 && (
        <ul className="location-popup__results" aria-label={count}>
          {locations.map((location) => (
            <li key={location.id}>
              <LocationResult location={location} onChoose={startOrder} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** One store of the results: name, distance and address on a button that starts the order there. */
function LocationResult(props: { location: TLocation; onChoose: (location: TLocation) => void }) {
  const { location } = props
  return (
    <button type="button" className="location-popup__result" onClick={() => props.onChoose(location)}>
      <span className="location-popup__name">{location.name}</span>
      {location.distance !== undefined && (
        <span className="location-popup__distance">{distanceText(location.distance)}</span>
      )}
      <span className="location-popup__address">
        {location.address}, {location.city}, {location.state} {location.zip}
      </span>
    </button>
  )
}
