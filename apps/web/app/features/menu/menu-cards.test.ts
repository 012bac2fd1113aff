import type { TMenu, TProduct } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import { menuCards, productChoices } from './menu-cards.ts'

const club: TProduct = {
  product_id: 101,
  name: 'The Red Door Club',
  description: 'Turkey, ham and bacon on sourdough.',
  cost: 1199,
  calories: 780,
  dietary: ['dairy'],
  allergens: ['milk'],
  images: { 'mobile-webapp-menu': { url: '/images/products/the-red-door-club.svg' } },
  quantities: { min: 1, max: 99, increments: 1 },
  channels: ['web', 'app', 'kiosk', 'catering'],
  is_utensils: false,
  optionGroups: [
    {
      id: 1010,
      name: 'Bread',
      description: 'Choose your bread',
      min: 1,
      max: 1,
      options: [
        { id: 10100, name: 'White', cost: 0, calories: 150, isDefault: true, allergens: ['wheat', 'soy'] },
      ],
    },
  ],
  available: true,
}
const menu: TMenu = {
  id: 1005,
  store_id: 5,
  name: 'Mealtime',
  categories: [
    {
      id: 1,
      name: 'Signature Sandwiches',
      slug: 'signature-sandwiches',
      description: 'Stacked high.',
      superCategory: 'mealtime',
      products: [club],
    },
  ],
}

describe('menuCards', () => {
  it('keeps what a card shows and leaves out the choices, quantity rules and allergen lists', () => {
    const cards = menuCards(menu)
    expect(cards.id).toBe(1005)
    expect(cards.categories[0]?.slug).toBe('signature-sandwiches')
    const card = cards.categories[0]?.products[0]
    const { optionGroups, quantities, allergens, ...shown } = club
    // The product has choices and quantity rules; its card has neither.
    expect(optionGroups).not.toHaveLength(0)
    expect(quantities.max).toBe(99)
    // The card's calories are the product as it comes: 780 and the default White bread's 150.
    // The filter reads the allergens reduced (ADR 049): its own milk, and a required bread whose only
    // choice lists wheat and soy.
    expect(card).toEqual({
      ...shown,
      defaultCalories: 930,
      allergenSummary: {
        own: ['milk'],
        required: [{ min: 1, options: [[['soy', 'wheat'], 1]] }],
        optional: ['soy', 'wheat'],
      },
    })
    expect(card).not.toHaveProperty('optionGroups')
    expect(card).not.toHaveProperty('quantities')
    expect(card).not.toHaveProperty('allergens')
  })
})

describe('productChoices', () => {
  it("gives each product's choices by id, which with its card make the whole product again", () => {
    const choices = productChoices(menu)
    const card = menuCards(menu).categories[0]?.products[0]
    expect(Object.keys(choices)).toEqual(['101'])
    const {
      defaultCalories: _shown,
      allergenSummary: _reduced,
      ...rest
    } = card ?? {
      defaultCalories: 0,
      allergenSummary: null,
    }
    expect({ ...rest, ...choices[101] }).toEqual(club)
  })
})
