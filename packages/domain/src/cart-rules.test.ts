import { describe, expect, it } from 'vitest'
import {
  cartCount,
  isCartEmpty,
  isUtensils,
  submitLabel,
  upsellFooterLabel,
  visibleLines,
} from './cart-rules.ts'

describe('isUtensils', () => {
  it('matches names containing utensils in any case', () => {
    expect(isUtensils('Utensils')).toBe(true)
    expect(isUtensils('Include UTENSILS & napkins')).toBe(true)
    expect(isUtensils('plastic utensils')).toBe(true)
  })

  it('does not match other names', () => {
    expect(isUtensils('Utensil')).toBe(false)
    expect(isUtensils('Muffuletta')).toBe(false)
    expect(isUtensils('')).toBe(false)
  })
})

const lines = [
  { id: 1, name: 'Muffuletta', quantity: 2, recipient: 'Ana' },
  { id: 2, name: 'Utensils', quantity: 5, recipient: 'Ana' },
  { id: 3, name: 'Pickle Spear', quantity: 3, recipient: 'Ben' },
  { id: 4, name: 'Cookie', quantity: 1 },
]

describe('visibleLines', () => {
  it('hides utensils lines and keeps the rest in order, untouched', () => {
    expect(visibleLines(lines).map((line) => line.id)).toEqual([1, 3, 4])
    expect(visibleLines(lines)[0]).toBe(lines[0])
    expect(visibleLines([])).toEqual([])
  })
})

describe('cartCount', () => {
  it('sums quantities of the lines a guest sees', () => {
    expect(cartCount(lines)).toBe(6)
    expect(cartCount([{ name: 'Utensils', quantity: 4 }])).toBe(0)
    expect(cartCount([])).toBe(0)
  })

  it('counts only one recipient when asked', () => {
    expect(cartCount(lines, 'Ana')).toBe(2)
    expect(cartCount(lines, 'Ben')).toBe(3)
    expect(cartCount(lines, 'Cy')).toBe(0)
  })
})

describe('isCartEmpty', () => {
  it('is empty with nothing or only utensils', () => {
    expect(isCartEmpty([])).toBe(true)
    expect(isCartEmpty([{ name: 'Utensils' }, { name: 'Extra utensils' }])).toBe(true)
    expect(isCartEmpty([{ name: 'Utensils' }, { name: 'Cookie' }])).toBe(false)
  })
})

describe('submitLabel', () => {
  it('asks to browse the menu when there are no products', () => {
    expect(submitLabel({ isEmpty: true, role: 'guest' })).toBe('Browse Menu')
    expect(submitLabel({ isEmpty: true, role: 'host', paymentType: 'host' })).toBe('Browse Menu')
    expect(submitLabel({ isEmpty: true, role: 'participant', paymentType: 'split' })).toBe('Browse Menu')
  })

  it('continues to checkout for a normal cart and for the host', () => {
    expect(submitLabel({ isEmpty: false, role: 'guest' })).toBe('Continue To Checkout')
    expect(submitLabel({ isEmpty: false, role: 'host', paymentType: 'host' })).toBe('Continue To Checkout')
    expect(submitLabel({ isEmpty: false, role: 'host', paymentType: 'split' })).toBe('Continue To Checkout')
  })

  it('lets participants wait for the host or submit their own split order', () => {
    expect(submitLabel({ isEmpty: false, role: 'participant', paymentType: 'host' })).toBe(
      'Awaiting Host Submission',
    )
    expect(submitLabel({ isEmpty: false, role: 'participant', paymentType: 'split' })).toBe('Submit my order')
    expect(submitLabel({ isEmpty: false, role: 'participant' })).toBe('Awaiting Host Submission')
  })
})

describe('upsellFooterLabel (spec §2 Complete Your Order)', () => {
  it("says 'No, Thanks' until an upsell is added, then 'Continue To Checkout'", () => {
    expect(upsellFooterLabel(0)).toBe('No, Thanks')
    expect(upsellFooterLabel(1)).toBe('Continue To Checkout')
    expect(upsellFooterLabel(3)).toBe('Continue To Checkout')
  })
})
