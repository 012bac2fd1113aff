import { REFUND_REASONS } from '@deli/contracts/constants'
import { describe, expect, it } from 'vitest'
import { REFUND_REASON_LABELS, REFUND_REFUSALS, refundRefusal } from './order-refund.ts'

describe('refunding a handed-over order (ADR 072)', () => {
  it('refunds a completed card order once', () => {
    expect(refundRefusal({ status: 'completed', paymentType: 'card', isRefunded: false })).toBeNull()
    expect(refundRefusal({ status: 'completed', paymentType: 'card', isRefunded: true })).toBe(
      REFUND_REFUSALS.refunded,
    )
  })

  it('sends an order still to be made to its cancel, and money paid at the store to the till', () => {
    for (const status of ['received', 'in_progress', 'ready', 'scheduled', 'cancelled'] as const) {
      expect(refundRefusal({ status, paymentType: 'card', isRefunded: false })).toBe(
        REFUND_REFUSALS.notHandedOver,
      )
    }
    expect(refundRefusal({ status: 'completed', paymentType: 'instore', isRefunded: false })).toBe(
      'This order was paid at the store: give the money back at the till.',
    )
  })

  it('names every reason', () => {
    expect(REFUND_REASONS.map((reason) => REFUND_REASON_LABELS[reason])).toEqual([
      'Wrong order',
      'Missing items',
      'Food quality',
      'Too late',
      'Something else',
    ])
  })
})
