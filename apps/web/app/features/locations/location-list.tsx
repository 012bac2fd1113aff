import type { TLocation } from '@deli/contracts'
import { TEXTS } from '@deli/domain'
import { LocationCard } from './location-card.tsx'
import { useSplitPayOnly } from './use-split-pay-only.ts'
import { useStartOrder } from './use-start-order.ts'

/**
 * Store cards with 'Start Order'. While a split-payment group order is being set up, only stores
 * offering split payment are listed (spec §5), with the spec's sentence when none of them does.
 */
export function LocationList({
  locations,
  headingLevel,
}: {
  locations: TLocation[]
  headingLevel?: 'h2' | 'h3'
}) {
  const { startOrder, error } = useStartOrder()
  const isSplitOnly = useSplitPayOnly()
  const listed = isSplitOnly ? locations.filter((location) => location.services.groupsplitpay) : locations
  if (listed.length === 0 && locations.length > 0)
    return (
      <p className="search-empty" role="status">
        {TEXTS.noSplitPayLocations}
      </p>
    )
  return (
    <ol className="location-list">
      {listed.map((location) => (
        <li key={location.id}>
          <LocationCard
            location={location}
            onStartOrder={startOrder}
            headingLevel={headingLevel}
            error={error?.storeId === location.id ? error.message : undefined}
          />
        </li>
      ))}
    </ol>
  )
}
