import type { TCart, TCartProduct } from '@deli/contracts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  track,
  trackAddShippingInfo,
  trackItem,
  trackPurchase,
  trackQuantityChange,
  trackSetOrderTime,
  trackViewCart,
} from './tracking.ts'

const line = (overrides: Partial<TCartProduct> = {}): TCartProduct => ({
  id: 1,
  product_id: 102,
  name: 'Smoked Turkey & Swiss',
  quantity: 2,
  cost: { unit: 1228, total: 2456 },
  calories: 1500,
  choices: [
    { option_id: 10202, name: 'Rye', quantity: 1, cost: 0 },
    { option_id: 10220, name: 'Bacon', quantity: 1, cost: 179 },
  ],
  instructions: '',
  recipient: '',
  image: '',
  isUtensils: false,
  available: true,
  soldOut: false,
  ...overrides,
})

const cart = {
  handoff: 'pickup',
  time: { mode: 'advance', wanted: '20261121 12:15' },
  totals: { subtotal: 2805, tax: 231, deliveryFee: 0, total: 3036 },
  discounts: [],
  products: [
    line(),
    line({
      id: 2,
      product_id: 179,
      name: 'Utensils & Napkins',
      isUtensils: true,
      cost: { unit: 0, total: 0 },
    }),
    line({
      id: 3,
      product_id: 172,
      name: 'Classic Potato Salad',
      quantity: 1,
      choices: [],
      cost: { unit: 349, total: 349 },
    }),
  ],
} as unknown as TCart

type TWindow = { dataLayer?: unknown[] }
const scope = globalThis as unknown as { window?: TWindow }

beforeEach(() => {
  scope.window = {}
})
afterEach(() => {
  delete scope.window
})
const pushed = () => scope.window?.dataLayer ?? []

describe('trackItem', () => {
  it('is a GA4 item in dollars with the choices as its variant', () => {
    expect(trackItem(line(), 2)).toEqual({
      item_id: '102',
      item_name: 'Smoked Turkey & Swiss',
      price: 12.28,
      quantity: 2,
      item_variant: 'Rye, Bacon',
    })
    expect(trackItem(line({ choices: [] }), 1)).not.toHaveProperty('item_variant')
  })
})

describe('track', () => {
  it('clears ecommerce, then pushes the event with currency and value', () => {
    track('add_to_cart', { items: [trackItem(line(), 3)] })
    expect(pushed()).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { currency: 'USD', value: 36.84, items: [trackItem(line(), 3)] } },
    ])
  })
  it('does nothing without a window (server render)', () => {
    delete scope.window
    expect(() => track('view_cart', { items: [] })).not.toThrow()
  })
})

describe('cart events', () => {
  it('view_cart lists the visible lines and the subtotal', () => {
    trackViewCart(cart)
    const event = pushed()[1] as { ecommerce: { value: number; items: { item_id: string }[] } }
    expect(event.ecommerce.value).toBe(28.05)
    expect(event.ecommerce.items.map((item) => item.item_id)).toEqual(['102', '172'])
  })
  it('view_cart without a cart is an empty bag', () => {
    trackViewCart(null)
    expect(pushed()[1]).toEqual({ event: 'view_cart', ecommerce: { currency: 'USD', value: 0, items: [] } })
  })
  it('a quantity change is add_to_cart or remove_from_cart for the difference', () => {
    trackQuantityChange(line(), 2, 5)
    trackQuantityChange(line(), 5, 1)
    trackQuantityChange(line(), 1, 1)
    const events = pushed().filter((entry) => (entry as { event?: string }).event) as {
      event: string
      ecommerce: { items: { quantity: number }[] }
    }[]
    expect(events.map((entry) => [entry.event, entry.ecommerce.items[0]?.quantity])).toEqual([
      ['add_to_cart', 3],
      ['remove_from_cart', 4],
    ])
  })
  it('set_order_time carries the chosen time', () => {
    trackSetOrderTime(cart)
    expect(pushed()[1]).toMatchObject({
      event: 'set_order_time',
      order_time: { mode: 'advance', wanted: '20261121 12:15', handoff: 'pickup' },
      ecommerce: { currency: 'USD', value: 28.05 },
    })
  })
  it('add_shipping_info names the handoff as the shipping tier', () => {
    trackAddShippingInfo(cart)
    expect(pushed()[1]).toEqual({
      event: 'add_shipping_info',
      ecommerce: {
        currency: 'USD',
        value: 28.05,
        shipping_tier: 'pickup',
        items: [trackItem(line(), 2), expect.objectContaining({ item_id: '172', quantity: 1 })],
      },
    })
  })
  it('purchase is the order id with the total plus tip, tax and shipping inside ecommerce', () => {
    trackPurchase(cart, '7f9c1a52-0d55-4b43-9a0e-8f6f7e3b1c11', 421)
    expect(pushed()[1]).toMatchObject({
      event: 'purchase',
      ecommerce: {
        currency: 'USD',
        transaction_id: '7f9c1a52-0d55-4b43-9a0e-8f6f7e3b1c11',
        value: 34.57,
        tax: 2.31,
        shipping: 0,
      },
    })
    expect(pushed()[1]).not.toHaveProperty('ecommerce.coupon')
  })
})
