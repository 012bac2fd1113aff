import type { TCart, TCartProduct } from '@deli/contracts'
import { visibleLines } from '@deli/domain'

/** Tracking events of spec §7, in GA4 e-commerce names. */
export type TTrackEvent =
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'set_order_time'
  | 'add_shipping_info'
  | 'purchase'

/** One GA4 e-commerce item; money in dollars. */
export type TTrackItem = {
  item_id: string
  item_name: string
  price: number
  quantity: number
  item_variant?: string
}

type TTrackLine = Pick<TCartProduct, 'product_id' | 'name' | 'cost' | 'choices'>
type TDataLayerWindow = Window & { dataLayer?: unknown[] }

const dollars = (cents: number) => Math.round(cents) / 100

/** A cart line as a GA4 item: unit price in dollars, the choices as its variant. */
export function trackItem(line: TTrackLine, quantity: number): TTrackItem {
  const variant = line.choices.map((choice) => choice.name).join(', ')
  return {
    item_id: String(line.product_id),
    item_name: line.name,
    price: dollars(line.cost.unit),
    quantity,
    ...(variant ? { item_variant: variant } : {}),
  }
}

/**
 * Pushes a GA4 e-commerce event to window.dataLayer (ARCHITECTURE.md § Adapters: analytics), clearing the previous
 * ecommerce object first as GA4 recommends. `value` defaults to the items' price × quantity;
 * `details` adds event fields inside ecommerce (transaction_id, tax, shipping, shipping_tier).
 */
export function track(
  event: TTrackEvent,
  payload: { items: TTrackItem[]; value?: number; details?: Record<string, unknown> },
  extra: Record<string, unknown> = {},
): void {
  if (typeof window === 'undefined') return
  const target = window as TDataLayerWindow
  target.dataLayer ??= []
  const value =
    payload.value ?? dollars(payload.items.reduce((sum, item) => sum + item.price * 100 * item.quantity, 0))
  target.dataLayer.push({ ecommerce: null })
  target.dataLayer.push({
    event,
    ...extra,
    ecommerce: { currency: 'USD', value, ...payload.details, items: payload.items },
  })
}

/** The lines a guest sees as GA4 items. */
const cartItems = (cart: TCart) => visibleLines(cart.products).map((line) => trackItem(line, line.quantity))

/** view_cart: opening the bag (spec §4 Cart), with whatever it holds (nothing when there is no cart). */
export function trackViewCart(cart: TCart | null): void {
  track('view_cart', cart ? { items: cartItems(cart), value: dollars(cart.totals.subtotal) } : { items: [] })
}

/** add_to_cart / remove_from_cart for a line whose quantity went from `before` to `after`. */
export function trackQuantityChange(line: TTrackLine, before: number, after: number): void {
  if (after === before) return
  const event = after > before ? 'add_to_cart' : 'remove_from_cart'
  track(event, { items: [trackItem(line, Math.abs(after - before))] })
}

/**
 * set_order_time: the guest chose when to order (ASAP or a 'YYYYMMDD HH:mm' slot). Called by the
 * order-time feature with the basket the server answered.
 */
export function trackSetOrderTime(cart: TCart): void {
  track(
    'set_order_time',
    { items: cartItems(cart), value: dollars(cart.totals.subtotal) },
    { order_time: { mode: cart.time.mode, wanted: cart.time.wanted, handoff: cart.handoff } },
  )
}

/** add_shipping_info: the guest confirmed the handoff and contact details (sent just before submitting). */
export function trackAddShippingInfo(cart: TCart): void {
  track('add_shipping_info', {
    items: cartItems(cart),
    value: dollars(cart.totals.subtotal),
    details: { shipping_tier: cart.handoff },
  })
}

/**
 * purchase: the submission succeeded (spec §4). transaction_id is the order id; value is what the
 * guest pays (the basket's total plus the tip), with its tax and delivery fee as shipping.
 */
export function trackPurchase(cart: TCart, orderId: string, tip: number): void {
  track('purchase', {
    items: cartItems(cart),
    value: dollars(cart.totals.total + tip),
    details: {
      transaction_id: orderId,
      tax: dollars(cart.totals.tax),
      shipping: dollars(cart.totals.deliveryFee),
      ...(cart.discounts[0] ? { coupon: cart.discounts.map((discount) => discount.label).join(', ') } : {}),
    },
  })
}
