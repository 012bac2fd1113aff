import type { TDeliveryLocation } from '@deli/contracts'
import { distanceText, formatMoney, TEXTS } from '@deli/domain'
import { Button } from '../../ui/button.tsx'

/** A store that delivers to the address: name, address, distance, fee and minimum, 'Start Order'. */
export function DeliveryStoreCard(props: {
  store: TDeliveryLocation
  onStartOrder: (store: TDeliveryLocation) => void
  error?: string
}) {
  const { store } = props
  const headingId = `delivery-store-${store.id}`
  return (
    <article className="delivery-store" aria-labelledby={headingId}>
      <div className="delivery-store__top">
        <h4 id={headingId} className="delivery-store__name">
          {store.name}
        </h4>
        {store.distance !== undefined && <span className="muted">{distanceText(store.distance)}</span>}
      </div>
      <p className="delivery-store__address">
        {store.address}, {store.city}, {store.state} {store.zip}
      </p>
      <p className="delivery-store__terms">
        Delivery fee {formatMoney(store.delivery.fee)} · {formatMoney(store.delivery.minimum)} minimum
      </p>
      {props.error && (
        <p className="field-error" role="alert">
          {props.error}
        </p>
      )}
      <Button size="small" onClick={() => props.onStartOrder(store)}>
        {TEXTS.startOrder}
        <span className="visually-hidden"> at {store.name}</span>
      </Button>
    </article>
  )
}
