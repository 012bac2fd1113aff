import { describe, expect, it } from 'vitest'
import { locationPath, REGION_NAMES, slugify, stateCodeFromName, stateName } from './regions.ts'

describe('REGION_NAMES', () => {
  it('holds 50 states, DC and 13 Canadian provinces and territories', () => {
    expect(Object.keys(REGION_NAMES)).toHaveLength(64)
    expect(stateName('dc')).toBe('District of Columbia')
    expect(stateName(' QC ')).toBe('Quebec')
    expect(Object.keys(REGION_NAMES).every((code) => /^[A-Z]{2}$/.test(code))).toBe(true)
  })
})

describe('stateName', () => {
  it('names a code in any case', () => {
    expect(stateName('LA')).toBe('Louisiana')
    expect(stateName(' tx ')).toBe('Texas')
    expect(stateName('on')).toBe('Ontario')
  })

  it('is undefined for unknown codes', () => {
    expect(stateName('XX')).toBeUndefined()
    expect(stateName('')).toBeUndefined()
  })
})

describe('stateCodeFromName', () => {
  it('finds the code of a full name or passes a code through', () => {
    expect(stateCodeFromName('Louisiana')).toBe('LA')
    expect(stateCodeFromName('  new york ')).toBe('NY')
    expect(stateCodeFromName('British Columbia')).toBe('BC')
    expect(stateCodeFromName('la')).toBe('LA')
  })

  it('is undefined for unknown names', () => {
    expect(stateCodeFromName('Atlantis')).toBeUndefined()
    expect(stateCodeFromName('')).toBeUndefined()
  })
})

describe('slugify', () => {
  it('lowercases and joins words with dashes', () => {
    expect(slugify('New Orleans')).toBe('new-orleans')
    expect(slugify("Po'boys & More")).toBe('poboys-more')
    expect(slugify('812 Magazine St.')).toBe('812-magazine-st')
  })

  it('drops accents, curly apostrophes and edge dashes', () => {
    expect(slugify('Montréal')).toBe('montreal')
    expect(slugify('Coeur d’Alene')).toBe('coeur-dalene')
    expect(slugify('  --Hello   World--  ')).toBe('hello-world')
    expect(slugify('')).toBe('')
  })
})

describe('locationPath', () => {
  it('builds state/city/address', () => {
    expect(locationPath({ state: 'LA', city: 'New Orleans', address: '812 Magazine St' })).toBe(
      'la/new-orleans/812-magazine-st',
    )
    expect(locationPath({ state: 'TX', city: 'San Antonio', address: '1200 N. St. Mary’s St' })).toBe(
      'tx/san-antonio/1200-n-st-marys-st',
    )
  })
})
