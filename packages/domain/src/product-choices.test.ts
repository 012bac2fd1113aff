import type { TOptionGroup } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import {
  caloriesText,
  defaultBuildCalories,
  defaultChoices,
  isSingleChoice,
  linePrice,
  linesCalories,
  optionGroupRule,
  optionMaxQuantity,
  unitCalories,
  unitPrice,
  validateChoices,
} from './product-choices.ts'

const option = (id: number, name: string, cost = 0, isDefault = false, calories = 0) => ({
  id,
  name,
  cost,
  calories,
  isDefault,
  allergens: [],
})

const bread: TOptionGroup = {
  id: 10,
  name: 'Bread',
  description: '',
  min: 1,
  max: 1,
  options: [option(101, 'White', 0, true, 200), option(102, 'Rye', 50, false, 180)],
}
const cheese: TOptionGroup = {
  id: 20,
  name: 'Cheese',
  description: '',
  min: 0,
  max: 2,
  options: [
    // Double Swiss is on the menu: this option may be added twice.
    { ...option(201, 'Swiss', 75, true, 100), maxQuantity: 2 },
    option(202, 'Cheddar', 75, true, 110),
    option(203, 'Brie', 125),
  ],
}
const sauces: TOptionGroup = {
  id: 30,
  name: 'Sauces',
  description: '',
  min: 2,
  max: 3,
  options: [option(301, 'Mayo'), option(302, 'Mustard'), option(303, 'Remoulade')],
}
const eggStyle: TOptionGroup = { ...bread, id: 40, name: 'Egg Style', options: [option(401, 'Fried', 100)] }

describe('isSingleChoice', () => {
  it('is true for max 1 only', () => {
    expect(isSingleChoice(bread)).toBe(true)
    expect(isSingleChoice(cheese)).toBe(false)
  })
})

describe('validateChoices', () => {
  it('accepts choices within every group rule', () => {
    expect(validateChoices([bread, cheese], [{ id: 102, quantity: 1 }])).toEqual({ ok: true })
    expect(
      validateChoices(
        [bread, cheese, sauces],
        [
          { id: 101, quantity: 1 },
          { id: 201, quantity: 2 },
          { id: 301, quantity: 1 },
          { id: 302, quantity: 1 },
        ],
      ),
    ).toEqual({ ok: true })
    expect(validateChoices([], [])).toEqual({ ok: true })
  })

  it('asks for a required single choice', () => {
    expect(validateChoices([bread, cheese], [])).toEqual({
      ok: false,
      errors: { '10': 'Please choose a Bread.' },
    })
    expect(validateChoices([eggStyle], [])).toEqual({
      ok: false,
      errors: { '40': 'Please choose an Egg Style.' },
    })
  })

  it('reports too many and too few', () => {
    const result = validateChoices(
      [bread, cheese, sauces],
      [
        { id: 101, quantity: 1 },
        { id: 102, quantity: 1 },
        { id: 201, quantity: 1 },
        { id: 202, quantity: 1 },
        { id: 203, quantity: 1 },
        { id: 301, quantity: 1 },
      ],
    )
    expect(result).toEqual({
      ok: false,
      errors: {
        '10': 'Choose up to 1 Bread.',
        '20': 'Choose up to 2 Cheese.',
        '30': 'Choose at least 2 Sauces.',
      },
    })
  })

  it('keys unknown, duplicate and badly counted options under choices', () => {
    expect(
      validateChoices(
        [bread],
        [
          { id: 101, quantity: 1 },
          { id: 999, quantity: 1 },
        ],
      ),
    ).toEqual({
      ok: false,
      errors: { choices: 'One of the chosen options is not available for this product.' },
    })
    expect(validateChoices([bread], [{ id: 101, quantity: 0 }])).toEqual({
      ok: false,
      errors: { choices: 'Each chosen option needs a quantity of at least 1.' },
    })
    expect(
      validateChoices(
        [cheese],
        [
          { id: 201, quantity: 1 },
          { id: 201, quantity: 1 },
        ],
      ),
    ).toEqual({
      ok: false,
      errors: { choices: 'Each option can be chosen only once.' },
    })
  })
})

