import { ALLERGENS, type TAllergen } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import {
  ALLERGEN_NAMES,
  allergenVerdict,
  avoidingDefaultChoices,
  buildAllergens,
  type TAllergenOption,
  type TAllergenProduct,
} from './allergen-rules.ts'
import { unitCalories, validateChoices } from './product-choices.ts'
import { TEXTS } from './texts.ts'

const option = (
  id: number,
  allergens: TAllergen[] = [],
  extra: Partial<Omit<TAllergenOption, 'id' | 'allergens'>> = {},
): TAllergenOption => ({ id, allergens, isDefault: false, ...extra })

type TGroup = TAllergenProduct['optionGroups'][number]
const group = (id: number, min: number, max: number, options: TAllergenOption[]): TGroup => ({
  id,
  min,
  max,
  options,
})

// A club: bread required (one gluten-free choice), cheese optional with cheddar by default, mayo
// by default among toppings.
const bread = group(1, 1, 1, [
  option(11, ['wheat', 'soy'], { isDefault: true }),
  option(12, ['wheat']),
  option(13, ['egg']),
])
const cheese = group(2, 0, 2, [option(21, ['milk'], { isDefault: true }), option(22, ['milk'])])
const toppings = group(3, 0, 3, [
  option(31, [], { isDefault: true }),
  option(32, ['egg'], { isDefault: true }),
  option(33, []),
])
const club: TAllergenProduct = { allergens: [], optionGroups: [bread, cheese, toppings] }

describe('allergenVerdict', () => {
  it('is free_of_listed when nothing is avoided', () => {
    expect(allergenVerdict(club, [])).toEqual({ verdict: 'free_of_listed' })
  })

  it('is free_of_listed when neither the product nor any option lists an avoided allergen', () => {
    expect(allergenVerdict(club, ['peanuts', 'sesame', 'fish'])).toEqual({ verdict: 'free_of_listed' })
  })

  it("is contains when the product's own allergens include an avoided one", () => {
    const grilledCheese: TAllergenProduct = { allergens: ['milk'], optionGroups: [bread] }
    expect(allergenVerdict(grilledCheese, ['milk'])).toEqual({ verdict: 'contains', allergens: ['milk'] })
  })

  it('is contains when the own allergens match even if the options could avoid everything else', () => {
    const product: TAllergenProduct = { allergens: ['peanuts'], optionGroups: [cheese] }
    expect(allergenVerdict(product, ['peanuts', 'milk'])).toEqual({
      verdict: 'contains',
      allergens: ['peanuts'],
    })
  })

  it('is removable when only a default option of an optional group adds it ("no cheese")', () => {
    expect(allergenVerdict(club, ['milk'])).toEqual({ verdict: 'removable', disabledOptionIds: [21, 22] })
  })

  it('is removable through a required group that still has a choice without it', () => {
    expect(allergenVerdict(club, ['wheat'])).toEqual({ verdict: 'removable', disabledOptionIds: [11, 12] })
  })

  it('disables every option of every group that adds an avoided allergen', () => {
    expect(allergenVerdict(club, ['egg', 'milk'])).toEqual({
      verdict: 'removable',
      disabledOptionIds: [13, 21, 22, 32],
    })
  })

  it('is contains when every choice of a required group lists an avoided allergen', () => {
    const tortilla = group(4, 1, 1, [option(41, ['wheat'], { isDefault: true }), option(42, ['wheat'])])
    const wrap: TAllergenProduct = { allergens: ['milk'], optionGroups: [tortilla, cheese] }
    expect(allergenVerdict(wrap, ['wheat'])).toEqual({ verdict: 'contains', allergens: ['wheat'] })
  })

  it('is contains when a required group cannot avoid the avoided allergens together, one per choice', () => {
    // Each allergen alone could be avoided; avoiding both leaves no valid choice.
    expect(allergenVerdict(club, ['wheat', 'egg'])).toEqual({
      verdict: 'contains',
      allergens: ['wheat', 'egg'],
    })
    expect(allergenVerdict(club, ['wheat'])).toMatchObject({ verdict: 'removable' })
    expect(allergenVerdict(club, ['egg'])).toMatchObject({ verdict: 'removable' })
  })

  it('never blames a group with min 0, however many of its options list the allergen', () => {
    const allCheese = group(5, 0, 1, [option(51, ['milk'], { isDefault: true }), option(52, ['milk'])])
    const product: TAllergenProduct = { allergens: [], optionGroups: [allCheese] }
    expect(allergenVerdict(product, ['milk'])).toEqual({ verdict: 'removable', disabledOptionIds: [51, 52] })
  })

  it('counts how many of a safe option one item may have toward a minimum above 1', () => {
    const sauces = (maxQuantity?: number) =>
      group(6, 2, 3, [option(61, ['egg']), option(62, ['egg']), option(63, [], { maxQuantity })])
    // One safe sauce allowed once cannot make two; allowed twice it can.
    expect(allergenVerdict({ allergens: [], optionGroups: [sauces()] }, ['egg'])).toEqual({
      verdict: 'contains',
      allergens: ['egg'],
    })
    expect(allergenVerdict({ allergens: [], optionGroups: [sauces(2)] }, ['egg'])).toEqual({
      verdict: 'removable',
      disabledOptionIds: [61, 62],
    })
  })

  it('names each blamed allergen once, own and through groups', () => {
    const tortilla = group(4, 1, 1, [option(41, ['wheat', 'milk'])])
    const product: TAllergenProduct = { allergens: ['milk'], optionGroups: [tortilla, tortilla] }
    expect(allergenVerdict(product, ['milk', 'wheat'])).toEqual({
      verdict: 'contains',
      allergens: ['milk', 'wheat'],
    })
  })

  it('takes the avoided allergens from any iterable, repeated or not', () => {
    expect(allergenVerdict(club, new Set<TAllergen>(['milk']))).toEqual(
      allergenVerdict(club, ['milk', 'milk']),
    )
  })

  it('answers free_of_listed for a product without options or allergens', () => {
    expect(allergenVerdict({ allergens: [], optionGroups: [] }, [...ALLERGENS])).toEqual({
      verdict: 'free_of_listed',
    })
  })
})

