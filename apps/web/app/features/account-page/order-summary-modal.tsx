import type { TOrder } from '@deli/contracts'
import { cartCount, isDeliveryHandoff, TEXTS, visibleLines } from '@deli/domain'
import { useId } from 'react'
import { Button } from '../../ui/button.tsx'
import { Icon } from '../../ui/icon.tsx'
import { dismissHandlers, useModalDialog } from '../../ui/use-modal-dialog.ts'
import { OrderTotals } from '../cart/index.ts'
import { OrderLines, OrderPoints } from '../checkout/index.ts'
import { LocationCard } from '../locations/index.ts'
import { useLocationByMenu } from '../order-control/index.ts'
import { SaveUsualOrder } from '../reorder/index.ts'

/** Spec §2: the order modal's product list scrolls beyond 350 px. */
export const ORDER_LINES_MAX_HEIGHT = 350
/**
 * From this many lines the list may give up height (down to about two lines, never to nothing) so
 * the Total and the actions stay on a short screen; fewer lines always show whole.
 */
const LINES_THAT_MAY_SHRINK = 3

/** How many items an order has: the domain's bag count (utensils uncounted, spec §4). */
export const productCount = (order: TOrder) => cartCount(order.products)

/**
 * Order Summary modal (spec §2): 'Your Order' with the product count, the location card, the
 * products without buttons (scrolling beyond 350 px), the totals, 'Order Again' and 'Close' (and
 * 'Save as My usual' to keep the order among the member's usual orders). It fits
 * the screen: on a short one a long product list gives up height first (never below two lines'
 * worth), so the Total stays in view; the body scrolls beyond that and the actions stay at its foot.
 */
export function OrderSummaryModal(props: {
  order: TOrder | null
  onClose: () => void
  onOrderAgain: (order: TOrder) => void
  isReordering: boolean
  error: string
}) {
  const ref = useModalDialog(props.order !== null)
  const titleId = useId()
  const location = useLocationByMenu(props.order?.menu_id)
  const { order } = props
  return (
    <dialog
      ref={ref}
      className="modal-dialog order-summary"
      style={{ maxWidth: 520 }}
      aria-labelledby={titleId}
      {...dismissHandlers(props.onClose)}
    >
      {order && (
        <>
          <div className="modal-dialog__header">
            <h2 id={titleId} className="modal-dialog__title">
              {TEXTS.yourOrder} <span className="order-summary__count">({productCount(order)})</span>
            </h2>
            <button type="button" className="icon-button" onClick={props.onClose} aria-label="Close">
              <Icon name="close" />
            </button>
          </div>
          <div className="modal-dialog__body">
            <div className="order-summary__meta">
              <p className="muted">
                Order #{order.number} ·{' '}
                {new Date(order.placed).toLocaleDateString('en-US', { dateStyle: 'medium' })}
              </p>
              {/* Beside the number, so the modal is no taller until the name form opens. */}
              <SaveUsualOrder order={order} variant="link" />
            </div>
            {location.data && (
              // 'Order Again' is this modal's one call to action: the card has no 'Start Order'.
              <LocationCard location={location.data} headingLevel="h3" />
            )}
            <section
              className={`order-summary__lines${
                visibleLines(order.products).length >= LINES_THAT_MAY_SHRINK
                  ? ' order-summary__lines--long'
                  : ''
              }`}
              style={{ maxHeight: ORDER_LINES_MAX_HEIGHT }}
              aria-label="Products"
              // A scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
              // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region
              tabIndex={0}
            >
              <OrderLines lines={order.products} label="Products of this order" />
            </section>
            <OrderTotals
              totals={order.totals}
              discounts={order.discounts}
              isDelivery={isDeliveryHandoff(order.handoff)}
            />
            <OrderPoints order={order} />
          </div>
          <div className="order-summary__actions">
            {props.error && (
              <p className="field-error" role="alert">
                {props.error}
              </p>
            )}
            <Button onClick={() => props.onOrderAgain(order)} aria-busy={props.isReordering}>
              {TEXTS.orderAgain}
            </Button>
            <Button variant="neutral" onClick={props.onClose}>
              {TEXTS.close}
            </Button>
          </div>
        </>
      )}
    </dialog>
  )
}
