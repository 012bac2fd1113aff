import { describe, expect, it } from 'vitest'
import { deliveryMinimumError, notTakingOrdersText, takesOrders } from './store-rules.ts'

describe('takesOrders (spec §4 Location selection)', () => {
  it('only an available store that is not Coming Soon takes orders', () => {
    expect(takesOrders({ available: true, 'Coming Soon': false })).toBe(true)
    expect(takesOrders({ available: false, 'Coming Soon': false })).toBe(false)
    expect(takesOrders({ available: true, 'Coming Soon': true })).toBe(false)
    expect(takesOrders({ available: false, 'Coming Soon': true })).toBe(false)
  })
})

describe('deliveryMinimumError', () => {
  it('is the sentence while the subtotal is below the minimum, null from the minimum on', () => {
    expect(deliveryMinimumError(1499, 1500)).toBe('Delivery orders need a subtotal of at least $15.00.')
    expect(deliveryMinimumError(1500, 1500)).toBeNull()
    expect(deliveryMinimumError(2000, 1500)).toBeNull()
  })
  it('never applies without a minimum', () => {
    expect(deliveryMinimumError(0, 0)).toBeNull()
  })
})

describe('notTakingOrdersText', () => {
  it("replaces 'Start Order' for a store that takes no orders, and only then", () => {
    expect(notTakingOrdersText({ available: true, 'Coming Soon': true })).toBe(
      'Coming Soon: not taking orders yet',
    )
    expect(notTakingOrdersText({ available: false, 'Coming Soon': false })).toBe(
      'Not taking orders right now',
    )
    expect(notTakingOrdersText({ available: true, 'Coming Soon': false })).toBeNull()
  })
})