describe('avoidingDefaultChoices', () => {
  it('is the default build when nothing is avoided', () => {
    expect(avoidingDefaultChoices(club, [])).toEqual([
      { id: 11, quantity: 1 },
      { id: 21, quantity: 1 },
      { id: 31, quantity: 1 },
      { id: 32, quantity: 1 },
    ])
  })

  it('drops a default of an optional group that adds an avoided allergen', () => {
    expect(avoidingDefaultChoices(club, ['milk'])).toEqual([
      { id: 11, quantity: 1 },
      { id: 31, quantity: 1 },
      { id: 32, quantity: 1 },
    ])
  })

  it('replaces a default of a required group with its first safe choice', () => {
    const choices = avoidingDefaultChoices(club, ['wheat'])
    expect(choices).toEqual([
      { id: 13, quantity: 1 },
      { id: 21, quantity: 1 },
      { id: 31, quantity: 1 },
      { id: 32, quantity: 1 },
    ])
  })

  it('gives a build the product rules accept and that lists none of the avoided allergens', () => {
    const groups = [
      { ...bread, name: 'Bread', description: '' },
      { ...cheese, name: 'Cheese', description: '' },
      { ...toppings, name: 'Toppings', description: '' },
    ].map((each) => ({
      ...each,
      options: each.options.map((o) => ({
        ...o,
        allergens: [...o.allergens],
        name: String(o.id),
        cost: 0,
        calories: 10,
      })),
    }))
    for (const avoided of [['milk'], ['wheat'], ['egg', 'milk'], ['soy']] as TAllergen[][]) {
      const choices = avoidingDefaultChoices(club, avoided)
      expect(validateChoices(groups, choices)).toEqual({ ok: true })
      expect(buildAllergens(club, choices).filter((allergen) => avoided.includes(allergen))).toEqual([])
    }
  })

  it('fills a minimum above 1 with a safe option up to its limit, then the next', () => {
    const sauces = group(6, 3, 3, [
      option(61, ['egg'], { isDefault: true }),
      option(62, [], { maxQuantity: 2 }),
      option(63, []),
    ])
    expect(avoidingDefaultChoices({ allergens: [], optionGroups: [sauces] }, ['egg'])).toEqual([
      { id: 62, quantity: 2 },
      { id: 63, quantity: 1 },
    ])
  })

  it('keeps safe defaults and tops them up to the minimum', () => {
    const sauces = group(6, 2, 3, [
      option(61, [], { isDefault: true }),
      option(62, ['egg'], { isDefault: true }),
      option(63, []),
    ])
    expect(avoidingDefaultChoices({ allergens: [], optionGroups: [sauces] }, ['egg'])).toEqual([
      { id: 61, quantity: 1 },
      { id: 63, quantity: 1 },
    ])
  })

  it('fills a required group of a contains product only as far as safe choices allow', () => {
    const tortilla = group(4, 1, 1, [option(41, ['wheat'], { isDefault: true })])
    expect(avoidingDefaultChoices({ allergens: [], optionGroups: [tortilla] }, ['wheat'])).toEqual([])
  })
})

