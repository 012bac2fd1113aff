import type { TCart } from '@deli/contracts'
import { deliveryMinimumError, formatMoney, isDeliveryHandoff } from '@deli/domain'

/** The bag's totals: subtotal, discount, tax, delivery fee (delivery only) and total. */
export function BagTotals({ cart }: { cart: TCart }) {
  const { totals } = cart
  const isDelivery = isDeliveryHandoff(cart.handoff)
  const belowMinimum =
    isDelivery && cart.delivery ? deliveryMinimumError(totals.subtotal, cart.delivery.minimum) : null
  return (
    <section className="bag-totals" aria-label="Order totals">
      <dl>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatMoney(totals.subtotal)}</dd>
        </div>
        {totals.discount > 0 && (
          <div>
            <dt>Discount</dt>
            <dd>−{formatMoney(totals.discount)}</dd>
          </div>
        )}
        <div>
          <dt>Tax</dt>
          <dd>{formatMoney(totals.tax)}</dd>
        </div>
        {isDelivery && (
          <div>
            <dt>Delivery fee</dt>
            <dd>{formatMoney(totals.deliveryFee)}</dd>
          </div>
        )}
        <div className="bag-totals__total">
          <dt>Total</dt>
          <dd>{formatMoney(totals.total)}</dd>
        </div>
      </dl>
      {belowMinimum && <p className="muted">{belowMinimum}</p>}
    </section>
  )
}
