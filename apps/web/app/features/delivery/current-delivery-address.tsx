import type { TCartAddress } from '@deli/contracts'
import { TEXTS } from '@deli/domain'
import { Button } from '../../ui/button.tsx'
import { Icon } from '../../ui/icon.tsx'

/** The basket's delivery address (spec §2 delivery panel) with 'Change Delivery Address'. */
export function CurrentDeliveryAddress(props: {
  address: TCartAddress
  storeName: string
  onChange: () => void
}) {
  const { address } = props
  return (
    <section className="panel-section" aria-labelledby="delivery-current">
      <h3 id="delivery-current" className="panel-section__title">
        {TEXTS.deliveryAddress}
      </h3>
      <div className="order-card">
        <Icon name="car" size={28} />
        <div className="order-card__text">
          <p className="order-card__line order-card__line--strong">{TEXTS.savedAddress(address)}</p>
          {address.building && <p className="order-card__line">{address.building}</p>}
          {address.instructions && <p className="order-card__meta">“{address.instructions}”</p>}
          <p className="order-card__meta">From {props.storeName}</p>
        </div>
      </div>
      <Button size="small" variant="outline" onClick={props.onChange}>
        {TEXTS.changeDeliveryAddress}
      </Button>
    </section>
  )
}
