import { describe, expect, it } from 'vitest'
import { storesInCitiesText, storesInCityText } from './region-text.ts'

describe('storesInCitiesText', () => {
  it('counts stores and cities in English', () => {
    expect(storesInCitiesText(29, 10)).toBe('29 stores in 10 cities.')
    expect(storesInCitiesText(1, 1)).toBe('1 store in 1 city.')
    expect(storesInCitiesText(2, 1)).toBe('2 stores in 1 city.')
  })
})

describe('storesInCityText', () => {
  it("counts a city's stores in English", () => {
    expect(storesInCityText(7, 'Dallas')).toBe('7 stores in Dallas.')
    expect(storesInCityText(1, 'Fort Worth')).toBe('1 store in Fort Worth.')
  })
})
