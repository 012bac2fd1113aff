import { describe, expect, it } from 'vitest'
import {
  basketPromotions,
  localDateTime,
  PROMOTION_TEXTS,
  promotionAtStore,
  promotionDiscount,
  type TPromotion,
  type TPromotionBasket,
  type TPromotionUsage,
} from './promotion-discount.ts'

const promotion = (overrides: Partial<TPromotion> = {}): TPromotion => ({
  id: 'p1',
  name: '$2 off catering',
  kind: 'amount',
  amount: 200,
  percent: null,
  freeProductId: null,
  freeProductName: null,
  minimumSubtotal: 0,
  productIds: [],
  categorySlugs: [],
  storeIds: [],
  region: null,
  channels: ['web', 'app', 'kiosk', 'catering'],
  handoffs: ['pickup', 'curbside', 'drivethru', 'delivery', 'dispatch'],
  startsAt: '2026-11-01T00:00',
  endsAt: null,
  code: null,
  membersOnly: false,
  oncePerMember: false,
  budgetUses: null,
  budgetCents: null,
  ended: false,
  ...overrides,
})

const basket = (overrides: Partial<TPromotionBasket> = {}): TPromotionBasket => ({
  lines: [
    { id: 1, productId: 10, categorySlug: 'signature-sandwiches', unitCost: 1099, quantity: 1 },
    { id: 2, productId: 20, categorySlug: 'sides', unitCost: 349, quantity: 2 },
  ],
  discounted: 0,
  storeId: 1,
  store: { state: 'TX', path: 'TX/dallas/elm-street' },
  timezone: 'America/Chicago',
  channel: 'web',
  handoff: 'pickup',
  memberId: null,
  ...overrides,
})

const unused: TPromotionUsage = { uses: 0, spentCents: 0, memberUsed: false }
// 2026-11-27 12:00 in Chicago (UTC−6).
const NOW = new Date('2026-11-27T18:00:00Z')
const NAME = '$2 off catering'

