import { describe, expect, it } from 'vitest'
import { searchKey, textMatches } from './text-search.ts'

describe('a search over names on an operator’s list (ADR 061)', () => {
  it('compares without case, accents, apostrophes, punctuation or extra spaces', () => {
    expect(searchKey('  Jalapeño   Chips ')).toBe('jalapeno chips')
    expect(searchKey('Crème Brûlée')).toBe('creme brulee')
    expect(searchKey('Shrimp Po’boy')).toBe('shrimp poboy')
    expect(searchKey('Turkey & Swiss, on Rye')).toBe('turkey swiss on rye')
  })

  it('finds a name holding each typed word anywhere in it, in any order', () => {
    expect(textMatches('Jalapeño Kettle Chips', 'jalapeno')).toBe(true)
    expect(textMatches('Jalapeño Kettle Chips', 'KETTLE')).toBe(true)
    expect(textMatches("Shrimp Po'boy", 'po’boy')).toBe(true)
    expect(textMatches("Shrimp Po'boy", 'po boy')).toBe(true)
    expect(textMatches('Turkey & Swiss on Rye', 'swiss turkey')).toBe(true)
    expect(textMatches('Turkey & Swiss on Rye', 'turkey ham')).toBe(false)
    expect(textMatches('Turkey Club', 'ham')).toBe(false)
  })

  it('matches everything with an empty, blank or punctuation-only query', () => {
    expect(textMatches('Turkey Club', '')).toBe(true)
    expect(textMatches('Turkey Club', '   ')).toBe(true)
    expect(textMatches('Turkey Club', ' - ')).toBe(true)
  })
})
