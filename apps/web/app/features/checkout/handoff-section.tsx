import type { TCart } from '@deli/contracts'
import { INPUT_MAX_LENGTH } from '@deli/contracts/constants'
import { handoffTitle, isDeliveryHandoff, KIOSK_TEXTS, orderTimeText, TEXTS } from '@deli/domain'
import { useLocation, useNavigate } from 'react-router'
import { useKiosk } from '../../lib/site-config.tsx'
import { Icon } from '../../ui/icon.tsx'
import { useGroupOrder, useGroupTimeText } from '../group-order/index.ts'
import { useLocationByMenu } from '../order-control/index.ts'
import { CheckoutField } from './checkout-field.tsx'
import type { TCarValues } from './checkout-rules.ts'
import type { TCheckoutForm } from './use-checkout-form.ts'

/** The car a curbside guest waits in (the submit body's `car`, limits as its schema). */
const CAR_FIELDS: readonly { name: keyof TCarValues; label: string }[] = [
  { name: 'make', label: 'Car make' },
  { name: 'model', label: 'Car model' },
  { name: 'color', label: 'Car color' },
]

/**
 * The handoff summary: store name and address, the order time in the store's zone with a 'Change'
 * button (the select-time modal, ?selectTime=true on this page; a kiosk orders for now only, ADR 046), the delivery address for delivery
 * and the car's make, model and colour for curbside.
 */
export function HandoffSection({ cart, form }: { cart: TCart; form: TCheckoutForm }) {
  const { data: store } = useLocationByMenu(cart.menu_id)
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const isDelivery = isDeliveryHandoff(cart.handoff)
  // A kiosk orders for now only (ADR 046): its time is not the guest's to change.
  const isKiosk = useKiosk() !== null
  const address = cart.address
  // A group's participant reads the group's time, set by the host (spec §4).
  const isParticipant = useGroupOrder().role === 'participant'
  const groupTime = useGroupTimeText()
  function changeTime() {
    const params = new URLSearchParams(search)
    params.set('selectTime', 'true')
    navigate({ pathname, search: `?${params}` }, { preventScrollReset: true })
  }
  return (
    <section className="checkout-section" aria-labelledby="checkout-handoff-title">
      <h2 id="checkout-handoff-title" className="checkout-section__title">
        {handoffTitle(cart.handoff)}
      </h2>
      <div className="checkout-handoff">
        <div className="checkout-handoff__row">
          <Icon name="store" size={22} />
          <div>
            <p className="checkout-handoff__label">{isDelivery ? 'From' : 'Pick up at'}</p>
            <p className="checkout-handoff__value">{store?.name ?? 'Your store'}</p>
            {store && (
              <p className="muted">
                {store.address}, {store.city}, {store.state} {store.zip}
              </p>
            )}
          </div>
        </div>
        {isDelivery && address && (
          <div className="checkout-handoff__row">
            <Icon name="pin" size={22} />
            <div>
              <p className="checkout-handoff__label">{TEXTS.deliveryAddress}</p>
              <p className="checkout-handoff__value">
                {address.address}
                {address.building ? `, ${address.building}` : ''}
              </p>
              <p className="muted">
                {address.city}, {address.state} {address.zip}
              </p>
              {address.instructions && <p className="muted">“{address.instructions}”</p>}
            </div>
          </div>
        )}
        <div className="checkout-handoff__row">
          <Icon name="clock" size={22} />
          <div>
            <p className="checkout-handoff__label">{isDelivery ? 'Delivery time' : 'Ready time'}</p>
            {/* An ASAP quote moves with the kitchen's load (ADR 065): a change is announced. */}
            <p className="checkout-handoff__value" aria-live="polite">
              {isKiosk
                ? KIOSK_TEXTS.readyAsap
                : isParticipant && groupTime
                  ? groupTime
                  : orderTimeText(cart.time, 'full', cart.handoff)}
            </p>
            <p className="muted">Times are the store’s local time.</p>
            {form.errors.time && (
              <p id="checkout-time-error" className="field-error" role="alert">
                {form.errors.time}
              </p>
            )}
          </div>
          {!isKiosk && (
            <button
              id="checkout-time"
              type="button"
              className="btn btn--small btn--outline"
              aria-describedby={form.errors.time ? 'checkout-time-error' : undefined}
              onClick={changeTime}
            >
              {isParticipant ? 'View' : 'Change'}
              <span className="visually-hidden"> order time</span>
            </button>
          )}
        </div>
      </div>
      {form.canManualFire && (
        <div className="checkout-manual-fire">
          <input
            id="checkout-manualfire"
            type="checkbox"
            checked={form.manualFire}
            onChange={(event) => form.setManualFire(event.currentTarget.checked)}
            aria-describedby="checkout-manualfire-hint"
          />
          <label htmlFor="checkout-manualfire">Make it when I say</label>
          <p id="checkout-manualfire-hint" className="muted">
            Place your order now; we start making it when you tap Start my order
            {form.isCurbside ? ' or I’m here' : ''}.
          </p>
        </div>
      )}
      {form.isCurbside && (
        <fieldset className="checkout-car">
          <legend>Your car</legend>
          <p className="muted">We’ll bring your order out to you. Tell us what to look for.</p>
          <div className="checkout-grid checkout-grid--three">
            {CAR_FIELDS.map((field) => (
              <CheckoutField
                key={field.name}
                name={`car_${field.name}`}
                label={field.label}
                value={form.car[field.name]}
                onValue={(value) => form.changeCar(field.name, value)}
                error={form.errors[`car_${field.name}`]}
                maxLength={INPUT_MAX_LENGTH[field.name]}
              />
            ))}
          </div>
        </fieldset>
      )}
    </section>
  )
}