describe('promotionDiscount: what a promotion is worth on a basket (ADR 061)', () => {
  it('takes an amount off the basket, never more than the subtotal', () => {
    expect(promotionDiscount(promotion(), basket(), unused, NOW)).toEqual({ amount: 200, lineId: null })
    expect(promotionDiscount(promotion({ amount: 5000 }), basket(), unused, NOW)).toEqual({
      amount: 1797,
      lineId: null,
    })
  })

  it('rounds a percent to whole cents, half up, on the eligible subtotal', () => {
    // 10 % of 1797 = 179.7 → 180; 15 % of 1099 = 164.85 → 165; 50 % of 349 = 174.5 → 175.
    expect(
      promotionDiscount(promotion({ kind: 'percent', amount: null, percent: 10 }), basket(), unused, NOW),
    ).toEqual({ amount: 180, lineId: null })
    const sandwiches = { categorySlugs: ['signature-sandwiches'] }
    expect(
      promotionDiscount(promotion({ kind: 'percent', percent: 15, ...sandwiches }), basket(), unused, NOW),
    ).toEqual({ amount: 165, lineId: null })
    const oneSide = basket({
      lines: [{ id: 2, productId: 20, categorySlug: 'sides', unitCost: 349, quantity: 1 }],
    })
    expect(promotionDiscount(promotion({ kind: 'percent', percent: 50 }), oneSide, unused, NOW)).toEqual({
      amount: 175,
      lineId: null,
    })
    expect(promotionDiscount(promotion({ kind: 'percent', percent: 100 }), basket(), unused, NOW)).toEqual({
      amount: 1797,
      lineId: null,
    })
  })

  it('applies at the minimum subtotal and not a cent below it', () => {
    expect(promotionDiscount(promotion({ minimumSubtotal: 1797 }), basket(), unused, NOW)).toEqual({
      amount: 200,
      lineId: null,
    })
    expect(promotionDiscount(promotion({ minimumSubtotal: 1798 }), basket(), unused, NOW)).toEqual({
      problem: '$2 off catering needs an order of $17.98 or more.',
    })
  })

  it('scopes to products or categories: only their lines count, and one must be in the bag', () => {
    expect(promotionDiscount(promotion({ productIds: [20], amount: 1000 }), basket(), unused, NOW)).toEqual({
      amount: 698,
      lineId: null,
    })
    expect(
      promotionDiscount(
        promotion({ categorySlugs: ['sides'], productIds: [10], amount: 5000 }),
        basket(),
        unused,
        NOW,
      ),
    ).toEqual({ amount: 1797, lineId: null })
    expect(
      promotionDiscount(promotion({ categorySlugs: ['catering-trays'] }), basket(), unused, NOW),
    ).toEqual({
      problem: PROMOTION_TEXTS.items(NAME),
    })
  })

  it('makes one unit of its product free, the dearest such line', () => {
    const free = promotion({ kind: 'free_item', amount: null, freeProductId: 20, freeProductName: 'Chips' })
    const lines = [
      ...basket().lines,
      { id: 3, productId: 20, categorySlug: 'sides', unitCost: 399, quantity: 1 },
    ]
    expect(promotionDiscount(free, basket({ lines }), unused, NOW)).toEqual({ amount: 399, lineId: 3 })
    expect(promotionDiscount(free, basket({ lines: basket().lines.slice(0, 1) }), unused, NOW)).toEqual({
      problem: '$2 off catering needs Chips in your bag.',
    })
  })

  it('applies only at its stores, on its channels and for its handoffs', () => {
    expect(promotionDiscount(promotion({ storeIds: [1, 2] }), basket(), unused, NOW)).toHaveProperty(
      'amount',
      200,
    )
    expect(promotionDiscount(promotion({ storeIds: [2] }), basket(), unused, NOW)).toEqual({
      problem: PROMOTION_TEXTS.store(NAME),
    })
    expect(promotionDiscount(promotion({ channels: ['catering'] }), basket(), unused, NOW)).toEqual({
      problem: PROMOTION_TEXTS.channel(NAME),
    })
    expect(
      promotionDiscount(promotion({ channels: ['catering'] }), basket({ channel: 'catering' }), unused, NOW),
    ).toHaveProperty('amount', 200)
    expect(
      promotionDiscount(promotion({ handoffs: ['pickup'] }), basket({ handoff: 'delivery' }), unused, NOW),
    ).toEqual({
      problem: '$2 off catering is not offered for delivery.',
    })
  })

  it('applies in its region, a state or a city of it, and not outside it (ADR 062’s keys)', () => {
    const dallas = { id: 1, state: 'TX', path: 'TX/dallas/elm-street' }
    const houston = { id: 2, state: 'TX', path: 'TX/houston/main-street' }
    const raleigh = { id: 3, state: 'NC', path: 'NC/raleigh/glenwood' }
    const texas = { storeIds: [], region: 'TX' }
    expect([dallas, houston, raleigh].map((store) => promotionAtStore(texas, store))).toEqual([
      true,
      true,
      false,
    ])
    const dallasOnly = { storeIds: [], region: 'TX/dallas' }
    expect([dallas, houston, raleigh].map((store) => promotionAtStore(dallasOnly, store))).toEqual([
      true,
      false,
      false,
    ])
    // A store it names is in it too; no store and no region: every store.
    expect(promotionAtStore({ storeIds: [3], region: 'TX/dallas' }, raleigh)).toBe(true)
    expect(promotionAtStore({ storeIds: [], region: null }, raleigh)).toBe(true)
    // A city slug is a whole segment: 'TX/dal' is not Dallas.
    expect(promotionAtStore({ storeIds: [], region: 'TX/dal' }, dallas)).toBe(false)
    expect(promotionDiscount(promotion({ region: 'TX/dallas' }), basket(), unused, NOW)).toHaveProperty(
      'amount',
      200,
    )
    expect(
      promotionDiscount(
        promotion({ region: 'TX/dallas' }),
        basket({ storeId: 2, store: houston }),
        unused,
        NOW,
      ),
    ).toEqual({ problem: PROMOTION_TEXTS.store(NAME) })
  })

  it('starts and ends at the store’s wall clock: start inclusive, end exclusive', () => {
    // 12:00 in Chicago is 13:00 in New York: a promotion starting at 12:30 has begun there only.
    const starts = promotion({ startsAt: '2026-11-27T12:30' })
    expect(promotionDiscount(starts, basket(), unused, NOW)).toEqual({
      problem: '$2 off catering starts Fri, Nov 27 · 12:30 PM.',
    })
    expect(promotionDiscount(starts, basket({ timezone: 'America/New_York' }), unused, NOW)).toHaveProperty(
      'amount',
      200,
    )
    expect(
      promotionDiscount(promotion({ startsAt: '2026-11-27T12:00' }), basket(), unused, NOW),
    ).toHaveProperty('amount', 200)
    expect(promotionDiscount(promotion({ endsAt: '2026-11-27T12:00' }), basket(), unused, NOW)).toEqual({
      problem: PROMOTION_TEXTS.ended(NAME),
    })
    expect(
      promotionDiscount(promotion({ endsAt: '2026-11-27T12:01' }), basket(), unused, NOW),
    ).toHaveProperty('amount', 200)
    expect(promotionDiscount(promotion({ ended: true }), basket(), unused, NOW)).toEqual({
      problem: PROMOTION_TEXTS.ended(NAME),
    })
  })

  it('asks a guest to sign in for a members-only or once-per-member promotion; once per member is once', () => {
    const member = basket({ memberId: 'm1' })
    for (const rule of [{ membersOnly: true }, { oncePerMember: true }]) {
      expect(promotionDiscount(promotion(rule), basket(), unused, NOW)).toEqual({
        problem: PROMOTION_TEXTS.signIn(NAME),
      })
      expect(promotionDiscount(promotion(rule), member, unused, NOW)).toHaveProperty('amount', 200)
    }
    expect(
      promotionDiscount(promotion({ oncePerMember: true }), member, { ...unused, memberUsed: true }, NOW),
    ).toEqual({
      problem: PROMOTION_TEXTS.used(NAME),
    })
    // Without once-per-member a member may use it again.
    expect(promotionDiscount(promotion(), member, { ...unused, memberUsed: true }, NOW)).toHaveProperty(
      'amount',
      200,
    )
  })

  it('stops when its budget of uses or money is spent, and never gives more than is left', () => {
    expect(
      promotionDiscount(promotion({ budgetUses: 3 }), basket(), { ...unused, uses: 2 }, NOW),
    ).toHaveProperty('amount', 200)
    expect(promotionDiscount(promotion({ budgetUses: 3 }), basket(), { ...unused, uses: 3 }, NOW)).toEqual({
      problem: PROMOTION_TEXTS.exhausted(NAME),
    })
    expect(
      promotionDiscount(promotion({ budgetCents: 10_000 }), basket(), { ...unused, spentCents: 9_950 }, NOW),
    ).toEqual({ amount: 50, lineId: null })
    expect(
      promotionDiscount(promotion({ budgetCents: 10_000 }), basket(), { ...unused, spentCents: 10_000 }, NOW),
    ).toEqual({ problem: PROMOTION_TEXTS.exhausted(NAME) })
  })

  it('takes only what rewards and offers left of the subtotal', () => {
    expect(promotionDiscount(promotion({ amount: 500 }), basket({ discounted: 1500 }), unused, NOW)).toEqual({
      amount: 297,
      lineId: null,
    })
    expect(promotionDiscount(promotion(), basket({ discounted: 1797 }), unused, NOW)).toEqual({
      problem: PROMOTION_TEXTS.nothingLeft(NAME),
    })
  })
})

