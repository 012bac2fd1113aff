import type { TOrderChannel } from '@deli/contracts'
import { formatMoney } from './money.ts'

/**
 * What one member, one device or one basket may hold (ADR 042): orders nobody has paid for hold a
 * store's slots, so they are few and small; an order's size is bounded whatever it is paid with; a
 * card that keeps being declined is not tried without end. Money in integer cents.
 */
export const ORDER_LIMITS = Object.freeze({
  /** Pay-in-store orders of one member not yet picked up, cancelled or failed. */
  openUnpaidPerMember: 2,
  /** The same, per device (the app's or browser's device id, spec §7 submit headers). */
  openUnpaidPerDevice: 2,
  /** Pay in store up to this total; above it, the order is paid by card when placed. */
  payInStoreMaxTotal: 10_000,
  /** Different lines a basket holds (each up to its quantity rule, 99 by default). */
  basketLines: 40,
  /**
   * A group order's basket: the whole group's lunch (each participant up to
   * GROUP_MAX_LINES_PER_PARTICIPANT lines) — an office of 50 at four lines each. Still bounded, and
   * its total by `orderMaxTotal` and, paid in store, by `payInStoreMaxTotal`.
   */
  groupBasketLines: 200,
  /** An order's total, tip included, whatever it is paid with. */
  orderMaxTotal: 250_000,
  /** Declined or failed card payments of one basket; then the basket takes no more card attempts. */
  declinesPerBasket: 3,
  /** Declined or failed card payments of one member within `declineWindowMinutes`. */
  declinesPerMember: 5,
  declineWindowMinutes: 60,
})

/** The sentences of the refusals, one definition for the API, the storefront and the tests. */
export const ORDER_LIMIT_TEXTS = Object.freeze({
  unpaidPerMember: `You already have ${ORDER_LIMITS.openUnpaidPerMember} orders to pay in store that are not picked up yet. Please pay for this order by card, or pick up an earlier order first.`,
  unpaidPerDevice: `This device already has ${ORDER_LIMITS.openUnpaidPerDevice} orders to pay in store that are not picked up yet. Please pay for this order by card.`,
  payInStoreTotal: `Orders over ${formatMoney(ORDER_LIMITS.payInStoreMaxTotal)} are paid by card when you order. Please choose a card.`,
  payInStoreCatering: 'Catering orders are paid by card when you order. Please choose a card.',
  basketLines: `A bag holds at most ${ORDER_LIMITS.basketLines} different items. Please place this order and start another for more.`,
  groupBasketLines: `A group order holds at most ${ORDER_LIMITS.groupBasketLines} different items. Please place this order and start another group for more.`,
  orderTotal: `An order can be at most ${formatMoney(ORDER_LIMITS.orderMaxTotal)}. For a larger order, please call the store or send us a catering inquiry.`,
  declinesPerBasket:
    'This card payment was declined too many times. Please pay in store or call the store to place this order.',
  declinesPerMember:
    'Too many card payments were declined. Please wait an hour or pay in store, and check your card with your bank.',
})

/** How many lines a basket may hold: a group order's holds the whole group's (ADR 042). */
function linesLimit(isGroup: boolean): { max: number; text: string } {
  return isGroup
    ? { max: ORDER_LIMITS.groupBasketLines, text: ORDER_LIMIT_TEXTS.groupBasketLines }
    : { max: ORDER_LIMITS.basketLines, text: ORDER_LIMIT_TEXTS.basketLines }
}

/** Why a basket cannot take one more line (it already holds `lineCount`), or null. */
export function basketLinesProblem(lineCount: number, isGroup = false): string | null {
  const limit = linesLimit(isGroup)
  return lineCount >= limit.max ? limit.text : null
}

/** Why an order of this size is refused whatever its payment (lines over the cap, total over the cap), or null. */
export function orderSizeProblem(order: {
  lineCount: number
  total: number
  isGroup?: boolean
}): string | null {
  const limit = linesLimit(order.isGroup ?? false)
  if (order.lineCount > limit.max) return limit.text
  if (order.total > ORDER_LIMITS.orderMaxTotal) return ORDER_LIMIT_TEXTS.orderTotal
  return null
}

/**
 * Why an order may not be paid in store, or null: catering (days ahead, large) and any total above
 * the cap are paid by card; the member and the device each hold few unpaid orders at a time.
 * `openUnpaid` counts the orders to pay in store already open (not completed, cancelled or failed).
 */
export function payInStoreProblem(order: {
  total: number
  channel: TOrderChannel
  openUnpaid: { member: number; device: number }
}): string | null {
  if (order.channel === 'catering') return ORDER_LIMIT_TEXTS.payInStoreCatering
  if (order.total > ORDER_LIMITS.payInStoreMaxTotal) return ORDER_LIMIT_TEXTS.payInStoreTotal
  if (order.openUnpaid.member >= ORDER_LIMITS.openUnpaidPerMember) return ORDER_LIMIT_TEXTS.unpaidPerMember
  if (order.openUnpaid.device >= ORDER_LIMITS.openUnpaidPerDevice) return ORDER_LIMIT_TEXTS.unpaidPerDevice
  return null
}

/** Why a card payment is not tried again (declines of this basket, and of the member lately), or null. */
export function cardDeclinesProblem(declines: { basket: number; member: number }): string | null {
  if (declines.basket >= ORDER_LIMITS.declinesPerBasket) return ORDER_LIMIT_TEXTS.declinesPerBasket
  if (declines.member >= ORDER_LIMITS.declinesPerMember) return ORDER_LIMIT_TEXTS.declinesPerMember
  return null
}

/**
 * Said when an order's total is not the one the guest was shown (an offer taken meanwhile by another
 * order of the member, a price changed): nothing is placed and the bag shows the new total.
 */
export function totalChangedMessage(total: number): string {
  return `Your order's total is now ${formatMoney(total)}: an offer was used on another order or a price changed. Please check your bag and place the order again.`
}
