import { describe, expect, it } from 'vitest'
import { unavailableText } from './bag-line-text.ts'

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