it('gives the store’s local date-time', () => {
  expect(localDateTime(NOW, 'America/Chicago')).toBe('2026-11-27T12:00')
  expect(localDateTime(NOW, 'America/New_York')).toBe('2026-11-27T13:00')
})

describe('basketPromotions: one promotion a basket', () => {
  const usage = () => unused
  it('takes the typed code when it applies, else the automatic promotion worth the most', () => {
    const small = promotion({ id: 'small', amount: 100 })
    const large = promotion({ id: 'large', amount: 300 })
    const code = promotion({ id: 'code', amount: 150, code: 'SAVE150' })
    expect(basketPromotions([small, large], null, basket(), usage, NOW).applied?.promotion.id).toBe('large')
    expect(basketPromotions([small, large], code, basket(), usage, NOW).applied).toMatchObject({
      promotion: { id: 'code' },
      result: { amount: 150 },
    })
  })

  it('answers a typed code that does not apply with its problem, and the automatic one still applies', () => {
    const auto = promotion({ id: 'auto', amount: 100 })
    const code = promotion({ id: 'code', code: 'BIG', minimumSubtotal: 5000 })
    const answer = basketPromotions([auto], code, basket(), usage, NOW)
    expect(answer.applied?.promotion.id).toBe('auto')
    expect(answer.typed?.result).toEqual({ problem: '$2 off catering needs an order of $50.00 or more.' })
  })

  it('never applies a code promotion by itself', () => {
    expect(basketPromotions([promotion({ code: 'SECRET' })], null, basket(), usage, NOW).applied).toBeNull()
  })
})
