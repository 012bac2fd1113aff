import { describe, expect, it } from 'vitest'
import { bodyOf, centsOf, newDraft } from './promotion-draft.ts'

describe('the promotion form’s draft (ADR 061)', () => {
  it('reads dollars as cents', () => {
    expect(centsOf('2')).toBe(200)
    expect(centsOf('$2.5')).toBe(250)
    expect(centsOf(' 12.34 ')).toBe(1234)
    expect(centsOf('')).toBeNull()
    expect(centsOf('2.345')).toBeNaN()
    expect(centsOf('two')).toBeNaN()
  })

  it('gives the body the API takes, or the same sentences per field', () => {
    const draft = { ...newDraft(new Date('2026-11-27T12:00:00Z')), name: '$2 off catering', amount: '2' }
    const ok = bodyOf({ ...draft, code: 'save2' })
    expect(ok.body).toMatchObject({
      name: '$2 off catering',
      amount: 200,
      code: 'SAVE2',
      minimum_subtotal: 0,
    })
    const bad = bodyOf({ ...draft, name: '', amount: 'x', channels: [] })
    expect(bad.errors).toEqual({
      name: 'Give the promotion a name (up to 80 characters).',
      amount: 'Enter the amount off, from $0.01 to $1,000.',
      channels: 'Choose at least one channel.',
    })
  })

  it('sends a region as ADR 062’s key, none as null, and refuses a malformed one with the API’s sentence', () => {
    const draft = { ...newDraft(new Date('2026-11-27T12:00:00Z')), name: 'Dallas', amount: '2' }
    expect(bodyOf(draft).body?.region).toBeNull()
    expect(bodyOf({ ...draft, region: 'TX' }).body?.region).toBe('TX')
    expect(bodyOf({ ...draft, region: 'TX/dallas' }).body?.region).toBe('TX/dallas')
    expect(bodyOf({ ...draft, region: 'Texas' }).errors).toEqual({
      region: 'Choose a state, or a state and one of its cities, where the chain has stores.',
    })
  })
})
