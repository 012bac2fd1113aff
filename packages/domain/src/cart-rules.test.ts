import { describe, expect, it } from 'vitest'
import { isUtensils } from './cart-rules.ts'

describe('isUtensils', () => {
  it('matches names containing utensils in any case', () => {
    expect(isUtensils('Utensils')).toBe(true)
    expect(isUtensils('Include UTENSILS & napkins')).toBe(true)
    expect(isUtensils('plastic utensils')).toBe(true)
  })

  it('does not match other names', () => {
    expect(isUtensils('Utensil')).toBe(false)
    expect(isUtensils('Muffuletta')).toBe(false)
    expect(isUtensils('')).toBe(false)
  })
})
