import type { TOrderStatus } from '@deli/contracts'

/**
 * Spec §4 / §9: a submission's status (GET carts/{id}/submit/track) is polled every 2 seconds, up to
 * 30 times — by the storefront's checkout, and by the bench's guests (they poll as a browser does).
 */
export const SUBMIT_POLL_MS = 2_000
export const SUBMIT_POLL_TRIES = 30

/**
 * An order's life (ADR 008, ADR 066). Submission creates it `pending`; the payment worker makes it
 * `received` (paid or pay in store, made now), `scheduled` (an order ahead, waiting for its fire
 * time), `held` (manual fire: made when the guest says) or `failed` (declined or not processable).
 * A scheduled or held order is fired to `received` (the board's New) by its job or the guest; staff
 * may start it early or cancel it, and its guest may cancel it. Store staff then move it received →
 * in_progress → ready → completed, or cancel it while received or in progress.
 */
const TRANSITIONS: Readonly<Record<TOrderStatus, readonly TOrderStatus[]>> = Object.freeze({
  pending: ['received', 'scheduled', 'held', 'failed'],
  failed: [],
  scheduled: ['received', 'in_progress', 'cancelled'],
  held: ['received', 'in_progress', 'cancelled'],
  received: ['in_progress', 'cancelled'],
  in_progress: ['ready', 'cancelled'],
  ready: ['completed'],
  completed: [],
  cancelled: [],
})

/** The statuses store staff may set (the payment worker alone sets received and failed). */
export const STAFF_STATUSES = [
  'in_progress',
  'ready',
  'completed',
  'cancelled',
] as const satisfies readonly TOrderStatus[]
export type TStaffStatus = (typeof STAFF_STATUSES)[number]

export function nextStatuses(from: TOrderStatus): readonly TOrderStatus[] {
  return TRANSITIONS[from]
}

export function canTransition(from: TOrderStatus, to: TOrderStatus): boolean {
  return TRANSITIONS[from].includes(to)
}

/** No further change can happen. */
export const isFinalStatus = (status: TOrderStatus) => TRANSITIONS[status].length === 0

/** The order holds its slot and counts for the store: everything except failed and cancelled orders. */
export const isLiveOrder = (status: TOrderStatus) => status !== 'failed' && status !== 'cancelled'

export const ORDER_STATUS_LABELS: Readonly<Record<TOrderStatus, string>> = Object.freeze({
  pending: 'Processing payment',
  failed: 'Payment failed',
  scheduled: 'Scheduled',
  held: 'Held',
  received: 'Received',
  in_progress: 'In progress',
  ready: 'Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
})

/** Not fired to the kitchen yet (ADR 066): waiting for its fire time or for its guest to say. */
export const isUnfiredStatus = (status: TOrderStatus) => status === 'scheduled' || status === 'held'

/** The sentence a refused status change answers. */
export const statusChangeRefused = (from: TOrderStatus, to: TOrderStatus) =>
  `An order that is ${ORDER_STATUS_LABELS[from].toLowerCase()} cannot become ${ORDER_STATUS_LABELS[to].toLowerCase()}.`

/** Loyalty points an order earns: 10 per whole dollar of its subtotal (before tax, fees and tip). */
export const POINTS_PER_DOLLAR = 10
export function orderPoints(subtotalCents: number): number {
  if (!Number.isFinite(subtotalCents) || subtotalCents <= 0) return 0
  return Math.floor(subtotalCents / 100) * POINTS_PER_DOLLAR
}