describe('validateChoices: option quantities bounded by the menu', () => {
  it('refuses 50 × one bread in a choose-1 group (no limit of its own: once)', () => {
    expect(validateChoices([bread], [{ id: 102, quantity: 50 }])).toEqual({
      ok: false,
      errors: { choices: 'Rye can be added only once.', '10': 'Choose up to 1 Bread.' },
    })
  })

  it("refuses more than an option's own limit, and counts quantities against the group max", () => {
    expect(validateChoices([cheese], [{ id: 201, quantity: 3 }])).toEqual({
      ok: false,
      errors: { choices: 'Swiss can be added at most 2 times.', '20': 'Choose up to 2 Cheese.' },
    })
    expect(
      validateChoices(
        [cheese],
        [
          { id: 201, quantity: 2 },
          { id: 202, quantity: 1 },
        ],
      ),
    ).toEqual({ ok: false, errors: { '20': 'Choose up to 2 Cheese.' } })
    expect(optionMaxQuantity({})).toBe(1)
    expect(optionMaxQuantity({ maxQuantity: 2 })).toBe(2)
  })
})

describe('defaultChoices', () => {
  it('picks the default options, no more than each group max', () => {
    expect(defaultChoices([bread, cheese, sauces])).toEqual([
      { id: 101, quantity: 1 },
      { id: 201, quantity: 1 },
      { id: 202, quantity: 1 },
    ])
    const twoDefaults: TOptionGroup = {
      ...bread,
      options: [option(1, 'A', 0, true), option(2, 'B', 0, true)],
    }
    expect(defaultChoices([twoDefaults])).toEqual([{ id: 1, quantity: 1 }])
  })

  it('passes its own validation for the fixtures that allow it', () => {
    expect(validateChoices([bread, cheese], defaultChoices([bread, cheese]))).toEqual({ ok: true })
  })
})

describe('prices', () => {
  it('adds option costs times their quantity to the product cost, in cents', () => {
    expect(unitPrice(899, [bread, cheese], [])).toBe(899)
    expect(
      unitPrice(
        899,
        [bread, cheese],
        [
          { id: 102, quantity: 1 },
          { id: 203, quantity: 2 },
        ],
      ),
    ).toBe(899 + 50 + 250)
  })

  it('ignores unknown options', () => {
    expect(unitPrice(899, [bread], [{ id: 999, quantity: 3 }])).toBe(899)
  })

  it('multiplies a line', () => {
    expect(linePrice(1249, 3)).toBe(3747)
    expect(linePrice(1249, 0)).toBe(0)
    expect(Number.isInteger(linePrice(1249, 3))).toBe(true)
  })
})

describe('calories', () => {
  it('adds option calories to a unit and sums lines', () => {
    expect(
      unitCalories(
        400,
        [bread, cheese],
        [
          { id: 101, quantity: 1 },
          { id: 202, quantity: 2 },
        ],
      ),
    ).toBe(820)
    expect(
      linesCalories([
        { calories: 820, quantity: 2 },
        { calories: 150, quantity: 1 },
      ]),
    ).toBe(1790)
    expect(linesCalories([])).toBe(0)
  })
})

describe('optionGroupRule', () => {
  it('puts the min and max of a group in words, once', () => {
    expect(optionGroupRule({ min: 1, max: 1 })).toBe('Required · Choose 1')
    expect(optionGroupRule({ min: 1, max: 3 })).toBe('Required · Choose 1 to 3')
    expect(optionGroupRule({ min: 2, max: 2 })).toBe('Required · Choose 2')
    expect(optionGroupRule({ min: 0, max: 1 })).toBe('Optional, choose up to 1')
    // Greek Salad's add-ons: the max the checkboxes allow, the only number the guest reads.
    expect(optionGroupRule({ min: 0, max: 3 })).toBe('Optional, choose up to 3')
  })
})

describe('defaultBuildCalories', () => {
  it('counts the default options, one of each, no more than a group holds', () => {
    // White (200) + Swiss (100) + Cheddar (110): the card shows what the product comes with.
    expect(defaultBuildCalories({ calories: 400, optionGroups: [bread, cheese, sauces] })).toBe(810)
    const oneCheese = { ...cheese, max: 1 }
    expect(defaultBuildCalories({ calories: 400, optionGroups: [bread, oneCheese] })).toBe(700)
  })

  it('is the bare calories for a product without defaults, and the product page starts there', () => {
    expect(defaultBuildCalories({ calories: 250, optionGroups: [sauces] })).toBe(250)
    const groups = [bread, cheese]
    expect(defaultBuildCalories({ calories: 400, optionGroups: groups })).toBe(
      unitCalories(400, groups, defaultChoices(groups)),
    )
  })

  it('words calories with a thousands separator', () => {
    expect(caloriesText(1150)).toBe('1,150 cal')
    expect(caloriesText(0)).toBe('0 cal')
  })
})
