import { describe, expect, it } from 'vitest'
import { chosenSentence, matchesSentence, searchChoices } from './choice-search.ts'

const PRODUCTS = [
  { value: 1, label: 'Turkey Club' },
  { value: 2, label: 'Jalapeño Kettle Chips' },
  { value: 3, label: 'Shrimp Po’boy' },
  { value: 4, label: 'Club Soda' },
]
const NOUNS = { one: 'product', many: 'products' }
const labels = (shown: readonly { label: string }[]) => shown.map((choice) => choice.label)

describe('a search over a promotion’s products (ADR 061)', () => {
  it('shows every choice before anything is typed', () => {
    expect(searchChoices(PRODUCTS, '  ', [])).toEqual({ shown: PRODUCTS, matches: 4 })
    expect(matchesSentence('  ', 4, NOUNS)).toBe('')
  })

  it('narrows by name, case and accents aside, in the list’s own order', () => {
    const club = searchChoices(PRODUCTS, 'CLUB', [])
    expect(labels(club.shown)).toEqual(['Turkey Club', 'Club Soda'])
    expect(club.matches).toBe(2)
    expect(labels(searchChoices(PRODUCTS, 'jalapeno', []).shown)).toEqual(['Jalapeño Kettle Chips'])
    expect(labels(searchChoices(PRODUCTS, "po'boy", []).shown)).toEqual(['Shrimp Po’boy'])
  })

  it('keeps the chosen in view, counting only the matches', () => {
    const found = searchChoices(PRODUCTS, 'soda', [1, 3])
    expect(labels(found.shown)).toEqual(['Turkey Club', 'Shrimp Po’boy', 'Club Soda'])
    expect(found.matches).toBe(1)
    expect(labels(searchChoices(PRODUCTS, 'pastrami', [3]).shown)).toEqual(['Shrimp Po’boy'])
  })

  it('says how many match and how many are chosen', () => {
    expect(matchesSentence('pastrami', 0, NOUNS)).toBe('No product matches “pastrami”.')
    expect(matchesSentence('soda', 1, NOUNS)).toBe('1 product matches.')
    expect(matchesSentence('club', 2, NOUNS)).toBe('2 products match.')
    expect(chosenSentence(0)).toBe('None chosen.')
    expect(chosenSentence(3)).toBe('3 chosen.')
  })
})
