import { caloriesText } from '@deli/domain'
import { describe, expect, it } from 'vitest'
import { lineCaloriesText, unavailableText } from './bag-line-text.ts'

describe('an unavailable bag line', () => {
  it('says sold out for a line its manager held, and no longer sold for one off the menu', () => {
    expect(unavailableText({ soldOut: true })).toBe(
      'Not available right now. Please remove it from your bag.',
    )
    expect(unavailableText({ soldOut: false })).toBe(
      'No longer sold at this store. Please remove it from your bag.',
    )
  })
})

describe("a bag line's calories", () => {
  it('are said for a line on the menu, sold out or not, and not for one off it', () => {
    expect(lineCaloriesText({ available: true, calories: 820 })).toBe(caloriesText(820))
    expect(lineCaloriesText({ available: false, calories: 820 })).toBe(caloriesText(820))
    expect(lineCaloriesText({ available: true, calories: 0 })).toBe(caloriesText(0))
    expect(lineCaloriesText({ available: false, calories: 0 })).toBeNull()
  })
})
