import type { TOrder } from '@deli/contracts'
import {
  CHAIN,
  formatMoney,
  formatPhone,
  formatWantedTime,
  ORDER_STATUS_LABELS,
  orderPointsText,
  visibleLines,
} from '@deli/domain'
import type { TMail } from '../notifications/index.ts'
import type { TStoreRow } from '../stores/index.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The receipt email of an order (text and HTML), queued when the order is received. */
export function receiptMail(
  order: TOrder,
  store: TStoreRow,
  to: { email: string; first_name: string },
): TMail {
  const lines = visibleLines(order.products).map(
    (line) => `${line.quantity} × ${line.name} — ${formatMoney(line.cost.total)}`,
  )
  const totals = [
    `Subtotal ${formatMoney(order.totals.subtotal)}`,
    ...(order.discounts.length > 0
      ? order.discounts.map((discount) => `${discount.label} -${formatMoney(discount.amount)}`)
      : order.totals.discount
        ? [`Discounts -${formatMoney(order.totals.discount)}`]
        : []),
    `Tax ${formatMoney(order.totals.tax)}`,
    ...(order.totals.deliveryFee ? [`Delivery fee ${formatMoney(order.totals.deliveryFee)}`] : []),
    ...(order.totals.tip ? [`Tip ${formatMoney(order.totals.tip)}`] : []),
    `Total ${formatMoney(order.totals.total)}`,
  ]
  const points = orderPointsText({
    status: order.status,
    payment_type: order.payment.type,
    points: order.points,
  })
  // '190 points earned.', or pending with why ('… when you pay at the store.'), or nothing.
  const pointsLine = points.text && [`${points.text}.`, points.note].filter(Boolean).join(' ')
  const when = `${order.asap ? 'Ready about' : 'Ready at'} ${formatWantedTime(order.ready)} (store time)`
  const where = `${store.name}, ${store.address}, ${store.city}, ${store.state} ${store.zip} · ${formatPhone(store.phone)}`
  const text = [
    `Hi ${to.first_name},`,
    '',
    `Thanks for your order #${order.number} (${ORDER_STATUS_LABELS[order.status]}).`,
    when,
    where,
    '',
    ...lines,
    '',
    ...totals,
    `Paid with: ${order.payment.label}`,
    ...(pointsLine ? [pointsLine] : []),
  ].join('\n')
  const html = [
    `<p>Hi ${escapeHtml(to.first_name)},</p>`,
    `<p>Thanks for your order <strong>#${order.number}</strong>.</p>`,
    `<p>${escapeHtml(when)}<br>${escapeHtml(where)}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p>${totals.map(escapeHtml).join('<br>')}</p>`,
    `<p>Paid with: ${escapeHtml(order.payment.label)}</p>`,
    ...(pointsLine ? [`<p>${escapeHtml(pointsLine)}</p>`] : []),
  ].join('\n')
  return { kind: 'receipt', to: to.email, subject: `Your ${CHAIN.name} order #${order.number}`, text, html }
}
