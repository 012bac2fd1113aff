import type { TPromotion } from '@deli/contracts'
import { HANDOFF_MODES, PROMOTION_CHANNELS } from '@deli/contracts/constants'
import { describe, expect, it } from 'vitest'
import { promotionConditionsText } from './promotion-conditions.ts'

const promotion = (overrides: Partial<TPromotion> = {}): TPromotion => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Lunch deal',
  kind: 'amount',
  amount: 200,
  percent: null,
  free_product_id: null,
  minimum_subtotal: 0,
  product_ids: [],
  category_slugs: [],
  store_ids: [],
  region: null,
  channels: [...PROMOTION_CHANNELS],
  handoffs: [...HANDOFF_MODES],
  starts_at: '2026-12-01T11:00',
  ends_at: null,
  code: null,
  members_only: false,
  once_per_member: false,
  budget_uses: null,
  budget_cents: null,
  ended_at: null,
  uses: 0,
  spent_cents: 0,
  updated_at: '2026-11-28T10:00:00Z',
  ...overrides,
})
const choices = {
  products: [
    { id: 1, name: 'Turkey Club', category_slug: 'sandwiches' },
    { id: 2, name: 'Reuben', category_slug: 'sandwiches' },
    { id: 3, name: 'Tomato Soup', category_slug: 'soups' },
    { id: 4, name: 'Cookie', category_slug: 'sweets' },
  ],
  categories: [
    { slug: 'sandwiches', name: 'Sandwiches' },
    { slug: 'soups', name: 'Soups' },
  ],
  stores: [
    { id: 7, name: 'Downtown' },
    { id: 8, name: 'Midtown' },
  ],
}

describe('what a promotion asks of an order, in the list', () => {
  it('says "Any order" when nothing is set (every channel and handoff is no condition)', () => {
    expect(promotionConditionsText(promotion(), choices)).toBe('Any order')
    // The form offers no dispatch: its four handoffs are every handoff.
    expect(
      promotionConditionsText(
        promotion({ handoffs: ['pickup', 'curbside', 'drivethru', 'delivery'] }),
        choices,
      ),
    ).toBe('Any order')
  })

  it('says each condition set, in the order a guest meets them', () => {
    expect(
      promotionConditionsText(
        promotion({
          minimum_subtotal: 2000,
          product_ids: [1],
          category_slugs: ['soups'],
          store_ids: [7, 8],
          channels: ['app'],
          handoffs: ['pickup', 'curbside'],
          members_only: true,
          once_per_member: true,
        }),
        choices,
      ),
    ).toBe(
      'Orders of $20.00 or more · On Turkey Club and Soups · At Downtown, Midtown · App only · Pickup, Curbside only · Members only, once each',
    )
    expect(promotionConditionsText(promotion({ once_per_member: true }), choices)).toBe('Once per member')
  })

  it('counts past three names, and names what the list does not know by its number', () => {
    expect(promotionConditionsText(promotion({ product_ids: [1, 2, 3, 4] }), choices)).toBe('On 4 products')
    expect(promotionConditionsText(promotion({ store_ids: [7, 99] }), choices)).toBe('At Downtown, store #99')
  })
})
