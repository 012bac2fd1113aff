import { describe, expect, it } from 'vitest'
import { searchKey, textMatches } from './text-search.ts'

describe('a search over names on an operator’s list (ADR 061)', () => {
  it('compares without case, accents, kinds of apostrophe or extra spaces', () => {
    expect(searchKey('  Jalapeño   Chips ')).toBe('jalapeno chips')
    expect(searchKey('Crème Brûlée')).toBe('creme brulee')
    expect(searchKey('Shrimp Po’boy')).toBe("shrimp po'boy")
  })

  it('finds a name holding the typed text anywhere in it', () => {
    expect(textMatches('Jalapeño Kettle Chips', 'jalapeno')).toBe(true)
    expect(textMatches('Jalapeño Kettle Chips', 'KETTLE')).toBe(true)
    expect(textMatches("Shrimp Po'boy", 'po’boy')).toBe(true)
    expect(textMatches('Turkey Club', 'ham')).toBe(false)
  })

  it('matches everything with an empty or blank query', () => {
    expect(textMatches('Turkey Club', '')).toBe(true)
    expect(textMatches('Turkey Club', '   ')).toBe(true)
  })
})
