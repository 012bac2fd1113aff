import type { TOrderStatus, TPaymentType } from '@deli/contracts'
import type { REFUND_REASONS } from '@deli/contracts/constants'

/**
 * Refunding an order the store handed over (ADR 072): a manager or chain admin gives a card payment
 * back in full, once, with a reason. A cancelled order is refunded by its cancel; money paid at the
 * store goes back at the till.
 */

export type TRefundReason = (typeof REFUND_REASONS)[number]

/** Each reason as the refund dialog, the Activity page and the guest's email say it. */
export const REFUND_REASON_LABELS: Readonly<Record<TRefundReason, string>> = Object.freeze({
  wrong_order: 'Wrong order',
  missing_items: 'Missing items',
  quality: 'Food quality',
  late: 'Too late',
  other: 'Something else',
})

export const REFUND_REFUSALS = Object.freeze({
  notHandedOver:
    'Only an order the store handed over is refunded here. Cancel an order that is still to be made: a card payment is refunded with it.',
  paidInStore: 'This order was paid at the store: give the money back at the till.',
  refunded: 'This order was already refunded.',
})

/** Why an order cannot be refunded here, or null when it can (handed over, paid by card, not refunded). */
export function refundRefusal(order: {
  status: TOrderStatus
  paymentType: TPaymentType
  isRefunded: boolean
}): string | null {
  if (order.isRefunded) return REFUND_REFUSALS.refunded
  if (order.status !== 'completed') return REFUND_REFUSALS.notHandedOver
  if (order.paymentType !== 'card') return REFUND_REFUSALS.paidInStore
  return null
}
