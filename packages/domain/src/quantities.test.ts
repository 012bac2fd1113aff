import { describe, expect, it } from 'vitest'
import {
  DEFAULT_QUANTITIES,
  isValidQuantity,
  quantityError,
  resolveQuantities,
  stepQuantity,
} from './quantities.ts'

const catering = { min: 5, max: 200, increments: 5 }

describe('resolveQuantities', () => {
  it('applies the defaults 1, 99, 1', () => {
    expect(resolveQuantities(undefined)).toEqual({ min: 1, max: 99, increments: 1 })
    expect(resolveQuantities({ max: 10 })).toEqual({ min: 1, max: 10, increments: 1 })
    expect(resolveQuantities(catering)).toEqual(catering)
  })

  it('replaces unusable values and never lets max fall under min', () => {
    expect(resolveQuantities({ min: 0, max: 2.5, increments: -1 })).toEqual(DEFAULT_QUANTITIES)
    expect(resolveQuantities({ min: 10, max: 5 })).toEqual({ min: 10, max: 10, increments: 1 })
  })

  it('keeps the defaults frozen', () => {
    expect(Object.isFrozen(DEFAULT_QUANTITIES)).toBe(true)
  })
})

describe('isValidQuantity', () => {
  it('accepts integers inside the range on the increment grid', () => {
    expect(isValidQuantity(1)).toBe(true)
    expect(isValidQuantity(99)).toBe(true)
    expect(isValidQuantity(5, catering)).toBe(true)
    expect(isValidQuantity(200, catering)).toBe(true)
  })

  it('rejects values out of range, off the grid or not integers', () => {
    expect(isValidQuantity(0)).toBe(false)
    expect(isValidQuantity(100)).toBe(false)
    expect(isValidQuantity(1.5)).toBe(false)
    expect(isValidQuantity(Number.NaN)).toBe(false)
    expect(isValidQuantity(7, catering)).toBe(false)
    expect(isValidQuantity(205, catering)).toBe(false)
  })

  it('measures the grid from min, not from zero', () => {
    const odd = { min: 3, max: 12, increments: 3 }
    expect(isValidQuantity(6, odd)).toBe(true)
    expect(isValidQuantity(4, { min: 2, max: 10, increments: 2 })).toBe(true)
    expect(isValidQuantity(10, { min: 1, max: 20, increments: 3 })).toBe(true)
    expect(isValidQuantity(9, { min: 1, max: 20, increments: 3 })).toBe(false)
  })
})

describe('stepQuantity', () => {
  it('steps by the increment', () => {
    expect(stepQuantity(1, DEFAULT_QUANTITIES, 1)).toBe(2)
    expect(stepQuantity(10, catering, 1)).toBe(15)
    expect(stepQuantity(10, catering, -1)).toBe(5)
  })

  it('clamps at both ends', () => {
    expect(stepQuantity(1, DEFAULT_QUANTITIES, -1)).toBe(1)
    expect(stepQuantity(99, DEFAULT_QUANTITIES, 1)).toBe(99)
    expect(stepQuantity(200, catering, 1)).toBe(200)
    expect(stepQuantity(5, catering, -1)).toBe(5)
  })

  it('clamps to the last value on the grid when max is off the grid', () => {
    const rule = { min: 1, max: 10, increments: 4 }
    expect(stepQuantity(9, rule, 1)).toBe(9)
    expect(stepQuantity(10, rule, -1)).toBe(9)
  })

  it('snaps values off the grid or out of range', () => {
    expect(stepQuantity(7, catering, 1)).toBe(10)
    expect(stepQuantity(7, catering, -1)).toBe(5)
    expect(stepQuantity(0, catering, 1)).toBe(5)
    expect(stepQuantity(500, catering, -1)).toBe(200)
    expect(stepQuantity(Number.NaN, catering, 1)).toBe(5)
  })
})

describe('quantityError', () => {
  it('is null for a valid quantity', () => {
    expect(quantityError(3)).toBeNull()
    expect(quantityError(15, catering)).toBeNull()
  })

  it('explains the rule', () => {
    expect(quantityError(0)).toBe('Choose between 1 and 99.')
    expect(quantityError(7, catering)).toBe('Choose between 5 and 200, in steps of 5.')
    expect(quantityError(3, { min: 2, max: 11, increments: 3 })).toBe(
      'Choose between 2 and 11, in steps of 3.',
    )
    expect(quantityError(3, { min: 2, max: 2, increments: 1 })).toBe('Choose exactly 2.')
  })
})
