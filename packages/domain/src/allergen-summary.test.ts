import { ALLERGENS, type TAllergen } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import { allergenVerdict, type TAllergenOption, type TAllergenProduct } from './allergen-rules.ts'
import { allergenSummary, cardAllergenVerdict } from './allergen-summary.ts'

const option = (
  id: number,
  allergens: TAllergen[],
  extra: Partial<TAllergenOption> = {},
): TAllergenOption => ({
  id,
  allergens,
  isDefault: false,
  ...extra,
})

const club: TAllergenProduct = {
  allergens: [],
  optionGroups: [
    {
      id: 1,
      min: 1,
      max: 1,
      options: [option(11, ['wheat', 'soy']), option(12, ['wheat']), option(13, ['egg'])],
    },
    { id: 2, min: 0, max: 2, options: [option(21, ['milk'], { isDefault: true }), option(22, ['milk'])] },
  ],
}
const wrap: TAllergenProduct = {
  allergens: ['sesame'],
  optionGroups: [
    { id: 1, min: 1, max: 1, options: [option(11, ['wheat']), option(12, ['wheat', 'soy'])] },
    {
      id: 2,
      min: 2,
      max: 3,
      options: [option(21, ['milk'], { maxQuantity: 2 }), option(22, []), option(23, ['egg'])],
    },
    { id: 3, min: 1, max: 2, options: [option(31, []), option(32, ['peanuts'])] },
  ],
}
const salad: TAllergenProduct = {
  allergens: [],
  optionGroups: [{ id: 1, min: 0, max: 3, options: [option(11, ['tree_nuts']), option(12, ['fish'])] }],
}

/** Every set of avoided allergens: 2⁹ of them. */
const everySet = Array.from({ length: 2 ** ALLERGENS.length }, (_, mask) =>
  ALLERGENS.filter((_, bit) => mask & (1 << bit)),
)

describe('allergenSummary and cardAllergenVerdict', () => {
  for (const [name, product] of Object.entries({ club, wrap, salad })) {
    it(`agree with allergenVerdict for the ${name} and every set of avoided allergens`, () => {
      const summary = allergenSummary(product)
      for (const avoided of everySet) {
        const full = allergenVerdict(product, avoided)
        const card = cardAllergenVerdict(summary, avoided)
        expect(card.verdict, avoided.join(',')).toBe(full.verdict)
        if (full.verdict === 'contains' && card.verdict === 'contains')
          expect([...card.allergens].sort()).toEqual([...full.allergens].sort())
      }
    })
  }

  it('drops a required group that options listing nothing can fill', () => {
    expect(allergenSummary(wrap).required).toEqual([
      {
        min: 1,
        options: [
          [['wheat'], 1],
          [['soy', 'wheat'], 1],
        ],
      },
      {
        min: 2,
        options: [
          [['milk'], 2],
          [[], 1],
          [['egg'], 1],
        ],
      },
    ])
  })

  it('names the avoided allergens only options bring for a removable product', () => {
    expect(cardAllergenVerdict(allergenSummary(club), ['milk', 'peanuts'])).toEqual({
      verdict: 'removable',
      allergens: ['milk'],
    })
  })

  it('names what the product always has for a contains product', () => {
    expect(cardAllergenVerdict(allergenSummary(club), ['wheat', 'egg'])).toEqual({
      verdict: 'contains',
      allergens: ['wheat', 'egg'],
    })
  })
})
