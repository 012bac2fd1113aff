import type { TLocation, TOrder } from '@deli/contracts'
import {
  confirmationHeading,
  formatPhone,
  formatWantedTime,
  guestStatusLabel,
  HOST_WAIT_TEXTS,
  isDeliveryHandoff,
  orderTimeLabel,
  TEXTS,
} from '@deli/domain'
import { useEffect, useRef, useState } from 'react'
import { directionsUrl } from '../../lib/directions-url.ts'
import { ButtonLink } from '../../ui/button.tsx'
import { Icon } from '../../ui/icon.tsx'
import { OrderTotals } from '../cart/index.ts'
import { OrderLines, OrderPoints } from '../checkout/index.ts'
import { SaveUsualOrder } from '../reorder/index.ts'
import { CurbsideArrival } from './curbside-arrival.tsx'
import { OrderChanges } from './order-changes.tsx'
import { OrderProgress } from './order-progress.tsx'
import { useLiveOrderStatus } from './use-live-order-status.ts'

/**
 * 'Sat, Nov 21 · 12:15 PM' in the store's clock; an ASAP order's time is its quote at submission, the
 * number the bag and checkout said ('around', ADR 065).
 */
const readyText = (order: TOrder) => `${order.asap ? 'around ' : ''}${formatWantedTime(order.ready)}`

/**
 * /order/confirm/{oid}: the placed order — number, status, ready time in the store's zone, the store
 * with phone, directions (Google Maps, a new tab; not for a delivery) and add-to-calendar, the items and totals, where
 * the receipt goes, and a way back to the menu. The heading takes focus so the arrival is announced.
 * The status is live (ADR 019): the order's event stream moves it along without a reload.
 */
export function OrderConfirmation({ order: placed, store }: { order: TOrder; store: TLocation }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  // A time change (ADR 066) answers the moved order: its time and status are shown from then on.
  const [order, setOrder] = useState(placed)
  const [movedText, setMovedText] = useState('')
  const readyLine = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (!movedText) return
    // The dialog gives focus back to "Change time"; when the order left the guest's hands (made now),
    // that button is gone, and focus goes to the new time instead of the page's start.
    const frame = requestAnimationFrame(() => {
      if (document.activeElement === document.body || !document.activeElement) readyLine.current?.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [movedText])
  const isDelivery = isDeliveryHandoff(order.handoff)
  const { status, connection } = useLiveOrderStatus(order)
  // The guest's own cancel (ADR 066) is said as theirs, also before the page is loaded again.
  const [cancelledBy, setCancelledBy] = useState(order.cancelled_by)
  // A cancelled order (live, or on a later visit) is said so: no welcome, time to keep or way there.
  const isCancelled = status === 'cancelled'
  return (
    <main id="main" className="page confirm-page">
      <div className="container confirm">
        <header className="confirm__hero">
          {!isCancelled && (
            <span className="confirm__check" aria-hidden="true">
              <Icon name="check" size={32} />
            </span>
          )}
          <h1 ref={heading} tabIndex={-1}>
            {confirmationHeading(order.contact.first_name, status)}
          </h1>
          <p className="confirm__number">
            Order <strong>#{order.number}</strong> · {guestStatusLabel(status, order.handoff, order.in_group)}
          </p>
          <OrderProgress
            status={status}
            handoff={order.handoff}
            isCardPaid={order.payment.type === 'card'}
            cancelledBy={cancelledBy}
            inGroup={order.in_group}
            connection={connection}
          />
          {!isCancelled && (
            <p className="muted">
              {status === 'pending' && order.in_group
                ? HOST_WAIT_TEXTS.receipt
                : `A receipt is on its way to ${order.contact.email}`}
            </p>
          )}
        </header>

        <div className="confirm__grid">
          <section className="confirm-card" aria-labelledby="confirm-when-title">
            <h2 id="confirm-when-title" className="checkout-section__title">
              {isDelivery ? 'Delivery' : order.handoff === 'curbside' ? 'Curbside pickup' : 'Pickup'}
            </h2>
            <p ref={readyLine} tabIndex={-1} className="confirm-card__time">
              <Icon name="clock" size={22} />
              <span>
                {orderTimeLabel(status, order.handoff)}: <strong>{readyText(order)}</strong>
                <span className="muted"> · store time</span>
              </span>
            </p>
            <p role="status" className="confirm-card__moved">
              {movedText}
            </p>
            <div className="confirm-card__store">
              <p className="confirm-card__store-name">{store.name}</p>
              <p>
                {store.address}, {store.city}, {store.state} {store.zip}
              </p>
              <p>
                <a href={`tel:${store.phone}`}>{formatPhone(store.phone)}</a>
              </p>
            </div>
            {isDelivery && order.address && (
              <p>
                Delivering to {order.address.address}
                {order.address.building ? `, ${order.address.building}` : ''}, {order.address.city},{' '}
                {order.address.state} {order.address.zip}
              </p>
            )}
            {order.car && (
              <p>
                We’ll look for your {order.car.color} {order.car.make} {order.car.model}.
              </p>
            )}
            {order.handoff === 'curbside' && <CurbsideArrival order={order} status={status} />}
            <OrderChanges
              order={order}
              status={status}
              storePhone={store.phone}
              onCancelled={() => setCancelledBy('guest')}
              onTimeChanged={(changed) => {
                setOrder(changed)
                setMovedText(`Your order's new time is ${formatWantedTime(changed.ready)}.`)
              }}
            />
            {!isCancelled && (
              <div className="confirm-card__actions">
                {/* A delivery comes to the guest: directions to the store are for collecting orders only. */}
                {!isDelivery && (
                  <a
                    className="btn btn--small btn--outline"
                    href={directionsUrl(store)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <Icon name="pin" size={18} />
                    Directions<span className="visually-hidden"> to {store.name} (opens in a new tab)</span>
                  </a>
                )}
                <a
                  className="btn btn--small btn--outline"
                  href={`/order/confirm/${order.id}/calendar.ics`}
                  download
                >
                  <Icon name="clock" size={18} />
                  Add to calendar
                </a>
              </div>
            )}
          </section>

          <section className="confirm-card" aria-labelledby="confirm-items-title">
            <h2 id="confirm-items-title" className="checkout-section__title">
              {TEXTS.yourOrder}
            </h2>
            <OrderLines lines={order.products} label="Items in your order" />
            <OrderTotals totals={order.totals} discounts={order.discounts} isDelivery={isDelivery} />
            <p className="muted">Payment: {order.payment.label}</p>
            <OrderPoints order={order} status={status} />
            <SaveUsualOrder order={order} />
          </section>
        </div>

        <div className="confirm__footer">
          <ButtonLink to={`/menu/${order.menu_id}`}>Back to the menu</ButtonLink>
          <ButtonLink to="/account" variant="outline">
            Your orders
          </ButtonLink>
        </div>
      </div>
    </main>
  )
}
