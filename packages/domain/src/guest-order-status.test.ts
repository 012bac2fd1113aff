import { ORDER_STATUSES } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import {
  arrivalNoticed,
  arrivalRefusal,
  confirmationHeading,
  groupTimeRefusal,
  guestChangeRefusal,
  guestStatusLabel,
  guestStatusSentence,
  guestStepIndex,
  guestSteps,
  HOST_WAIT_TEXTS,
  kitchenHasIt,
  orderTimeLabel,
  refundText,
  startRefusal,
} from './guest-order-status.ts'

describe('change or cancel before the kitchen starts (ADR 066)', () => {
  it('lets the guest change a scheduled or held order only', () => {
    const allowed = ORDER_STATUSES.filter((status) => guestChangeRefusal(status, '(555) 010-0100') === null)
    expect(allowed).toEqual(['scheduled', 'held'])
  })

  it('names the store phone once the kitchen has the order, started or not yet', () => {
    expect(guestChangeRefusal('received', '(555) 010-0100')).toBe(
      'The kitchen has your order and starts it soon. To change or cancel it, call the store at (555) 010-0100.',
    )
    for (const status of ['in_progress', 'ready'] as const) {
      expect(guestChangeRefusal(status, '(555) 010-0100')).toBe(
        'The kitchen has started your order. To change or cancel it, call the store at (555) 010-0100.',
      )
    }
    expect(kitchenHasIt('')).toBe(
      'The kitchen has started your order. To change or cancel it, call the store.',
    )
    expect(groupTimeRefusal('(555) 010-0100')).toBe(
      'A group order is made together at the time its host chose. To change it, call the store at (555) 010-0100.',
    )
    expect(guestChangeRefusal('cancelled', '1')).toBe('This order can no longer be changed.')
    expect(guestChangeRefusal('pending', '1')).toMatch(/still being placed/)
  })

  it('says a split participant’s paid order waits for the host, not that it is sending', () => {
    expect(guestStatusLabel('pending', 'pickup', true)).toBe('Waiting for the host')
    expect(guestStatusLabel('pending', 'pickup')).toBe('Sending')
    expect(guestStatusSentence('pending', 'pickup', true, null, true)).toBe(
      'Your card is approved. The store gets your order when the host places the group’s order.',
    )
    expect(guestStatusSentence('pending', 'pickup', true)).toBe('We are processing your payment.')
    expect(HOST_WAIT_TEXTS.receipt).toBe('Your receipt comes when the host places the group’s order.')
  })

  it("says a guest's own cancel as theirs", () => {
    expect(guestStatusSentence('cancelled', 'pickup', true, 'guest')).toBe(
      'You cancelled your order. Your card payment is being refunded.',
    )
    expect(guestStatusSentence('cancelled', 'pickup', false, 'guest')).toBe('You cancelled your order.')
    expect(guestStatusSentence('cancelled', 'pickup', false, 'store')).toBe('The store cancelled your order.')
  })

  it('words a refund as on its way, then done', () => {
    expect(refundText({ state: 'pending' }, '$12.50')).toBe('Refund of $12.50 on its way to your card.')
    expect(refundText({ state: 'refunded' }, '$12.50')).toBe('Refunded $12.50 to your card.')
  })

  it('starts only a held order', () => {
    expect(ORDER_STATUSES.filter((status) => startRefusal(status) === null)).toEqual(['held'])
    expect(startRefusal('scheduled')).toBe('Your order is already on its way to the kitchen.')
    expect(startRefusal('completed')).toBe('This order can no longer be started.')
  })

  it('words scheduled and held orders for the guest', () => {
    expect(guestStatusLabel('scheduled', 'pickup')).toBe('Scheduled')
    expect(guestStatusLabel('held', 'curbside')).toBe('Waiting for you')
    expect(guestStatusSentence('held', 'curbside')).toMatch(/Start my order/)
    expect(guestStatusSentence('scheduled', 'pickup')).toMatch(/in time for your pickup time/)
    expect(guestStepIndex('scheduled')).toBe(-1)
  })

  it("lets a curbside guest say 'I'm here' while the order is held or scheduled", () => {
    expect(arrivalRefusal('held', 'curbside')).toBeNull()
    expect(arrivalRefusal('scheduled', 'curbside')).toBeNull()
  })
})

