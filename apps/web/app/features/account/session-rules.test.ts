import { describe, expect, it } from 'vitest'
import { shallow } from 'zustand/shallow'
import {
  CATERING_DESTINATION,
  knownUser,
  needsRenewal,
  readUserCookie,
  safeRedirect,
  sessionLostPath,
  userCookieName,
} from './session-rules.ts'

const now = Date.parse('2026-11-21T12:00:00Z')

describe('session rules (spec §4 Session)', () => {
  it('renews a token that expires within a day, and only then', () => {
    expect(needsRenewal({ expires: '2026-11-22T11:59:00Z' }, now)).toBe(true)
    expect(needsRenewal({ expires: '2026-11-20T12:00:00Z' }, now)).toBe(true)
    expect(needsRenewal({ expires: '2026-11-23T12:00:00Z' }, now)).toBe(false)
    expect(needsRenewal(null, now)).toBe(false)
  })

  it('sends a member whose session is gone to sign-in from account pages, else catering or home', () => {
    expect(sessionLostPath('/account', 'mealtime')).toBe('/account/signin')
    expect(sessionLostPath('/account/signup', 'catering')).toBe('/account/signin')
    expect(sessionLostPath('/menu/12', 'catering')).toBe(CATERING_DESTINATION)
    expect(sessionLostPath('/accounting', 'mealtime')).toBe('/')
    expect(sessionLostPath('/locations', 'mealtime')).toBe('/')
  })

  it('reads the member id from the _<prefix>_user cookie', () => {
    expect(userCookieName('rd')).toBe('_rd_user')
    expect(readUserCookie('a=1; _rd_user=abc-123; b=2', 'rd')).toBe('abc-123')
    expect(readUserCookie('_rd_user=', 'rd')).toBeNull()
    expect(readUserCookie('x_rd_user=abc', 'rd')).toBeNull()
    expect(readUserCookie('', 'rd')).toBeNull()
  })

  it('follows only same-site redirect paths', () => {
    expect(safeRedirect('/order/checkout')).toBe('/order/checkout')
    expect(safeRedirect('https://evil.example/')).toBe('/account')
    expect(safeRedirect('//evil.example/')).toBe('/account')
    expect(safeRedirect('/\\evil.example')).toBe('/account')
    expect(safeRedirect(null, '/')).toBe('/')
  })
})

describe('the member a page knows (ADR 039)', () => {
  const member = {
    id: '00000000-0000-4000-8000-000000000001',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '2145550100',
    birthday: null,
    points: 120,
  }

  it('is the loader’s member until the refresh answers, then the refresh’s', () => {
    expect(knownUser({ user: null, isReady: false }, member)).toBe(member)
    expect(knownUser({ user: null, isReady: false }, null)).toBeNull()
    const refreshed = { ...member }
    expect(knownUser({ user: refreshed, isReady: true }, member)).toBe(refreshed)
    // A refresh that finds a guest wins over what the loader saw.
    expect(knownUser({ user: null, isReady: true }, member)).toBeNull()
  })

  it('compares equal field by field when the refresh answers with the same member, so the header keeps its render', () => {
    const before = knownUser({ user: null, isReady: false }, member)
    const after = knownUser({ user: { ...member }, isReady: true }, member)
    expect(after).not.toBe(before)
    expect(shallow(before, after)).toBe(true)
    expect(shallow(before, knownUser({ user: { ...member, points: 130 }, isReady: true }, member))).toBe(
      false,
    )
    expect(shallow(before, knownUser({ user: null, isReady: true }, member))).toBe(false)
  })
})
