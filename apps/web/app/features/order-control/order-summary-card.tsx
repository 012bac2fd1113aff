import type { TCartAddress } from '@deli/contracts'
import { TEXTS } from '@deli/domain'
import { useId } from 'react'
import { Link } from 'react-router'
import type { TCurrentLocation } from '../../lib/order-context.ts'
import { usePanels } from '../../lib/panels.ts'
import { Icon } from '../../ui/icon.tsx'

/**
 * The active order's place (spec §2 order-control panel): the pickup location card with 'Change
 * Location' (the locations list), or the delivery address with 'Change Address' (the delivery panel).
 */
export function OrderSummaryCard(props: { location: TCurrentLocation; address: TCartAddress | null }) {
  const { location, address } = props
  const openPanel = usePanels((state) => state.openPanel)
  const closePanel = usePanels((state) => state.closePanel)
  const titleId = useId()
  return (
    <section className="order-card" aria-labelledby={titleId}>
      <Icon name={address ? 'car' : 'store'} size={28} />
      <div className="order-card__text">
        <h3 id={titleId} className="order-card__title">
          {address ? `${TEXTS.delivery} to` : `${TEXTS.pickup} at ${location.name}`}
        </h3>
        {address ? (
          <>
            <p className="order-card__line">{TEXTS.savedAddress(address)}</p>
            {address.building && <p className="order-card__line">{address.building}</p>}
            <p className="order-card__meta">From {location.name}</p>
          </>
        ) : (
          <p className="order-card__line">
            {location.address}, {location.city}, {location.state} {location.zip}
          </p>
        )}
        {address ? (
          <button type="button" className="btn btn--small btn--link" onClick={() => openPanel('delivery')}>
            {TEXTS.changeAddress}
          </button>
        ) : (
          <Link className="btn btn--small btn--link" to="/locations" onClick={closePanel}>
            {TEXTS.changeLocation}
          </Link>
        )}
      </div>
    </section>
  )
}
