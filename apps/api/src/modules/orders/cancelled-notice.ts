import { CHAIN, formatMoney, formatPhone, guestStatusSentence } from '@deli/domain'
import type { TMail } from '../notifications/index.ts'
import { renderMail } from '../notifications/index.ts'
import type { TStoreRow } from '../stores/index.ts'
import { orderPageUrl } from './ready-notice.ts'
import type { TOrderRow } from './tables.ts'

const BRAND = CHAIN.name

/**
 * 'Your order was cancelled' (ADR 019, 066): the email queued when an order is cancelled, by the
 * store or by its guest, in the storefront's words for who did it, with the refund a card payment
 * gets and the store's phone for questions. A kiosk's guest gave no email: nothing is sent.
 */
export function cancelledMail(
  order: TOrderRow,
  store: TStoreRow,
  origin: string,
  cancelledBy: 'guest' | 'store',
): TMail | null {
  if (!order.contact.email) return null
  const isCardPaid = order.paymentType === 'card'
  const sentence = guestStatusSentence('cancelled', order.handoff, isCardPaid, cancelledBy)
  const refund = isCardPaid
    ? `${formatMoney(order.totals.total)} goes back to your card; your bank may take a few days to show it.`
    : 'Nothing was charged.'
  return {
    kind: 'order-cancelled',
    to: order.contact.email,
    subject: `Your ${BRAND} order #${order.number} was cancelled`,
    ...renderMail(
      {
        greeting: `Hi ${order.contact.first_name},`,
        paragraphs: [
          `${sentence} (Order #${order.number})`,
          refund,
          `Questions? Call ${store.name} at ${formatPhone(store.phone)}.`,
        ],
        action: { label: 'View my order', url: orderPageUrl(origin, order.id) },
        footnote: 'You get this email because you placed this order.',
      },
      BRAND,
    ),
  }
}