describe('buildAllergens', () => {
  it("is the product's own allergens and those of every chosen option, each once", () => {
    const product: TAllergenProduct = { ...club, allergens: ['sesame'] }
    expect(
      buildAllergens(product, [
        { id: 11, quantity: 1 },
        { id: 21, quantity: 2 },
        { id: 22, quantity: 1 },
        { id: 32, quantity: 1 },
      ]),
    ).toEqual(['sesame', 'wheat', 'soy', 'milk', 'egg'])
  })

  it('drops what an unchosen default added ("no cheese", hold the mayo)', () => {
    expect(buildAllergens(club, [{ id: 13, quantity: 1 }])).toEqual(['egg'])
    expect(buildAllergens(club, [{ id: 12, quantity: 1 }])).toEqual(['wheat'])
  })

  it('ignores unknown options and zero quantities', () => {
    expect(
      buildAllergens(club, [
        { id: 999, quantity: 1 },
        { id: 21, quantity: 0 },
      ]),
    ).toEqual([])
  })
})

describe('calories of a build', () => {
  // The calorie rule is product-choices' unitCalories (ADR 049 reuses it): base + option × quantity.
  it('adds each chosen option × its quantity to the base', () => {
    const groups = [
      {
        id: 2,
        name: 'Cheese',
        description: '',
        min: 0,
        max: 2,
        options: [
          { id: 21, name: 'Cheddar', cost: 0, calories: 110, isDefault: true, maxQuantity: 2, allergens: [] },
          { id: 22, name: 'Swiss', cost: 0, calories: 100, isDefault: false, allergens: [] },
        ],
      },
    ]
    expect(unitCalories(500, groups, [{ id: 21, quantity: 2 }])).toBe(720)
    expect(unitCalories(500, groups, [])).toBe(500)
  })
})

describe('allergen texts', () => {
  it('names every allergen code for guests', () => {
    expect(Object.keys(ALLERGEN_NAMES).sort()).toEqual([...ALLERGENS].sort())
    expect(ALLERGEN_NAMES.shellfish).toBe('Crustacean shellfish')
    expect(ALLERGEN_NAMES.tree_nuts).toBe('Tree nuts')
  })

  it('states the shared-kitchen caution and never promises "allergen-free"', () => {
    expect(TEXTS.allergenKitchenCaution).toBe(
      "Our kitchens handle all nine major allergens; we can't guarantee any item is free of them.",
    )
    for (const text of Object.values(TEXTS)) {
      if (typeof text === 'string') expect(text.toLowerCase()).not.toContain('allergen-free')
    }
  })
})
