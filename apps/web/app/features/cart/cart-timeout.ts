import { BASKET_TIMED_OUT_DELAY_MS, isBasketExpired, msUntilBasketReset } from '@deli/domain'
/**
 * Session rules of spec §4 for a basket whose reset time passes (pure decisions; the effects live in
 * cart-session.tsx): when to fire, and what the guest sees afterwards.
 */

/** After a timeout on checkout, the message waits this long once the guest is home (spec §9). */
export const CHECKOUT_PATH = '/order/checkout'
/**
 * Where a guest goes instead of checkout (spec §5: checkout requires a signed-in user): sign-in,
 * which shows 'Please sign in or create an account before checking out.' (ADR 048) for
 * notice=checkout and sends the member back to `back` afterwards.
 */
export function checkoutSignInPath(back: string = CHECKOUT_PATH): string {
  return `/account/signin?${new URLSearchParams({ redirect: back, notice: 'checkout' })}`
}

/** setTimeout's largest delay; a later reset is re-armed when this one fires. */
export const MAX_TIMER_MS = 2_147_483_647

/**
 * Milliseconds until the basket's reset instant (ISO) passes, seen at `now` (epoch ms): 0 when it
 * has passed, capped at MAX_TIMER_MS; null when the reset is not a readable instant.
 */
export function msUntilReset(reset: string, now: number): number | null {
  const wait = msUntilBasketReset(reset, now)
  return wait === null ? null : Math.min(MAX_TIMER_MS, wait)
}

/** True once the reset instant is reached (the domain's basket expiry, as the API decides it). */
export const hasResetPassed = (reset: string, now: number): boolean => isBasketExpired(reset, now)

/** True when a server error code says the basket timed out (GET/PUT answering 410 CART_EXPIRED). */
export const isExpiredCode = (code: string | undefined) => code === 'CART_EXPIRED'

export type TTimeoutPlan = {
  /** Send the guest home first (they were checking out a basket that no longer exists). */
  goHome: boolean
  /** Delay before 'Your basket timed out, please recreate your order' shows. */
  alertDelayMs: number
}

/**
 * What a timeout does from `pathname`: on /order/checkout the guest goes home and sees the message
 * 1000 ms later; anywhere else the message shows at once.
 */
export function timeoutPlan(pathname: string): TTimeoutPlan {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return path === CHECKOUT_PATH
    ? { goHome: true, alertDelayMs: BASKET_TIMED_OUT_DELAY_MS }
    : { goHome: false, alertDelayMs: 0 }
}
