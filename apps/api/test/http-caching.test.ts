import { describe, expect, it } from 'vitest'
import { acceptedCodings, matchesIfNoneMatch } from '../src/platform/http-caching.ts'

describe('acceptedCodings (Accept-Encoding)', () => {
  it('answers identity alone without the header, and br before gzip when both are equally welcome', () => {
    expect(acceptedCodings(undefined)).toEqual(['identity'])
    expect(acceptedCodings('gzip, deflate, br')).toEqual(['br', 'gzip', 'identity'])
    expect(acceptedCodings('gzip')).toEqual(['gzip', 'identity'])
    expect(acceptedCodings('x-gzip')).toEqual(['gzip', 'identity'])
  })

  it('follows q-values, refusals and *', () => {
    expect(acceptedCodings('br;q=0.5, gzip')).toEqual(['gzip', 'br', 'identity'])
    expect(acceptedCodings('br;q=0, gzip;q=0.1')).toEqual(['gzip', 'identity'])
    expect(acceptedCodings('*')).toEqual(['br', 'gzip', 'identity'])
    expect(acceptedCodings('gzip, *;q=0')).toEqual(['gzip'])
    expect(acceptedCodings('identity;q=0, br')).toEqual(['br'])
    expect(acceptedCodings('deflate')).toEqual(['identity'])
    expect(acceptedCodings('')).toEqual(['identity'])
    expect(acceptedCodings('br;q=nonsense')).toEqual(['identity'])
  })
})

describe('matchesIfNoneMatch', () => {
  const tags = ['"abc"', '"abc-br"']
  it('matches one tag of a list, a weak form, or *; nothing else', () => {
    expect(matchesIfNoneMatch('"abc"', tags)).toBe(true)
    expect(matchesIfNoneMatch('"x", "abc-br"', tags)).toBe(true)
    expect(matchesIfNoneMatch('W/"abc"', tags)).toBe(true)
    expect(matchesIfNoneMatch('*', tags)).toBe(true)
    expect(matchesIfNoneMatch('"abd"', tags)).toBe(false)
    expect(matchesIfNoneMatch('abc', tags)).toBe(false)
    expect(matchesIfNoneMatch(undefined, tags)).toBe(false)
    expect(matchesIfNoneMatch('', tags)).toBe(false)
  })
})
