import type { THandoffMode, TOrderStatus } from '@deli/contracts'
import { isDeliveryHandoff } from './handoff.ts'

/**
 * The guest's view of an order's life (ADR 019, live status): the storefront's words for each stage
 * (received → being made → ready → picked up / out for delivery), the stages to show as a progress
 * line, and the sentence announced when the order moves on. Staff words live in ORDER_STATUS_LABELS.
 */
export type TGuestStep = { status: TOrderStatus; label: string }

/** The last stage as the guest sees it: a delivery leaves the store, everything else is picked up. */
const handedOverLabel = (handoff: THandoffMode) =>
  isDeliveryHandoff(handoff) ? 'Out for delivery' : 'Picked up'

/** The four stages of a placed order, in order, in the storefront's words for this handoff. */
export function guestSteps(handoff: THandoffMode): readonly TGuestStep[] {
  return [
    { status: 'received', label: 'Received' },
    { status: 'in_progress', label: 'Being made' },
    { status: 'ready', label: isDeliveryHandoff(handoff) ? 'Ready for the driver' : 'Ready' },
    { status: 'completed', label: handedOverLabel(handoff) },
  ]
}

/**
 * A split group participant's order, paid and approved, waits as pending for its host's order, which
 * sends the whole group to the store (ADR 015): the guest is told so, not that it is still sending.
 */
export const HOST_WAIT_TEXTS = Object.freeze({
  label: 'Waiting for the host',
  sentence: 'Your card is approved. The store gets your order when the host places the group’s order.',
  receipt: 'Your receipt comes when the host places the group’s order.',
})

/** An order's status in the storefront's words (history, confirmation); `inGroup`: a group's order. */
export function guestStatusLabel(status: TOrderStatus, handoff: THandoffMode, inGroup = false): string {
  switch (status) {
    case 'pending':
      return inGroup ? HOST_WAIT_TEXTS.label : 'Sending'
    case 'failed':
      return 'Not placed'
    case 'cancelled':
      return 'Cancelled'
    case 'scheduled':
      return 'Scheduled'
    case 'held':
      return 'Waiting for you'
    default:
      return guestSteps(handoff).find((step) => step.status === status)?.label ?? status
  }
}

/**
 * The sentence the confirmation page announces when the order reaches `status`. A cancelled order paid
 * by card says its refund is on its way (the board's cancel refunds it through the payment adapter).
 */
export function guestStatusSentence(
  status: TOrderStatus,
  handoff: THandoffMode,
  isCardPaid = false,
  /** Who cancelled (ADR 066): the guest's own cancel is said as theirs. */
  cancelledBy: 'guest' | 'store' | null = null,
  /** A group's order: pending, it waits for the host's (`HOST_WAIT_TEXTS`). */
  inGroup = false,
): string {
  switch (status) {
    case 'pending':
      return inGroup ? HOST_WAIT_TEXTS.sentence : 'We are processing your payment.'
    case 'failed':
      return 'Your order was not placed.'
    case 'scheduled':
      return 'The store has your order. The kitchen starts it in time for your pickup time.'
    case 'held':
      return 'The store has your order. We start making it when you tap Start my order.'
    case 'received':
      return 'The store has your order.'
    case 'in_progress':
      return 'Your order is being made.'
    case 'ready':
      if (isDeliveryHandoff(handoff)) return 'Your order is ready and waiting for the driver.'
      return handoff === 'curbside'
        ? 'Your order is ready. We will bring it out to your car.'
        : 'Your order is ready for pickup.'
    case 'completed':
      return isDeliveryHandoff(handoff)
        ? 'Your order is out for delivery.'
        : 'Your order was picked up. Enjoy your meal.'
    case 'cancelled':
      if (cancelledBy === 'guest') {
        return isCardPaid
          ? 'You cancelled your order. Your card payment is being refunded.'
          : 'You cancelled your order.'
      }
      return isCardPaid
        ? 'The store cancelled your order. Your card payment is being refunded.'
        : 'The store cancelled your order.'
  }
}

/** The index of the current stage in guestSteps (-1 before the store has it, or when cancelled/failed). */
export function guestStepIndex(status: TOrderStatus): number {
  return ['received', 'in_progress', 'ready', 'completed'].indexOf(status)
}

