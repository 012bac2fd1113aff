import { describe, expect, it } from 'vitest'
import { draftChangeSummary, draftChangeTarget } from './draft-rules.ts'

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

describe('draftChangeSummary', () => {
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
