import { ORDER_STATUSES } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import { guestStatusLabel, guestStatusSentence, guestStepIndex, guestSteps } from './guest-order-status.ts'

describe("the guest's order status (issue 14: received → being made → ready → picked up / out for delivery)", () => {
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
  })

  it('places each status on the progress line', () => {
    expect(guestStepIndex('received')).toBe(0)
    expect(guestStepIndex('ready')).toBe(2)
    expect(guestStepIndex('completed')).toBe(3)
    expect(guestStepIndex('pending')).toBe(-1)
    expect(guestStepIndex('cancelled')).toBe(-1)
  })
})
