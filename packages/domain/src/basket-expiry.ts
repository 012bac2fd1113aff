/**
 * Basket expiry (spec §3 Cart reset, §4 session rules): a basket is gone once its reset instant is
 * reached; every change pushes the instant out again (the API's CART_RESET_MINUTES).
 */

/** Minutes a change pushes the reset instant out by, unless the API's CART_RESET_MINUTES says otherwise. */
export const BASKET_RESET_MINUTES = 120

/** Milliseconds until the reset instant, seen at `now` (epoch ms): 0 once reached, null when unreadable. */
export function msUntilBasketReset(reset: Date | string, now: number): number | null {
  const at = typeof reset === 'string' ? Date.parse(reset) : reset.getTime()
  if (Number.isNaN(at)) return null
  return Math.max(0, at - now)
}

/** True once the basket's reset instant is reached (the API answers 410 CART_EXPIRED from then on). */
export function isBasketExpired(reset: Date | string, now: number): boolean {
  return msUntilBasketReset(reset, now) === 0
}
