import type { TCart } from '@deli/contracts'
import { HANDOFF_LABELS, isDeliveryHandoff, KIOSK_TEXTS, orderTimeText } from '@deli/domain'
import { useLocation, useNavigate } from 'react-router'
import { useLocationByMenu } from '../../lib/location-by-menu.ts'
import { useOrderContext } from '../../lib/order-context.ts'
import { usePanels } from '../../lib/panels.ts'
import { useKiosk } from '../../lib/site-config.tsx'
import { Icon } from '../../ui/icon.tsx'
import { useGroupOrder, useGroupTimeText } from '../group-order/index.ts'

/** The basket's store: the current location when it is on that menu, else looked up by menu id. */
function useCartStore(menuId: number) {
  const current = useOrderContext((state) => state.location)
  const isCurrent = current?.menu_id === menuId
  const { data } = useLocationByMenu(isCurrent ? null : menuId)
  return isCurrent ? current : (data ?? null)
}

/**
 * The cart-location card (spec §2): store, address, handoff and order time; delivery shows where it
 * goes. The time button opens the select-time modal (?selectTime=true on the current path); a group's
 * participant reads the group's time there, set by the host (spec §4); a kiosk orders for now only
 * (ADR 046) and shows the time without a button.
 */
export function CartLocationCard({ cart }: { cart: TCart }) {
  const store = useCartStore(cart.menu_id)
  const isParticipant = useGroupOrder().role === 'participant'
  const groupTime = useGroupTimeText()
  const navigate = useNavigate()
  const { pathname, search, hash } = useLocation()
  const isDelivery = isDeliveryHandoff(cart.handoff)
  const address = cart.address
  const isKiosk = useKiosk() !== null
  function openSelectTime() {
    const params = new URLSearchParams(search)
    params.set('selectTime', 'true')
    usePanels.getState().closePanel()
    navigate({ pathname, search: `?${params}`, hash }, { preventScrollReset: true })
  }
  return (
    <section className="cart-location" aria-labelledby="cart-location-name">
      <p className="cart-location__handoff">
        <Icon name={isDelivery ? 'car' : 'store'} size={18} />
        {HANDOFF_LABELS[cart.handoff]} {isDelivery ? 'from' : 'at'}
      </p>
      <h3 id="cart-location-name" className="cart-location__name">
        {store?.name ?? 'Your store'}
      </h3>
      {store && (
        <p className="cart-location__address">
          {store.address}, {store.city}, {store.state} {store.zip}
        </p>
      )}
      {isDelivery && address && (
        <p className="cart-location__delivery">
          <Icon name="pin" size={18} />
          <span>
            Delivering to {address.address}
            {address.building ? `, ${address.building}` : ''}, {address.city}, {address.state} {address.zip}
          </span>
        </p>
      )}
      {isKiosk ? (
        // A kiosk orders for now only (ADR 046): no time to change, so no picker to open.
        <p className="cart-location__time">
          <Icon name="clock" size={20} />
          <span className="cart-location__time-text">{KIOSK_TEXTS.readyAsap}</span>
        </p>
      ) : (
        <button type="button" className="cart-location__time" onClick={openSelectTime}>
          <Icon name="clock" size={20} />
          <span className="cart-location__time-text">
            {isParticipant && groupTime ? groupTime : orderTimeText(cart.time, 'full', cart.handoff)}
          </span>
          <span className="cart-location__change">
            {isParticipant ? 'View' : 'Change'}
            <span className="visually-hidden"> order time</span>
          </span>
        </button>
      )}
    </section>
  )
}
