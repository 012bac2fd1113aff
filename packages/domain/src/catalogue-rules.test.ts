import { CATALOGUE_MESSAGES, type TOptionGroupInput, ZProductInputSchema } from '@deli/contracts'
import {
  CSV_CALORIES_MAX,
  CSV_DESCRIPTION_MAX,
  PRICE_MAX_CENTS,
  PRICE_TOO_HIGH,
} from '@deli/contracts/price-limits'
import { describe, expect, it } from 'vitest'
import {
  CATALOGUE_RULE_MESSAGES,
  categoryFieldProblems,
  categorySlug,
  movedOrder,
  optionGroupProblems,
  productFieldProblems,
  productProblems,
} from './catalogue-rules.ts'
import { priceProblem } from './price-rules.ts'

const option = (name: string, isDefault = false) => ({ name, cost: 0, calories: 0, isDefault, allergens: [] })
const group = (overrides: Partial<TOptionGroupInput> = {}): TOptionGroupInput => ({
  name: 'Bread',
  description: '',
  min: 1,
  max: 1,
  options: [option('White', true), option('Rye')],
  ...overrides,
})
const quantities = { min: 1, max: 10, increments: 1 }

describe('catalogue rules across fields', () => {
  it('accepts a single required choice with one default', () => {
    expect(optionGroupProblems(group(), 'optionGroups.0')).toEqual({})
    expect(productProblems({ quantities, optionGroups: [group()] })).toEqual({})
  })

  it('refuses more required choices than a guest may make, or than there are options', () => {
    expect(optionGroupProblems(group({ min: 2, max: 1 }), 'g')).toEqual({
      'g.min': CATALOGUE_RULE_MESSAGES.groupMinOverMax,
    })
    expect(optionGroupProblems(group({ min: 3, max: 3 }), 'g')).toEqual({
      'g.min': CATALOGUE_RULE_MESSAGES.groupMinOverOptions,
    })
  })

  it('refuses more defaults than a guest may choose, and two options of one name', () => {
    const twoDefaults = group({ options: [option('White', true), option('Rye', true)] })
    expect(optionGroupProblems(twoDefaults, 'g')).toEqual({
      'g.options': CATALOGUE_RULE_MESSAGES.groupDefaultsOverMax,
    })
    const twins = group({ options: [option('Rye'), option(' rye ')] })
    expect(optionGroupProblems(twins, 'g')).toEqual({
      'g.options.1.name': CATALOGUE_RULE_MESSAGES.duplicateOptionName,
    })
  })

  it('checks quantities: min ≤ max, and max reachable in increments', () => {
    expect(productProblems({ quantities: { min: 5, max: 2, increments: 1 }, optionGroups: [] })).toEqual({
      'quantities.min': CATALOGUE_RULE_MESSAGES.quantityMinOverMax,
    })
    expect(productProblems({ quantities: { min: 10, max: 25, increments: 10 }, optionGroups: [] })).toEqual({
      'quantities.increments': CATALOGUE_RULE_MESSAGES.quantityIncrements,
    })
    expect(productProblems({ quantities: { min: 10, max: 30, increments: 10 }, optionGroups: [] })).toEqual(
      {},
    )
  })

  it('names each group by its place, and refuses two groups of one name', () => {
    expect(productProblems({ quantities, optionGroups: [group(), group({ min: 2, max: 1 })] })).toEqual({
      'optionGroups.1.name': CATALOGUE_RULE_MESSAGES.duplicateGroupName,
      'optionGroups.1.min': CATALOGUE_RULE_MESSAGES.groupMinOverMax,
    })
  })

  it('takes every price the prices page takes, so a price set there still shows and saves here', () => {
    const product = (cost: number) => ({
      categoryId: 1,
      name: 'Party tray',
      description: 'x'.repeat(CSV_DESCRIPTION_MAX),
      cost,
      calories: CSV_CALORIES_MAX,
      dietary: [],
      allergens: [],
      image: 'tray.webp',
      quantities,
      optionGroups: [group({ options: [{ ...option('Large'), cost: PRICE_MAX_CENTS }] })],
      channels: ['web' as const],
      isUtensils: false,
    })
    expect(priceProblem(PRICE_MAX_CENTS)).toBeNull()
    expect(productFieldProblems(product(PRICE_MAX_CENTS))).toEqual({})
    expect(ZProductInputSchema.safeParse(product(PRICE_MAX_CENTS)).success).toBe(true)
    expect(priceProblem(PRICE_MAX_CENTS + 1)).toBe(PRICE_TOO_HIGH)
    expect(productFieldProblems(product(PRICE_MAX_CENTS + 1)).cost).toBe(CATALOGUE_MESSAGES.price)
    expect(CATALOGUE_MESSAGES.price).toContain('$1,000.00')
    expect(PRICE_TOO_HIGH).toContain('$1,000.00')
  })

  it('the contract words each field alone in a sentence', () => {
    const result = ZProductInputSchema.safeParse({
      categoryId: 1,
      name: '',
      description: '',
      cost: 100_001,
      calories: -1,
      dietary: [],
      allergens: [],
      image: '../etc/passwd',
      quantities,
      optionGroups: [],
    })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    )
    expect(messages).toEqual({
      name: 'Give it a name of at most 80 characters.',
      cost: 'Enter a price from $0.00 to $1,000.00.',
      calories: 'Enter calories as a whole number from 0 to 10,000.',
      image: 'Upload a picture first.',
    })
  })

  it('the zod-free field check (the browser form’s) says the same as the contract', () => {
    const input = {
      categoryId: 1,
      name: '',
      description: '',
      cost: 100_001,
      calories: -1,
      dietary: [],
      allergens: [],
      image: '../etc/passwd',
      quantities,
      optionGroups: [group({ min: Number.NaN, options: [{ ...option('Rye'), cost: 0.5 }] })],
      channels: [],
      isUtensils: false,
    }
    expect(productFieldProblems(input)).toEqual({
      name: 'Give it a name of at most 80 characters.',
      channels: 'Choose at least one channel it is sold on.',
      cost: 'Enter a price from $0.00 to $1,000.00.',
      calories: 'Enter calories as a whole number from 0 to 10,000.',
      image: 'Upload a picture first.',
      'optionGroups.0.min': 'Enter how many choices are required, from 0.',
      'optionGroups.0.options.0.cost': 'Enter a price change from -$1,000.00 to $1,000.00.',
    })
    const result = ZProductInputSchema.safeParse(input)
    const fromZod = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    )
    expect(fromZod).toEqual(productFieldProblems(input))
    expect(
      categoryFieldProblems({ name: 'x'.repeat(81), description: '', superCategory: 'mealtime' }),
    ).toEqual({
      name: 'Give it a name of at most 80 characters.',
    })
  })
})

describe('category slugs and moves', () => {
  it('makes a URL slug of a name', () => {
    expect(categorySlug('Soups & Stews')).toBe('soups-and-stews')
    expect(categorySlug('Café Crème!')).toBe('cafe-creme')
    expect(categorySlug('!!!')).toBe('category')
  })

  it('swaps with the neighbour, and refuses past either end', () => {
    const items = [{ id: 1 }, { id: 2 }, { id: 3 }]
    expect(movedOrder(items, 2, 'up')?.map((item) => item.id)).toEqual([2, 1, 3])
    expect(movedOrder(items, 2, 'down')?.map((item) => item.id)).toEqual([1, 3, 2])
    expect(movedOrder(items, 1, 'up')).toBeNull()
    expect(movedOrder(items, 3, 'down')).toBeNull()
    expect(movedOrder(items, 9, 'up')).toBeNull()
  })
})
