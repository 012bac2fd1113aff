import type { TLocation } from '@deli/contracts'
import { LocationCard } from './location-card.tsx'
import { useStartOrder } from './use-start-order.ts'

export function LocationList({
  locations,
  headingLevel,
}: {
  locations: TLocation[]
  headingLevel?: 'h2' | 'h3'
}) {
  const { startOrder, error } = useStartOrder()
  return (
    <ol className="location-list">
      {locations.map((location) => (
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
