import { describe, expect, it } from 'vitest'
import {
  basketDiscounts,
  discountProblem,
  offerRule,
  rewardRule,
  type TDiscountLine,
} from './basket-discounts.ts'
import { cartTotals } from './cart-totals.ts'
import { memberOffers } from './member-offers.ts'
import { findReward } from './rewards-catalogue.ts'

const reward = (id: string) => {
  const found = findReward(id)
  if (!found) throw new Error(id)
  return rewardRule(found)
}
const sandwich: TDiscountLine = { id: 1, unitCost: 1199, quantity: 1, kind: 'sandwich' }
const bigSandwich: TDiscountLine = { id: 2, unitCost: 1699, quantity: 1, kind: 'sandwich' }
const cookie: TDiscountLine = { id: 3, unitCost: 249, quantity: 1, kind: 'cookie' }
const cheapCookie: TDiscountLine = { id: 4, unitCost: 220, quantity: 2, kind: 'cookie' }
const tea: TDiscountLine = { id: 5, unitCost: 299, quantity: 1, kind: null }
const [welcome] = memberOffers({ createdAt: new Date(), birthday: null }, new Date(), {
  chainName: 'Red Door Deli',
  used: new Set(),
})
if (!welcome) throw new Error('no welcome offer')

describe('basketDiscounts', () => {
  it('makes one unit of the target kind free: the dearest one, on its line, labelled', () => {
    const { applied, unmet } = basketDiscounts([sandwich, cheapCookie, cookie], [reward('free-cookie')])
    expect(unmet).toEqual([])
    expect(applied).toEqual([
      { source: 'reward', id: 'free-cookie', label: 'Reward: Free cookie', amount: 249, lineId: 3 },
    ])
  })

  it('caps a free item at the reward’s value', () => {
    const { applied } = basketDiscounts([bigSandwich, sandwich], [reward('free-sandwich')])
    expect(applied[0]).toMatchObject({ amount: 1400, lineId: 2 })
  })

  it('takes a fixed amount off an order that reaches the minimum, never more than is left', () => {
    expect(basketDiscounts([sandwich], [reward('five-off')]).applied[0]).toMatchObject({
      amount: 500,
      lineId: null,
    })
    const small = basketDiscounts([cookie, tea], [reward('five-off')])
    expect(small.applied).toEqual([])
    expect(small.unmet.map((rule) => rule.id)).toEqual(['five-off'])
  })

  it('does not apply a reward whose item is missing, and says why', () => {
    const { applied, unmet } = basketDiscounts([sandwich, tea], [reward('free-side')])
    expect(applied).toEqual([])
    expect(unmet.map((rule) => discountProblem(rule))).toEqual(['Free side needs a side in your bag.'])
    expect(discountProblem(reward('five-off'))).toBe('$5 off needs an order of $10.00 or more.')
  })

  it('applies the welcome offer only with a sandwich in the bag', () => {
    expect(basketDiscounts([cookie], [offerRule(welcome)]).applied).toEqual([])
    expect(basketDiscounts([sandwich, cookie], [offerRule(welcome)]).applied).toEqual([
      { source: 'offer', id: 'welcome', label: 'Welcome offer: free cookie', amount: 249, lineId: 3 },
    ])
  })

  it('never discounts the same unit twice: a second free cookie needs a second cookie', () => {
    const one = basketDiscounts([sandwich, cookie], [reward('free-cookie'), offerRule(welcome)])
    expect(one.applied.map((discount) => discount.id)).toEqual(['free-cookie'])
    const two = basketDiscounts([sandwich, cheapCookie], [reward('free-cookie'), offerRule(welcome)])
    expect(two.applied.map((discount) => [discount.id, discount.lineId, discount.amount])).toEqual([
      ['free-cookie', 4, 220],
      ['welcome', 4, 220],
    ])
  })

  it('leaves totals at zero or above, with tax on what is left after the discounts', () => {
    const { applied } = basketDiscounts([cookie], [reward('free-cookie')])
    const totals = cartTotals({ lineTotals: [249], taxRateBps: 1000, deliveryFee: 0, discounts: applied })
    expect(totals).toMatchObject({ subtotal: 249, discount: 249, tax: 0, total: 0 })
    const mixed = basketDiscounts([sandwich, cookie], [reward('five-off')])
    const taxed = cartTotals({
      lineTotals: [1199, 249],
      taxRateBps: 1000,
      deliveryFee: 0,
      discounts: mixed.applied,
    })
    expect(taxed).toMatchObject({ subtotal: 1448, discount: 500, tax: 95, total: 1043 })
  })
})
