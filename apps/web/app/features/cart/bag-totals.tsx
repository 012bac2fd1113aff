import type { TCart } from '@deli/contracts'
import { deliveryMinimumError, isDeliveryHandoff } from '@deli/domain'
import { OrderTotals } from './order-totals.tsx'

/** The bag's totals (the list checkout and the confirmation show too) and the delivery minimum's note. */
export function BagTotals({ cart }: { cart: TCart }) {
  const { totals } = cart
  const isDelivery = isDeliveryHandoff(cart.handoff)
  const belowMinimum =
    isDelivery && cart.delivery ? deliveryMinimumError(totals.subtotal, cart.delivery.minimum) : null
  return (
    <section className="bag-totals" aria-label="Order totals">
      <OrderTotals totals={totals} discounts={cart.discounts} isDelivery={isDelivery} />
      {belowMinimum && <p className="muted">{belowMinimum}</p>}
    </section>
  )
}
