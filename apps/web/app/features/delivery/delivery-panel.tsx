import type { TDeliveryLocation } from '@deli/contracts'
import { isDeliveryHandoff, TEXTS } from '@deli/domain'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { cartApi } from '../../lib/cart-api.ts'
import { toCurrentLocation, useOrderContext } from '../../lib/order-context.ts'
import { usePanels } from '../../lib/panels.ts'
import { Button } from '../../ui/button.tsx'
import { Drawer } from '../../ui/drawer.tsx'
import { Icon } from '../../ui/icon.tsx'
import { useSavedAddresses } from '../account/index.ts'
import { isCartGone, useCart } from '../cart/index.ts'
import type { TSearchPoint } from '../locations/index.ts'
import { fetchLocationByMenu, HandoffSelector, SIDE_PANEL_MAX_WIDTH } from '../order-control/index.ts'
import { OrderTimeSection, useTimePicker } from '../order-time/index.ts'
import { CurrentDeliveryAddress } from './current-delivery-address.tsx'
import { DeliveryAddressForm } from './delivery-address-form.tsx'
import { DeliveryStoreResults } from './delivery-store-results.tsx'
import { SavedAddressCards, type TSavedAddress } from './saved-address-cards.tsx'
import { useDeliveryExtras } from './use-delivery-extras.ts'
import { useDeliverySearch } from './use-delivery-search.ts'
import { useStartDelivery } from './use-start-delivery.ts'

/** Spec §4: closing with no location but with a basket brings back the basket's store as the location. */
async function restoreLocationFromCart() {
  const { location, cartId, setLocation } = useOrderContext.getState()
  if (location || !cartId) return
  try {
    const { menu_id } = await cartApi.get(cartId)
    setLocation(toCurrentLocation(await fetchLocationByMenu(menu_id)))
  } catch (caught) {
    // A basket the server no longer knows has nothing to restore (useCart forgets it).
    if (!isCartGone(caught)) throw caught
  }
}

function DeliveryPanelBody() {
  const navigate = useNavigate()
  // A member's saved addresses (spec §4 Location selection); guests have none.
  const savedAddresses = useSavedAddresses().data?.addresses ?? []
  const openPanel = usePanels((state) => state.openPanel)
  const location = useOrderContext((state) => state.location)
  const { cart } = useCart()
  const picker = useTimePicker()
  const search = useDeliverySearch()
  const extras = useDeliveryExtras()
  const start = useStartDelivery()
  const [isAdding, setAdding] = useState(false)
  const current = location && cart && isDeliveryHandoff(cart.handoff) ? cart.address : null
  // Spec §4: opened for a pickup basket or without a location, the panel works from home, search empty.
  const [goesHome] = useState(() => !location || (cart !== null && !isDeliveryHandoff(cart.handoff)))
  useEffect(() => {
    if (goesHome && window.location.pathname !== '/') navigate('/')
  }, [goesHome, navigate])

  const formRef = useRef<HTMLDivElement>(null)
  const [placed, setPlaced] = useState<{ count: number; isDeliverable: boolean }>({
    count: 0,
    isDeliverable: false,
  })
  const onPlace = (place: TSearchPoint) => {
    const isDeliverable = search.choosePlace(place)
    setPlaced((previous) => ({ count: previous.count + 1, isDeliverable }))
  }
  // Next: the building field, or the fresh search box when the place cannot take a delivery. In an
  // effect, so it runs after the search box has been replaced, never before.
  const buildingId = extras.fieldId('building')
  useEffect(() => {
    if (placed.count === 0) return
    formRef.current
      ?.querySelector<HTMLElement>(placed.isDeliverable ? `#${CSS.escape(buildingId)}` : '[role="combobox"]')
      ?.focus()
  }, [placed, buildingId])
  const onStartOrder = (store: TDeliveryLocation) => {
    if (!search.point || !extras.checkAll()) return
    void start.startDelivery(store, search.point, extras.values)
  }
  const onSavedAddress = (saved: TSavedAddress) => {
    extras.change('building', saved.building)
    extras.change('instructions', saved.instructions)
    const { address, city, state, zip } = saved
    void search.search({ address, city, state, zip, latitude: saved.lat, longitude: saved.lng })
  }

  return (
    <div className="panel-stack">
      <HandoffSelector side="delivery" onPickup={() => openPanel('order-control')} />
      {current && location && !isAdding ? (
        <>
          <CurrentDeliveryAddress
            address={current}
            storeName={location.name}
            onChange={() => setAdding(true)}
          />
          <OrderTimeSection picker={picker} />
        </>
      ) : (
        <section className="panel-section" aria-labelledby="delivery-address">
          {current && (
            <Button size="small" variant="link" className="panel-back" onClick={() => setAdding(false)}>
              <Icon name="back" size={18} />
              {TEXTS.back}
            </Button>
          )}
          <h3 id="delivery-address" className="panel-section__title">
            {current ? TEXTS.addNewDeliveryAddress : TEXTS.deliveryAddress}
          </h3>
          <SavedAddressCards addresses={savedAddresses} onSelect={onSavedAddress} />
          <div ref={formRef}>
            <DeliveryAddressForm
              extras={extras}
              onPlace={onPlace}
              searchKey={placed.count}
              searchText={search.point ? TEXTS.savedAddress(search.point) : ''}
            />
          </div>
          {search.precisionNote && <p className="delivery-form__hint">{search.precisionNote}</p>}
          <div role="status" className="delivery-status">
            {search.isSearching && 'Finding stores that deliver to this address…'}
          </div>
          {search.error && (
            <p className="field-error" role="alert">
              {search.error}
            </p>
          )}
          {search.results && (
            <DeliveryStoreResults results={search.results} onStartOrder={onStartOrder} error={start.error} />
          )}
        </section>
      )}
    </div>
  )
}

/**
 * Delivery side panel (spec §2, §4): the basket's delivery address with 'Change Delivery Address',
 * or the address search with building and instructions, then 'Select a location' / 'No Nearby
 * Locations'; handoff switch and time picker; a member's saved addresses above the search.
 */
export function DeliveryPanel() {
  const isOpen = usePanels((state) => state.open === 'delivery')
  const closePanel = usePanels((state) => state.closePanel)
  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && !isOpen) void restoreLocationFromCart()
    wasOpen.current = isOpen
  }, [isOpen])
  return (
    <Drawer
      open={isOpen}
      // The dialog's close event also fires after a switch to another panel: only close our own.
      onClose={() => usePanels.getState().open === 'delivery' && closePanel()}
      title={TEXTS.delivery}
      maxWidth={SIDE_PANEL_MAX_WIDTH}
    >
      {isOpen && <DeliveryPanelBody />}
    </Drawer>
  )
}
