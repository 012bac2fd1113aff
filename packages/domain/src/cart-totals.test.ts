import { describe, expect, it } from 'vitest'
import { cartTotals } from './cart-totals.ts'

const base = {
  lineTotals: [] as number[],
  taxRateBps: 0,
  deliveryFee: 0,
  discounts: [] as { amount: number }[],
}

describe('cartTotals', () => {
  it('adds lines, taxes the subtotal and adds the untaxed delivery fee', () => {
    expect(cartTotals({ ...base, lineTotals: [1000, 499, 500], taxRateBps: 1000, deliveryFee: 399 })).toEqual(
      {
        subtotal: 1999,
        discount: 0,
        taxRateBps: 1000,
        tax: 200,
        deliveryFee: 399,
        total: 1999 + 200 + 399,
      },
    )
  })

  it('rounds tax half up in integer cents', () => {
    const tax = (subtotal: number, taxRateBps: number) =>
      cartTotals({ ...base, lineTotals: [subtotal], taxRateBps }).tax
    expect(tax(1999, 825)).toBe(165) // 164.9175
    expect(tax(1000, 825)).toBe(83) // 82.5
    expect(tax(200, 25)).toBe(1) // 0.5
    expect(tax(199, 25)).toBe(0) // 0.4975
    expect(tax(1, 4999)).toBe(0) // 0.4999
    expect(tax(1, 5000)).toBe(1) // 0.5
    expect(tax(10, 1)).toBe(0)
    // 0.1 + 0.2 style drift cannot creep in: 7.25% of $123.45 is exactly 895.0125 cents
    expect(tax(12345, 725)).toBe(895)
    expect(tax(123_456_789, 900)).toBe(11_111_111) // 11111111.01
  })

  it('taxes the subtotal after discounts', () => {
    const totals = cartTotals({ ...base, lineTotals: [2000], taxRateBps: 1000, discounts: [{ amount: 500 }] })
    expect(totals).toMatchObject({ subtotal: 2000, discount: 500, tax: 150, total: 1650 })
  })

  it('caps discounts at the subtotal, leaving the delivery fee payable', () => {
    const totals = cartTotals({
      lineTotals: [800],
      taxRateBps: 825,
      deliveryFee: 299,
      discounts: [{ amount: 500 }, { amount: 700 }],
    })
    expect(totals).toEqual({
      subtotal: 800,
      discount: 800,
      taxRateBps: 825,
      tax: 0,
      deliveryFee: 299,
      total: 299,
    })
  })

  it('is all zeros for an empty cart', () => {
    expect(cartTotals({ ...base, taxRateBps: 825 })).toEqual({
      subtotal: 0,
      discount: 0,
      taxRateBps: 825,
      tax: 0,
      deliveryFee: 0,
      total: 0,
    })
  })
})
