import type { TCartAddress, THandoffMode } from '@deli/contracts'
import { HANDOFF_LABELS, TEXTS } from '@deli/domain'
import { useId, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { groupOrderApi } from '../../lib/group-order-api.ts'
import { type TCurrentLocation, useOrderContext } from '../../lib/order-context.ts'
import { usePanels } from '../../lib/panels.ts'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { Icon } from '../../ui/icon.tsx'
import { forgetGroupOrder } from '../group-order/index.ts'

/**
 * The active order's place (spec §2 order-control panel): the pickup location card with 'Change
 * Location' (the locations list), or the delivery address with 'Change Address' (the delivery panel).
 * The host of a group order is asked first, and changing cancels the group order (spec §4, §6, §8);
 * a participant cannot change the place.
 */
export function OrderSummaryCard(props: {
  location: TCurrentLocation
  address: TCartAddress | null
  /** The basket's handoff: the heading follows it ('Curbside at …'). */
  handoff: THandoffMode
  isGroupHost?: boolean
  isParticipant?: boolean
}) {
  const { location, address } = props
  const openPanel = usePanels((state) => state.openPanel)
  const closePanel = usePanels((state) => state.closePanel)
  const navigate = useNavigate()
  const titleId = useId()
  const [isConfirmOpen, setConfirmOpen] = useState(false)
  const change = () => {
    if (address) return openPanel('delivery')
    closePanel()
    navigate('/locations')
  }
  return (
    <section className="order-card" aria-labelledby={titleId}>
      <Icon name={address ? 'car' : 'store'} size={28} />
      <div className="order-card__text">
        <h3 id={titleId} className="order-card__title">
          {address ? `${TEXTS.delivery} to` : `${HANDOFF_LABELS[props.handoff]} at ${location.name}`}
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
        {props.isParticipant ? null : props.isGroupHost ? (
          <button type="button" className="btn btn--small btn--link" onClick={() => setConfirmOpen(true)}>
            {address ? TEXTS.changeAddress : TEXTS.changeLocation}
          </button>
        ) : address ? (
          <button type="button" className="btn btn--small btn--link" onClick={() => openPanel('delivery')}>
            {TEXTS.changeAddress}
          </button>
        ) : (
          <Link className="btn btn--small btn--link" to="/locations" onClick={closePanel}>
            {TEXTS.changeLocation}
          </Link>
        )}
      </div>
      {props.isGroupHost && (
        <ConfirmDialog
          open={isConfirmOpen}
          title={TEXTS.changeLocationTitle}
          body={TEXTS.changeLocationBody}
          confirmLabel={TEXTS.confirmCancelOrder}
          dismissLabel={TEXTS.confirmGoBack}
          onConfirm={async () => {
            const groupOrder = useOrderContext.getState().groupOrder
            if (groupOrder) await groupOrderApi.cancel(groupOrder.id)
          }}
          onClose={() => setConfirmOpen(false)}
          onConfirmed={() => {
            forgetGroupOrder()
            change()
          }}
        />
      )}
    </section>
  )
}
