import type { TMenu, TProduct } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import { availabilityItems } from './availability-items.ts'

const product = (id: number, name: string, optionIds: number[] = []): TProduct => ({
  product_id: id,
  name,
  description: '',
  cost: 100,
  calories: 0,
  dietary: [],
  allergens: [],
  images: { 'mobile-webapp-menu': { url: '' } },
  quantities: { min: 1, max: 9 } as TProduct['quantities'],
  channels: ['web', 'app', 'kiosk', 'catering'],
  is_utensils: false,
  optionGroups: optionIds.length
    ? [
        {
          id: 1,
          name: 'Bread',
          description: '',
          min: 0,
          max: 1,
          options: optionIds.map((id) => ({
            id,
            name: `Bread ${id}`,
            cost: 0,
            calories: 0,
            isDefault: false,
            allergens: [],
          })),
        },
      ]
    : [],
  available: true,
})
const menu: TMenu = {
  id: 1,
  store_id: 1,
  name: 'Store',
  categories: [
    {
      id: 1,
      name: 'Sandwiches',
      slug: 's',
      description: '',
      superCategory: 'mealtime',
      products: [product(2, 'Reuben', [10, 11]), product(1, 'Club', [10])],
    },
  ],
}

describe('availabilityItems', () => {
  it('lists products, then options once each with how many more products offer them', () => {
    const items = availabilityItems(menu, [], '')
    expect(items.map((item) => `${item.kind}:${item.name}`)).toEqual([
      'product:Club',
      'product:Reuben',
      'option:Bread 10',
      'option:Bread 11',
    ])
    expect(items.find((item) => item.id === 10)).toMatchObject({ where: 'Reuben', others: 1 })
  })

  it("keeps an 86'd item off the menu in the list, with its hold, and filters by search", () => {
    const hold = { kind: 'product' as const, id: 9, name: 'Pastrami Melt', until: null }
    const items = availabilityItems(menu, [hold], 'pastrami')
    expect(items).toEqual([
      { kind: 'product', id: 9, name: 'Pastrami Melt', where: 'Off the menu', others: 0, hold },
    ])
    // The search is the domain's (`textMatches`): case, accents and extra spaces aside.
    expect(availabilityItems(menu, [hold], '  PASTRAMÍ   melt ').map((item) => item.id)).toEqual([9])
  })
})