/**
 * Curbside 'I'm here' (ADR 019): only a curbside order the store still has to hand over (received,
 * being made or ready) can announce the guest's arrival. Answers null when it may, else the sentence
 * that says why not.
 */
export function arrivalRefusal(status: TOrderStatus, handoff: THandoffMode): string | null {
  if (handoff !== 'curbside') return "'I'm here' is for curbside pickup orders."
  if (status === 'pending') return 'Your order is still being placed. Please try again in a moment.'
  if (['scheduled', 'held', 'received', 'in_progress', 'ready'].includes(status)) return null
  return `This order is ${guestStatusLabel(status, handoff).toLowerCase()}: there is nothing to bring out.`
}

/** The confirmation's sentence once the store knows the curbside guest is here. */
export const arrivalNoticed = (car: { color: string; make: string; model: string } | null) =>
  car
    ? `Thanks, we know you're here. We'll bring your order out to your ${car.color} ${car.make} ${car.model}.`
    : "Thanks, we know you're here. We'll bring your order out to you."

/**
 * Change or cancel before the kitchen starts (ADR 066): a guest may cancel an order, or change its
 * time, only while it waits for its fire time or for them (scheduled or held). Answers null when they
 * may, else the sentence that says why not and whom to call.
 */
export function guestChangeRefusal(status: TOrderStatus, storePhone: string): string | null {
  if (status === 'scheduled' || status === 'held') return null
  if (status === 'pending') return 'Your order is still being placed. Please try again in a moment.'
  if (status === 'cancelled' || status === 'failed' || status === 'completed') {
    return 'This order can no longer be changed.'
  }
  return kitchenHasIt(storePhone, status)
}

/** '… call the store at (214) 555-0101.', or '… call the store.' without a phone. */
const callTheStore = (storePhone: string) =>
  storePhone ? `call the store at ${storePhone}.` : 'call the store.'

/**
 * The sentence once the kitchen has an order: changes go through the store's phone. A received order
 * is the kitchen's to start, not started yet; one being made or ready is started.
 */
export const kitchenHasIt = (storePhone: string, status: TOrderStatus = 'in_progress') =>
  `${status === 'received' ? 'The kitchen has your order and starts it soon.' : 'The kitchen has started your order.'} To change or cancel it, ${callTheStore(storePhone)}`

/**
 * A group order's time is its host's, and its orders are made together (ADR 015): nobody moves one
 * of them online once the group is placed.
 */
export const groupTimeRefusal = (storePhone: string) =>
  `A group order is made together at the time its host chose. To change it, ${callTheStore(storePhone)}`

/** A held order only: the guest may start it (manual fire, ADR 066). */
export function startRefusal(status: TOrderStatus): string | null {
  if (status === 'held') return null
  if (status === 'pending') return 'Your order is still being placed. Please try again in a moment.'
  if (status === 'scheduled' || status === 'received' || status === 'in_progress' || status === 'ready') {
    return 'Your order is already on its way to the kitchen.'
  }
  return 'This order can no longer be started.'
}

/** A cancelled card order's refund in the guest's words (ADR 066); `amount` is already formatted. */
export const refundText = (refund: { state: 'pending' | 'refunded' }, amount: string) =>
  refund.state === 'refunded'
    ? `Refunded ${amount} to your card.`
    : `Refund of ${amount} on its way to your card.`

/**
 * The order page's heading (spec §7 confirmation): 'Thanks, Ada! Your order is in.', or once the order
 * is cancelled, by the store or its guest, that it was — never a welcome over a refund.
 */
export const confirmationHeading = (firstName: string, status: TOrderStatus): string =>
  status === 'cancelled'
    ? `${firstName}, your order was cancelled.`
    : `Thanks, ${firstName}! Your order is in.`

/** Where the order's time is said: 'Ready' (or 'Arrives' for a delivery), 'Was to be ready' once cancelled. */
export function orderTimeLabel(status: TOrderStatus, handoff: THandoffMode): string {
  const isDelivery = isDeliveryHandoff(handoff)
  if (status === 'cancelled') return isDelivery ? 'Was to arrive' : 'Was to be ready'
  return isDelivery ? 'Arrives' : 'Ready'
}
