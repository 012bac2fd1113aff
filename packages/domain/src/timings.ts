/**
 * Timings of spec §4 Misc and §9 that the storefront honours. Each is tested where it happens, in the
 * browser on the page's clock with the spec's number: the loader's 800 ms (e2e shell), the 'Order Time
 * Updated' 3500 ms (ordering-time), the timed-out message's 1000 ms (bag-session), the 10 taps
 * (bag-clear), the password field's 500 ms (account-signup); the address search's 600 ms lives in
 * address-search.ts (ordering-start).
 */

/** The global loader stays this long after loading ends. */
export const LOADER_LINGER_MS = 800

/** The 'Order Time Updated' alert shows this long after a time change. */
export const ORDER_TIME_UPDATED_MS = 3500

/** On /order/checkout the timed-out message follows going home by this long. */
export const BASKET_TIMED_OUT_DELAY_MS = 1000

/** Taps on the bag's title that copy the basket id ('Heads Up!' popup). */
export const BASKET_ID_TAPS = 10

/** The password field fires its change handler this long after typing stops (spec §5, §9). */
export const PASSWORD_TYPING_DELAY_MS = 500
