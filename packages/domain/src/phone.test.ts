import { describe, expect, it } from 'vitest'
import { formatPhone, stripPhonePunctuation } from './phone.ts'

describe('stripPhonePunctuation', () => {
  it('removes dashes, parentheses and spaces', () => {
    expect(stripPhonePunctuation('(504) 555-0123')).toBe('5045550123')
    expect(stripPhonePunctuation(' 504 555 0123 ')).toBe('5045550123')
  })

  it('removes the dots of 214.555.0123 too', () => {
    expect(stripPhonePunctuation('214.555.0123')).toBe('2145550123')
  })

  it('keeps every other character', () => {
    expect(stripPhonePunctuation('+1.504.555.0123')).toBe('+15045550123')
    expect(stripPhonePunctuation('504/555/0123')).toBe('504/555/0123')
    expect(stripPhonePunctuation('')).toBe('')
  })
})

describe('formatPhone', () => {
  it('formats ten digits', () => {
    expect(formatPhone('5045550123')).toBe('(504) 555-0123')
    expect(formatPhone('504-555-0123')).toBe('(504) 555-0123')
  })

  it('drops a leading 1 of an eleven-digit number', () => {
    expect(formatPhone('15045550123')).toBe('(504) 555-0123')
    expect(formatPhone('+1 (504) 555-0123')).toBe('(504) 555-0123')
  })

  it('returns anything else unchanged', () => {
    expect(formatPhone('25045550123')).toBe('25045550123')
    expect(formatPhone('555-0123')).toBe('555-0123')
    expect(formatPhone('504555012345')).toBe('504555012345')
    expect(formatPhone('')).toBe('')
    expect(formatPhone('call us')).toBe('call us')
  })
})
