import type { TOrderStatus, TPaymentType } from '@deli/contracts'

/**
 * When an order's points count (ADR 024, the FAQ: "Points appear on your account after your order is
 * paid"). A card order is paid once its payment went through (scheduled, held or received on, ADR 066); an order paid at the
 * counter is paid when it is handed over (completed). Until then its points are pending; a failed or
 * cancelled order earns none.
 */
export type TOrderPointsState = 'earned' | 'pending' | 'none'

type TPointsOrder = { status: TOrderStatus; payment_type: TPaymentType; points: number }

const PAID_BY_CARD: readonly TOrderStatus[] = [
  'scheduled',
  'held',
  'received',
  'in_progress',
  'ready',
  'completed',
]

/** The order is paid: a card order from received on, an order paid in store once completed. */
export function isOrderPaid(order: Pick<TPointsOrder, 'status' | 'payment_type'>): boolean {
  return order.payment_type === 'instore' ? order.status === 'completed' : PAID_BY_CARD.includes(order.status)
}

export function orderPointsState(order: TPointsOrder): TOrderPointsState {
  if (order.points <= 0 || order.status === 'failed' || order.status === 'cancelled') return 'none'
  return isOrderPaid(order) ? 'earned' : 'pending'
}

export const ORDER_POINTS_TEXTS = /* @__PURE__ */ Object.freeze({
  earned: (points: number) => `${points.toLocaleString('en-US')} points earned`,
  pending: (points: number) => `${points.toLocaleString('en-US')} points pending`,
  pendingInStore: 'Added to your account when you pay at the store.',
  pendingCard: 'Added to your account once your payment goes through.',
})

/** What a guest reads about an order's points ('' for none), and why they are pending. */
export function orderPointsText(order: TPointsOrder): { text: string; note: string } {
  const state = orderPointsState(order)
  if (state === 'none') return { text: '', note: '' }
  if (state === 'earned') return { text: ORDER_POINTS_TEXTS.earned(order.points), note: '' }
  return {
    text: ORDER_POINTS_TEXTS.pending(order.points),
    note:
      order.payment_type === 'instore' ? ORDER_POINTS_TEXTS.pendingInStore : ORDER_POINTS_TEXTS.pendingCard,
  }
}
