import { CHAIN, formatMoney, formatPhone, REFUND_REASON_LABELS } from '@deli/domain'
import type { TMail } from '../notifications/index.ts'
import { renderMail } from '../notifications/index.ts'
import type { TStoreRow } from '../stores/index.ts'
import { orderPageUrl } from './ready-notice.ts'
import type { TOrderRow } from './tables.ts'

const BRAND = CHAIN.name

/**
 * 'We refunded your order' (ADR 072): the email queued with a handed-over order's refund, saying how
 * much goes back to the card and why, with the store's phone for questions. A kiosk's guest gave no
 * email: nothing is sent.
 */
export function refundedMail(order: TOrderRow, store: TStoreRow, origin: string): TMail | null {
  if (!order.contact.email || !order.refundReason) return null
  return {
    kind: 'order-refunded',
    to: order.contact.email,
    subject: `We refunded your ${BRAND} order #${order.number}`,
    ...renderMail(
      {
        greeting: `Hi ${order.contact.first_name},`,
        paragraphs: [
          `${store.name} refunded your order #${order.number} (${REFUND_REASON_LABELS[order.refundReason].toLowerCase()}). We're sorry it was not what it should have been.`,
          `${formatMoney(order.totals.total)} goes back to your card; your bank may take a few days to show it.`,
          `Questions? Call ${store.name} at ${formatPhone(store.phone)}.`,
        ],
        action: { label: 'View my order', url: orderPageUrl(origin, order.id) },
        footnote: 'You get this email because you placed this order.',
      },
      BRAND,
    ),
  }
}