describe("the guest's order status (received → being made → ready → picked up / out for delivery)", () => {
  it('names the stages of a pickup order in the storefront words', () => {
    expect(guestSteps('pickup').map((step) => step.label)).toEqual([
      'Received',
      'Being made',
      'Ready',
      'Picked up',
    ])
    expect(guestSteps('curbside').at(-1)?.label).toBe('Picked up')
  })

  it('ends a delivery with "Out for delivery"', () => {
    expect(guestSteps('delivery').map((step) => step.label)).toEqual([
      'Received',
      'Being made',
      'Ready for the driver',
      'Out for delivery',
    ])
    expect(guestStatusLabel('completed', 'dispatch')).toBe('Out for delivery')
  })

  it('labels the statuses outside the stages', () => {
    expect(guestStatusLabel('pending', 'pickup')).toBe('Sending')
    expect(guestStatusLabel('failed', 'pickup')).toBe('Not placed')
    expect(guestStatusLabel('cancelled', 'delivery')).toBe('Cancelled')
    expect(guestStatusLabel('in_progress', 'pickup')).toBe('Being made')
  })

  it('has a sentence for every status and handoff', () => {
    for (const status of ORDER_STATUSES) {
      for (const handoff of ['pickup', 'curbside', 'delivery'] as const) {
        expect(guestStatusSentence(status, handoff)).toMatch(/\.$/)
      }
    }
    expect(guestStatusSentence('ready', 'pickup')).toBe('Your order is ready for pickup.')
    expect(guestStatusSentence('completed', 'delivery')).toBe('Your order is out for delivery.')
    expect(guestStatusSentence('cancelled', 'pickup')).toBe('The store cancelled your order.')
    expect(guestStatusSentence('cancelled', 'pickup', true)).toBe(
      'The store cancelled your order. Your card payment is being refunded.',
    )
  })

  it('places each status on the progress line', () => {
    expect(guestStepIndex('received')).toBe(0)
    expect(guestStepIndex('ready')).toBe(2)
    expect(guestStepIndex('completed')).toBe(3)
    expect(guestStepIndex('pending')).toBe(-1)
    expect(guestStepIndex('cancelled')).toBe(-1)
  })
})

describe("curbside 'I'm here'", () => {
  it('is for a curbside order the store still has to hand over', () => {
    for (const status of ['received', 'in_progress', 'ready'] as const)
      expect(arrivalRefusal(status, 'curbside')).toBeNull()
  })

  it('refuses other handoffs and orders that are not waiting to be handed over, saying why', () => {
    expect(arrivalRefusal('ready', 'pickup')).toBe("'I'm here' is for curbside pickup orders.")
    expect(arrivalRefusal('ready', 'delivery')).toBe("'I'm here' is for curbside pickup orders.")
    expect(arrivalRefusal('completed', 'curbside')).toBe(
      'This order is picked up: there is nothing to bring out.',
    )
    expect(arrivalRefusal('cancelled', 'curbside')).toBe(
      'This order is cancelled: there is nothing to bring out.',
    )
    expect(arrivalRefusal('pending', 'curbside')).toMatch(/still being placed/)
  })

  it('thanks the guest naming the car', () => {
    expect(arrivalNoticed({ color: 'Blue', make: 'Honda', model: 'Civic' })).toBe(
      "Thanks, we know you're here. We'll bring your order out to your Blue Honda Civic.",
    )
    expect(arrivalNoticed(null)).toBe("Thanks, we know you're here. We'll bring your order out to you.")
  })
})

describe("the order page's heading and time", () => {
  it('welcomes a placed order, and says a cancelled one was cancelled', () => {
    expect(confirmationHeading('Ada', 'received')).toBe('Thanks, Ada! Your order is in.')
    expect(confirmationHeading('Ada', 'completed')).toBe('Thanks, Ada! Your order is in.')
    expect(confirmationHeading('Ada', 'cancelled')).toBe('Ada, your order was cancelled.')
  })

  it('says when it is ready or arrives, and when it was to be once cancelled', () => {
    expect(orderTimeLabel('received', 'pickup')).toBe('Ready')
    expect(orderTimeLabel('ready', 'delivery')).toBe('Arrives')
    expect(orderTimeLabel('cancelled', 'curbside')).toBe('Was to be ready')
    expect(orderTimeLabel('cancelled', 'dispatch')).toBe('Was to arrive')
  })
})
