import { CHAIN, guestStatusSentence, isDeliveryHandoff } from '@deli/domain'
import type { TMail, TSms } from '../notifications/index.ts'
import { renderMail } from '../notifications/index.ts'
import type { TStoreRow } from '../stores/index.ts'
import type { TOrderRow } from './tables.ts'

const BRAND = CHAIN.name

/** The order's own page (its confirmation), where the live status and 'I'm here' are. */
export const orderPageUrl = (origin: string, orderId: string) => `${origin}/order/confirm/${orderId}`

/**
 * 'Your order is ready' (ADR 019): the email and the text message queued when staff mark an order
 * ready, in the storefront's words for its handoff, with a link to the order's live page.
 */
export function readyNotice(
  order: TOrderRow,
  store: TStoreRow,
  origin: string,
): { mail: TMail | null; sms: TSms | null } {
  const sentence = guestStatusSentence('ready', order.handoff)
  const url = orderPageUrl(origin, order.id)
  const where = isDeliveryHandoff(order.handoff)
    ? `It leaves ${store.name} with the driver soon.`
    : `${store.name}, ${store.address}, ${store.city}, ${store.state} ${store.zip}.`
  return {
    // A kiosk's guest gave a name only (ADR 030): the counter calls it; nothing is sent.
    mail: !order.contact.email
      ? null
      : {
          kind: 'order-ready',
          to: order.contact.email,
          subject: `Your ${BRAND} order #${order.number} is ready`,
          ...renderMail(
            {
              greeting: `Hi ${order.contact.first_name},`,
              paragraphs: [`${sentence} (Order #${order.number})`, where],
              action: { label: 'View my order', url },
              footnote: 'You get this email because you placed this order.',
            },
            BRAND,
          ),
        },
    sms: !order.contact.phone
      ? null
      : {
          kind: 'order-ready',
          to: order.contact.phone,
          body: `${BRAND}: order #${order.number}. ${sentence} ${url}`,
        },
  }
}
