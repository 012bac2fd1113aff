import { PRICE_INVALID, PRICE_TOO_HIGH, type TOptionGroup } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import {
  centsToDollars,
  fromSpreadsheetCell,
  isRegionKey,
  parseDollars,
  priceAtStore,
  priceInForce,
  priceProblem,
  priceToAsk,
  rebaseMenuPrice,
  regionRank,
  spreadsheetSafe,
  storeRegionKeys,
  typedPrice,
} from './price-rules.ts'

const bread: TOptionGroup = {
  id: 10,
  name: 'Bread',
  description: '',
  minSelect: 1,
  maxSelect: 1,
  options: [
    { id: 101, name: 'White', cost: 0, calories: 0, isDefault: true, allergens: [] },
    { id: 102, name: 'Rye', cost: 50, calories: 0, isDefault: false, allergens: [] },
  ],
} as unknown as TOptionGroup

describe('valid money (ADR 062)', () => {
  it('takes whole cents from $0.00 to $1,000.00', () => {
    expect(priceProblem(0)).toBeNull()
    expect(priceProblem(899)).toBeNull()
    expect(priceProblem(100_000)).toBeNull()
    expect(priceProblem(100_001)).toBe(PRICE_TOO_HIGH)
    expect(priceProblem(-1)).toBe(PRICE_INVALID)
    expect(priceProblem(8.5)).toBe(PRICE_INVALID)
    expect(priceProblem('899')).toBe(PRICE_INVALID)
  })

  it('says a typed price is too high however long it is, and not a price when it is none', () => {
    expect(typedPrice(' 8.99 ')).toEqual({ cents: 899 })
    expect(typedPrice('1000.01')).toEqual({ problem: PRICE_TOO_HIGH })
    expect(typedPrice('99999999')).toEqual({ problem: PRICE_TOO_HIGH })
    expect(typedPrice('$123456789.50')).toEqual({ problem: PRICE_TOO_HIGH })
    expect(typedPrice('9,50')).toEqual({ problem: PRICE_INVALID })
    expect(typedPrice('-1')).toEqual({ problem: PRICE_INVALID })
  })

  it('reads dollars as a spreadsheet writes them, and nothing else', () => {
    expect(parseDollars('8.99')).toBe(899)
    expect(parseDollars('$8.99')).toBe(899)
    expect(parseDollars(' 8.9 ')).toBe(890)
    expect(parseDollars('8')).toBe(800)
    expect(parseDollars('-1.00')).toBeNull()
    expect(parseDollars('1,000.00')).toBeNull()
    expect(parseDollars('8.999')).toBeNull()
    expect(parseDollars('eight')).toBeNull()
    expect(parseDollars('')).toBeNull()
    expect(centsToDollars(899)).toBe('8.99')
    expect(centsToDollars(5)).toBe('0.05')
    expect(parseDollars(centsToDollars(123_456))).toBe(123_456)
  })
})

describe('regions', () => {
  it('are a state or a state and a city slug', () => {
    expect(isRegionKey('NC')).toBe(true)
    expect(isRegionKey('NC/raleigh')).toBe(true)
    expect(isRegionKey('nc')).toBe(false)
    expect(isRegionKey('NC/')).toBe(false)
    expect(isRegionKey('North Carolina')).toBe(false)
  })

  it('a store belongs to its city, then its state; a city outranks its state', () => {
    expect(storeRegionKeys({ state: 'NC', path: 'nc/raleigh/100-main-st' })).toEqual(['NC/raleigh', 'NC'])
    expect(regionRank('NC/raleigh')).toBe(1)
    expect(regionRank('NC')).toBe(2)
  })
})

describe('precedence: store > city > state > menu', () => {
  it('takes the most specific override, else the fallback', () => {
    expect(priceInForce(899, [])).toBe(899)
    expect(priceInForce(899, [{ cost: 950, rank: 2 }])).toBe(950)
    expect(
      priceInForce(899, [
        { cost: 950, rank: 2 },
        { cost: 990, rank: 0 },
        { cost: 970, rank: 1 },
      ]),
    ).toBe(990)
    expect(
      priceInForce(899, [
        { cost: 950, rank: 2 },
        { cost: 970, rank: 1 },
      ]),
    ).toBe(970)
  })

  it('prices a product and its options at a store, leaving other products alone', () => {
    const product = { optionGroups: [bread] }
    expect(priceAtStore(7, 899, product, [])).toEqual({ cost: 899, optionGroups: [bread] })
    const priced = priceAtStore(7, 899, product, [
      { productId: 7, optionId: 0, cost: 999, rank: 2 },
      { productId: 7, optionId: 102, cost: 75, rank: 0 },
      { productId: 7, optionId: 102, cost: 60, rank: 1 },
      { productId: 8, optionId: 0, cost: 1, rank: 0 },
    ])
    expect(priced.cost).toBe(999)
    expect(priced.optionGroups[0]?.options.map((option) => option.cost)).toEqual([0, 75])
    expect(bread.options[1]?.cost).toBe(50)
  })
})

describe('the base price moves every menu by its tier', () => {
  it('keeps each menu relative to the base, to the cent', () => {
    expect(rebaseMenuPrice(1000, 1200, 1000)).toBe(1200)
    expect(rebaseMenuPrice(1000, 1200, 1100)).toBe(1320)
    expect(rebaseMenuPrice(899, 999, 944)).toBe(Math.round((944 * 999) / 899))
    expect(rebaseMenuPrice(0, 500, 0)).toBe(500)
  })
})

describe('spreadsheet cells (formula injection)', () => {
  it('quotes a cell a spreadsheet would run, and reads it back as it was', () => {
    for (const risky of ['=1+1', '+SUM(A1)', '-2', '@cmd', '\tx', '\rx']) {
      expect(spreadsheetSafe(risky)).toBe(`'${risky}`)
      expect(fromSpreadsheetCell(spreadsheetSafe(risky))).toBe(risky)
    }
    expect(spreadsheetSafe('Club sandwich')).toBe('Club sandwich')
    expect(fromSpreadsheetCell("'quoted")).toBe("'quoted")
  })
})

describe('a price asked about before it is saved', () => {
  it('is nothing, or less than half of what guests pay now', () => {
    expect(priceToAsk(0, 1125)).toBe('free')
    expect(priceToAsk(0, null)).toBe('free')
    expect(priceToAsk(1, 1125)).toBe('low')
    expect(priceToAsk(562, 1125)).toBe('low')
    expect(priceToAsk(563, 1125)).toBeNull()
    expect(priceToAsk(1350, 1125)).toBeNull()
    expect(priceToAsk(1, null)).toBeNull()
  })
})
