import { describe, expect, it } from 'vitest'
import { formatMoney } from './money.ts'
import {
  basketLinesProblem,
  cardDeclinesProblem,
  ORDER_LIMIT_TEXTS,
  ORDER_LIMITS,
  orderSizeProblem,
  payInStoreProblem,
} from './order-limits.ts'

const none = { member: 0, device: 0 }

describe('ORDER_LIMITS (ADR 042)', () => {
  it('keeps unpaid orders few and small, orders bounded and declines counted', () => {
    expect(ORDER_LIMITS).toEqual({
      openUnpaidPerMember: 2,
      openUnpaidPerDevice: 2,
      payInStoreMaxTotal: 10_000,
      basketLines: 40,
      groupBasketLines: 200,
      orderMaxTotal: 250_000,
      declinesPerBasket: 3,
      declinesPerMember: 5,
      declineWindowMinutes: 60,
    })
    expect(Object.isFrozen(ORDER_LIMITS)).toBe(true)
  })

  it('says every limit in its sentence', () => {
    expect(ORDER_LIMIT_TEXTS.unpaidPerMember).toContain('2 orders to pay in store')
    expect(ORDER_LIMIT_TEXTS.unpaidPerDevice).toContain('2 orders to pay in store')
    expect(ORDER_LIMIT_TEXTS.payInStoreTotal).toBe(
      'Orders over $100.00 are paid by card when you order. Please choose a card.',
    )
    expect(ORDER_LIMIT_TEXTS.basketLines).toContain('at most 40 different items')
    expect(ORDER_LIMIT_TEXTS.orderTotal).toContain(formatMoney(250_000))
  })
})

describe('payInStoreProblem', () => {
  it('takes a small mealtime order while the member and the device hold fewer than two unpaid orders', () => {
    expect(payInStoreProblem({ total: 1_299, channel: 'mealtime', openUnpaid: none })).toBeNull()
    expect(
      payInStoreProblem({ total: 10_000, channel: 'mealtime', openUnpaid: { member: 1, device: 1 } }),
    ).toBeNull()
  })

  it('refuses a third open unpaid order of the member, then of the device', () => {
    expect(payInStoreProblem({ total: 999, channel: 'mealtime', openUnpaid: { member: 2, device: 0 } })).toBe(
      ORDER_LIMIT_TEXTS.unpaidPerMember,
    )
    expect(payInStoreProblem({ total: 999, channel: 'mealtime', openUnpaid: { member: 0, device: 2 } })).toBe(
      ORDER_LIMIT_TEXTS.unpaidPerDevice,
    )
  })

  it('needs a card above $100 and for catering', () => {
    expect(payInStoreProblem({ total: 10_001, channel: 'mealtime', openUnpaid: none })).toBe(
      ORDER_LIMIT_TEXTS.payInStoreTotal,
    )
    expect(payInStoreProblem({ total: 500, channel: 'catering', openUnpaid: none })).toBe(
      ORDER_LIMIT_TEXTS.payInStoreCatering,
    )
  })
})

describe('orderSizeProblem and basketLinesProblem', () => {
  it('bounds the lines of a basket: the 41st line is refused', () => {
    expect(basketLinesProblem(39)).toBeNull()
    expect(basketLinesProblem(40)).toBe(ORDER_LIMIT_TEXTS.basketLines)
    expect(orderSizeProblem({ lineCount: 40, total: 100 })).toBeNull()
    expect(orderSizeProblem({ lineCount: 41, total: 100 })).toBe(ORDER_LIMIT_TEXTS.basketLines)
  })

  it('bounds an order at $2,500.00, tip included', () => {
    expect(orderSizeProblem({ lineCount: 3, total: 250_000 })).toBeNull()
    expect(orderSizeProblem({ lineCount: 3, total: 250_001 })).toBe(ORDER_LIMIT_TEXTS.orderTotal)
    // The reported attack: 1,502 lines worth $147,016.98.
    expect(orderSizeProblem({ lineCount: 1_502, total: 14_701_698 })).toBe(ORDER_LIMIT_TEXTS.basketLines)
  })

  it("lets a group order's basket hold the whole group's lunch, and no more", () => {
    expect(basketLinesProblem(40, true)).toBeNull()
    expect(basketLinesProblem(199, true)).toBeNull()
    expect(basketLinesProblem(200, true)).toBe(ORDER_LIMIT_TEXTS.groupBasketLines)
    expect(orderSizeProblem({ lineCount: 200, total: 100, isGroup: true })).toBeNull()
    expect(orderSizeProblem({ lineCount: 201, total: 100, isGroup: true })).toBe(
      ORDER_LIMIT_TEXTS.groupBasketLines,
    )
    expect(ORDER_LIMIT_TEXTS.groupBasketLines).toContain('at most 200 different items')
  })
})

describe('cardDeclinesProblem', () => {
  it('stops card attempts after 3 declines of a basket or 5 of a member within the hour', () => {
    expect(cardDeclinesProblem({ basket: 2, member: 4 })).toBeNull()
    expect(cardDeclinesProblem({ basket: 3, member: 3 })).toBe(ORDER_LIMIT_TEXTS.declinesPerBasket)
    expect(cardDeclinesProblem({ basket: 0, member: 5 })).toBe(ORDER_LIMIT_TEXTS.declinesPerMember)
  })
})
