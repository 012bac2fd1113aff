import { describe, expect, it } from 'vitest'
import { pageTitle } from './page-title.ts'

describe('pageTitle', () => {
  it('suffixes the product name', () => {
    expect(pageTitle('Menu', 'Red Door Deli')).toBe('Menu | Red Door Deli')
    expect(pageTitle('  Checkout ', 'Red Door Deli')).toBe('Checkout | Red Door Deli')
  })

  it('is the product name alone without a part', () => {
    expect(pageTitle(undefined, 'Red Door Deli')).toBe('Red Door Deli')
    expect(pageTitle('', 'Red Door Deli')).toBe('Red Door Deli')
    expect(pageTitle('   ', 'Red Door Deli')).toBe('Red Door Deli')
  })
})
