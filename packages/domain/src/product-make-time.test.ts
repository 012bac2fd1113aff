import { MAKE_SECONDS_MESSAGE, MAKE_SECONDS_RANGE } from '@deli/contracts/constants'
import { describe, expect, it } from 'vitest'
import { DEFAULT_MAKE_TIMES, makeSecondsProblem, productMakeTime } from './product-make-time.ts'

describe('productMakeTime', () => {
  it("takes the chain's default by super-category: a catering tray is not a cookie", () => {
    const cookie = productMakeTime({ makeSeconds: null, extraSeconds: null, superCategory: 'mealtime' })
    const tray = productMakeTime({ makeSeconds: null, extraSeconds: null, superCategory: 'catering' })
    expect(cookie).toEqual(DEFAULT_MAKE_TIMES.mealtime)
    expect(tray).toEqual(DEFAULT_MAKE_TIMES.catering)
    expect(tray.makeSeconds).toBeGreaterThan(cookie.makeSeconds)
    expect(tray.extraSeconds).toBeGreaterThan(cookie.extraSeconds)
  })

  it("takes the product's own times where set, each on its own", () => {
    expect(productMakeTime({ makeSeconds: 90, extraSeconds: 10, superCategory: 'catering' })).toEqual({
      makeSeconds: 90,
      extraSeconds: 10,
    })
    expect(productMakeTime({ makeSeconds: 0, extraSeconds: null, superCategory: 'mealtime' })).toEqual({
      makeSeconds: 0,
      extraSeconds: DEFAULT_MAKE_TIMES.mealtime.extraSeconds,
    })
    expect(productMakeTime({ makeSeconds: null, extraSeconds: 0, superCategory: 'mealtime' })).toEqual({
      makeSeconds: DEFAULT_MAKE_TIMES.mealtime.makeSeconds,
      extraSeconds: 0,
    })
  })
})

describe('makeSecondsProblem', () => {
  it('accepts unset, whole seconds in range, and both ends', () => {
    for (const seconds of [null, MAKE_SECONDS_RANGE.min, 1, 300, MAKE_SECONDS_RANGE.max]) {
      expect(makeSecondsProblem(seconds)).toBeNull()
    }
  })

  it('refuses negatives, past two hours, fractions and non-numbers with one sentence', () => {
    for (const seconds of [-1, MAKE_SECONDS_RANGE.max + 1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(makeSecondsProblem(seconds)).toBe(MAKE_SECONDS_MESSAGE)
    }
    // In seconds, as the product form's fields ask for them.
    expect(MAKE_SECONDS_MESSAGE).toBe('Enter a make time from 0 to 7,200 seconds (2 hours).')
  })
})
