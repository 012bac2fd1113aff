import type { TKioskOrdering } from '@deli/contracts'

/**
 * The kiosk channel (ADR 030): a store's own self-order screen. A guest orders without an
 * account, picks up at the counter and pays there or by card; the screen clears itself when nobody
 * is using it, after a warning.
 */

/** Seconds without a touch before the warning; then seconds of warning before the order is cleared. */
export const KIOSK_IDLE_SECONDS = 90
export const KIOSK_WARNING_SECONDS = 30
/** How long the confirmation stays up before the kiosk is ready for the next guest. */
export const KIOSK_CONFIRMATION_SECONDS = 30
/** How often a kiosk asks again whether its store takes orders now (ADR 046). */
export const KIOSK_ORDERING_POLL_SECONDS = 30

export type TKioskIdlePhase = 'active' | 'warning' | 'reset'

/** Where an idle kiosk stands, from the time since the last touch. */
export function kioskIdlePhase(msSinceActivity: number): TKioskIdlePhase {
  const seconds = msSinceActivity / 1000
  if (seconds < KIOSK_IDLE_SECONDS) return 'active'
  return seconds < KIOSK_IDLE_SECONDS + KIOSK_WARNING_SECONDS ? 'warning' : 'reset'
}

/** Whole seconds left of the warning (never below 0). */
export const kioskSecondsLeft = (msSinceActivity: number) =>
  Math.max(0, Math.ceil(KIOSK_IDLE_SECONDS + KIOSK_WARNING_SECONDS - msSinceActivity / 1000))

/** The kiosk's first screen: its store's menu. */
export const kioskStartPath = (menuId: number) => `/menu/${menuId}`

/**
 * The pages a kiosk shows: its store's menu and products, the bag and checkout, and confirmations.
 * Every other page (accounts, other stores, locations, content) sends the guest back to the start.
 */
export function isKioskPath(pathname: string, menuId: number): boolean {
  const path = pathname.replace(/\/+$/, '') || '/'
  const menu = kioskStartPath(menuId)
  if (path === menu || path.startsWith(`${menu}/product/`) || path === `${menu}/product`) return true
  return path === '/order' || path === '/order/checkout' || path.startsWith('/order/confirm/')
}

export const KIOSK_TEXTS = /* @__PURE__ */ Object.freeze({
  stillThere: 'Are you still there?',
  clearingIn: (seconds: number) =>
    `Your order will be cleared in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  keepOrder: "I'm still here",
  startOver: 'Start over',
  startOverTitle: 'Start over?',
  startOverBody: 'This clears your order so the next guest can start fresh.',
  startOverConfirm: 'Yes, start over',
  nameTitle: 'Your name',
  orderName: 'Name for your order',
  orderNameHint: 'We call this name at the counter when your order is ready.',
  payAtCounter: 'Pay at the counter',
  payByCard: 'Pay by card',
  thanks: (name: string) => `Thank you, ${name}!`,
  payAtCounterNext: 'Please pay at the counter. We start on your order right away.',
  paidNext: 'You are all paid. We start on your order right away.',
  newOrder: 'Start a new order',
  resetsIn: (seconds: number) => `This screen resets in ${seconds} seconds.`,
  notKiosk: 'This device is not set up as a kiosk.',
  storeOnly: 'This kiosk takes orders for its own store only.',
  pickupOnly: 'Kiosk orders are picked up at the counter.',
  noGroupOrders: 'Group orders cannot be placed at a kiosk.',
  setUpTitle: 'Set up this device as a kiosk',
  revoked: 'Kiosk removed.',
  asapOnly: 'Kiosk orders are made right away; they cannot be scheduled for later.',
  readyAsap: 'Ready as soon as possible',
  closedTitle: "Sorry, we're not taking orders right now",
  pausedTitle: "We've paused kiosk orders for a few minutes",
  closedToday: 'The store is closed today.',
  pausedBody: 'The kitchen is catching up. Please check back shortly or ask at the counter.',
  closedBody: 'Please come back when we are open.',
  checkingAgain: 'This screen opens for orders by itself when we are ready.',
})

/**
 * Whether a kiosk takes orders now (ADR 046): a kiosk stands in the store, so it orders for now only
 * (ASAP, pickup) — when the store could not take an ASAP pickup order, the kiosk shows a closed
 * screen instead of the menu. `reason` says which: the store is closed (its hours, a day a manager
 * closed) or its ASAP orders are paused; `message` is the manager's closed-day message or when it
 * opens next ('Opens 10:30 AM'), else null.
 */

export function kioskOrdering(facts: {
  /** The store would take an ASAP pickup order now (the slot rules' `isAsapAvailable`, store available). */
  isAsapAvailable: boolean
  /** Open now by its pickup hours. */
  isOpenNow: boolean
  asapPaused: boolean
  /** Today is a day a manager closed: their message for guests ('' when they left none). */
  closure: string | null
  /** When it opens next by its hours ('Opens 10:30 AM'), or null. */
  nextOpening: string | null
}): TKioskOrdering {
  if (facts.isAsapAvailable) return { taking_orders: true, reason: null, message: null }
  if (facts.closure !== null) {
    return { taking_orders: false, reason: 'closed', message: facts.closure || KIOSK_TEXTS.closedToday }
  }
  if (facts.isOpenNow && facts.asapPaused) return { taking_orders: false, reason: 'paused', message: null }
  return { taking_orders: false, reason: 'closed', message: facts.isOpenNow ? null : facts.nextOpening }
}

/** The closed screen's heading and sentences for a kiosk that takes no orders now. */
export function kioskClosedTexts(ordering: TKioskOrdering): { title: string; body: string[] } {
  if (ordering.reason === 'paused') {
    return { title: KIOSK_TEXTS.pausedTitle, body: [KIOSK_TEXTS.pausedBody, KIOSK_TEXTS.checkingAgain] }
  }
  return {
    title: KIOSK_TEXTS.closedTitle,
    body: [ordering.message ?? KIOSK_TEXTS.closedBody, KIOSK_TEXTS.checkingAgain],
  }
}

/**
 * Where a kiosk sends a page it does not show: back to its start. Staff pages stay reachable, so a
 * manager can always sign in on the device and remove the kiosk.
 */
/** Pages a kiosk shows even while it takes no orders: a confirmation (the order is placed) and staff pages. */
export const isKioskAlwaysShown = (pathname: string) =>
  pathname.startsWith('/order/confirm/') || pathname === '/staff' || pathname.startsWith('/staff/')

export function kioskRedirect(pathname: string, menuId: number): string | null {
  if (pathname === '/staff' || pathname.startsWith('/staff/')) return null
  return isKioskPath(pathname, menuId) ? null : kioskStartPath(menuId)
}
