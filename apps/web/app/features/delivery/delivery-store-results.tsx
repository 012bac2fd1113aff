import type { TDeliveryLocation } from '@deli/contracts'
import { TEXTS } from '@deli/domain'
import { DeliveryStoreCard } from './delivery-store-card.tsx'

/** The delivery search's answer (spec §2): 'Select a location' with up to 3 stores, or 'No Nearby Locations'. */
export function DeliveryStoreResults(props: {
  results: TDeliveryLocation[]
  onStartOrder: (store: TDeliveryLocation) => void
  error: { storeId: number; message: string } | null
}) {
  if (props.results.length === 0) {
    return (
      <section className="delivery-results delivery-results--empty" aria-labelledby="delivery-none">
        <h3 id="delivery-none" className="panel-section__title">
          {TEXTS.noNearbyLocations}
        </h3>
        <p>{TEXTS.cannotDeliver}</p>
      </section>
    )
  }
  return (
    <section className="delivery-results" aria-labelledby="delivery-select">
      <h3 id="delivery-select" className="panel-section__title">
        {TEXTS.selectALocation}
      </h3>
      {props.results.map((store) => (
        <DeliveryStoreCard
          key={store.id}
          store={store}
          onStartOrder={props.onStartOrder}
          error={props.error?.storeId === store.id ? props.error.message : undefined}
        />
      ))}
    </section>
  )
}
