import type { TOption, TOptionGroup } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import { buildCaloriesRange, lineCalories } from './build-nutrition.ts'

const option = (id: number, calories: number, extra: Partial<TOption> = {}): TOption => ({
  id,
  name: `Option ${id}`,
  cost: 0,
  calories,
  isDefault: false,
  allergens: [],
  ...extra,
})
const group = (id: number, min: number, max: number, options: TOption[]): TOptionGroup => ({
  id,
  name: `Group ${id}`,
  description: '',
  min,
  max,
  options,
})

// A club: bread required (choose 1), cheese optional up to 2, extra meat up to 2 of one option.
const club = {
  calories: 500,
  optionGroups: [
    group(1, 1, 1, [option(11, 200, { isDefault: true }), option(12, 150), option(13, 240)]),
    group(2, 0, 2, [option(21, 110, { isDefault: true }), option(22, 90)]),
    group(3, 0, 2, [option(31, 80, { maxQuantity: 2 })]),
  ],
}

describe('lineCalories', () => {
  it('is the product plus each chosen option for one unit', () => {
    expect(
      lineCalories(
        club,
        [
          { id: 11, quantity: 1 },
          { id: 21, quantity: 1 },
        ],
        1,
      ),
    ).toBe(810)
  })

  it('counts an option chosen twice twice', () => {
    expect(
      lineCalories(
        club,
        [
          { id: 12, quantity: 1 },
          { id: 31, quantity: 2 },
        ],
        1,
      ),
    ).toBe(810)
  })

  it('multiplies one unit by the quantity of the line', () => {
    expect(
      lineCalories(
        club,
        [
          { id: 11, quantity: 1 },
          { id: 21, quantity: 1 },
        ],
        3,
      ),
    ).toBe(2430)
  })

  it('is the bare product when nothing is chosen, and ignores options no longer on the menu', () => {
    expect(lineCalories(club, [], 2)).toBe(1000)
    expect(lineCalories(club, [{ id: 999, quantity: 1 }], 1)).toBe(500)
  })
})

describe('buildCaloriesRange', () => {
  it('is the product alone for a product without choices', () => {
    expect(buildCaloriesRange({ calories: 320, optionGroups: [] })).toEqual({ min: 320, max: 320 })
  })

  it('meets each minimum with the lightest options and fills each maximum with the heaviest', () => {
    // min: 500 + lightest bread 150; max: 500 + 240 + both cheeses 200 + meat twice 160.
    expect(buildCaloriesRange(club)).toEqual({ min: 650, max: 1100 })
  })

  it('takes an option up to its own limit before the next one', () => {
    const sides = group(4, 3, 3, [option(41, 10, { maxQuantity: 2 }), option(42, 30), option(43, 50)])
    expect(buildCaloriesRange({ calories: 0, optionGroups: [sides] })).toEqual({ min: 50, max: 90 })
  })

  it('never adds zero-calorie options to the heaviest build', () => {
    const sauces = group(5, 0, 3, [option(51, 0), option(52, 40)])
    expect(buildCaloriesRange({ calories: 100, optionGroups: [sauces] })).toEqual({ min: 100, max: 140 })
  })
})
