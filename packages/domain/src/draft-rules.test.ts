import { describe, expect, it } from 'vitest'
import { draftChangeSummary, draftChangeTarget, placedOrder, productsLeftOut } from './draft-rules.ts'

const product = {
  categoryId: 1,
  name: 'Italian Sub',
  description: '',
  cost: 1149,
  calories: 700,
  dietary: [],
  allergens: [],
  image: 'italian.webp',
  quantities: { min: 1, max: 10, increments: 1 },
  optionGroups: [],
}

describe('draftChangeTarget', () => {
  it('names one target per price: scope, place, product and option', () => {
    expect(
      draftChangeTarget({ kind: 'price', price: { scope: 'store', store_id: 30, product_id: 5, cost: 1 } }),
    ).toBe('price:store:30/product:5/option:0')
    expect(
      draftChangeTarget({
        kind: 'price',
        price: { scope: 'region', region: 'NC', product_id: 5, option_id: 7, cost: 1 },
      }),
    ).toBe('price:region:NC/product:5/option:7')
    expect(draftChangeTarget({ kind: 'price', price: { scope: 'chain', product_id: 5, cost: 1 } })).toBe(
      'price:chain/product:5/option:0',
    )
  })

  it('gives the same price at another store, or a product edit, a target of its own', () => {
    const atA = draftChangeTarget({
      kind: 'price',
      price: { scope: 'store', store_id: 30, product_id: 5, cost: 1 },
    })
    const atB = draftChangeTarget({
      kind: 'price',
      price: { scope: 'store', store_id: 31, product_id: 5, cost: 9 },
    })
    expect(atA).not.toBe(atB)
    expect(draftChangeTarget({ kind: 'product', product_id: 5, product })).toBe('product:5')
  })

  it('gives a second change of the same price the first one’s target (it replaces it)', () => {
    const first = draftChangeTarget({
      kind: 'price',
      price: { scope: 'store', store_id: 30, product_id: 5, cost: 100 },
    })
    const second = draftChangeTarget({
      kind: 'price',
      price: { scope: 'store', store_id: 30, product_id: 5, cost: null },
    })
    expect(second).toBe(first)
  })
})

describe('draftChangeTarget for new products and categories', () => {
  it('gives a new product of the same name (any case, spaces) the same target, so it replaces', () => {
    const soup = { ...product, name: 'Tomato Soup', stores: 'all' as const }
    const first = draftChangeTarget({ kind: 'new_product', product: soup })
    expect(first).toBe('new_product:tomato soup')
    expect(draftChangeTarget({ kind: 'new_product', product: { ...soup, name: '  TOMATO soup ' } })).toBe(
      first,
    )
    expect(draftChangeTarget({ kind: 'new_product', product: { ...soup, name: 'Lentil Soup' } })).not.toBe(
      first,
    )
  })

  it('gives a category one target whatever the change does, apart from a product edit', () => {
    const category = { name: 'Soups', description: '', superCategory: 'mealtime' as const }
    expect(draftChangeTarget({ kind: 'category', category_id: 5, category })).toBe('category:5')
    expect(draftChangeTarget({ kind: 'category', category_id: 5, category, position: 1 })).toBe('category:5')
    expect(draftChangeTarget({ kind: 'product', product_id: 5, product })).not.toBe('category:5')
  })
})

describe('draftChangeSummary', () => {
  it('says a new product is new, with its name and base price', () => {
    expect(
      draftChangeSummary(
        { kind: 'new_product', product: { ...product, name: ' Tomato Soup ', cost: 549, stores: 'all' } },
        'Tomato Soup',
      ),
    ).toBe('New product: Tomato Soup ($5.49)')
  })

  it('says a category edit is one, with a rename, its place and how many products it holds', () => {
    const category = { name: 'Soups', description: 'Hot', superCategory: 'mealtime' as const }
    expect(draftChangeSummary({ kind: 'category', category_id: 5, category }, 'Soups')).toBe(
      'Soups: category details',
    )
    expect(
      draftChangeSummary(
        {
          kind: 'category',
          category_id: 5,
          category: { ...category, name: 'Winter Soups' },
          position: 2,
          product_ids: [1, 2],
        },
        'Soups',
      ),
    ).toBe('Soups → Winter Soups: category details, place 2, 2 products')
    expect(
      draftChangeSummary({ kind: 'category', category_id: 5, category, product_ids: [9] }, 'Soups'),
    ).toBe('Soups: category details, 1 product')
  })

  it('says what a price change does, in money', () => {
    expect(
      draftChangeSummary(
        { kind: 'price', price: { scope: 'store', store_id: 30, product_id: 5, cost: 1234 } },
        'Italian Sub',
      ),
    ).toBe('Italian Sub, store 30: $12.34')
    expect(
      draftChangeSummary(
        { kind: 'price', price: { scope: 'chain', product_id: 5, cost: 999 } },
        'Italian Sub',
      ),
    ).toBe('Italian Sub, base price: $9.99')
  })

  it('says an override removed falls back, and names the option and region', () => {
    expect(
      draftChangeSummary(
        { kind: 'price', price: { scope: 'region', region: 'NC', product_id: 5, option_id: 7, cost: null } },
        'Italian Sub',
      ),
    ).toBe('Italian Sub, option 7, NC: back to the price below')
  })

  it('says a product edit is one, with its base price', () => {
    expect(draftChangeSummary({ kind: 'product', product_id: 5, product }, 'Italian Sub')).toBe(
      'Italian Sub: product details ($11.49)',
    )
  })
})

describe('placedOrder', () => {
  const list = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]
  const ids = (items: { id: number }[] | null) => items?.map((item) => item.id)

  it('moves an item to a place, 1 being first', () => {
    expect(ids(placedOrder(list, 3, 1))).toEqual([3, 1, 2, 4])
    expect(ids(placedOrder(list, 1, 3))).toEqual([2, 3, 1, 4])
  })

  it('puts an item past the end last', () => {
    expect(ids(placedOrder(list, 2, 99))).toEqual([1, 3, 4, 2])
  })

  it('answers null when the item is already there or not in the list', () => {
    expect(placedOrder(list, 2, 2)).toBeNull()
    expect(placedOrder(list, 4, 10)).toBeNull()
    expect(placedOrder(list, 7, 1)).toBeNull()
  })
})

describe('productsLeftOut', () => {
  it('names the products a category holds that the drafted list leaves out', () => {
    expect(productsLeftOut([1, 2, 3], [3, 1, 9])).toEqual([2])
  })

  it('answers none when every product held is listed, in any order, with new ones added', () => {
    expect(productsLeftOut([1, 2], [2, 1, 5])).toEqual([])
  })
})
