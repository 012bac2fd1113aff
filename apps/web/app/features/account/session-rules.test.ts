import { describe, expect, it } from 'vitest'
import {
  CATERING_DESTINATION,
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
