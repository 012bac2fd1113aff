import type { TOrder, TOrderStatus } from '@deli/contracts'
import { orderPointsText } from '@deli/domain'

/**
 * An order's loyalty points as the guest reads them (ADR 024): earned once the order is paid, pending
 * with why until then (an order paid at the counter), nothing when it earns none. `status` is the
 * live one where the page follows the order (the confirmation).
 */
export function OrderPoints({ order, status = order.status }: { order: TOrder; status?: TOrderStatus }) {
  const { text, note } = orderPointsText({ status, payment_type: order.payment.type, points: order.points })
  if (!text) return null
  return (
    <p className="order-points">
      <strong>{text}</strong>
      {note && <span className="muted"> · {note}</span>}
    </p>
  )
}
