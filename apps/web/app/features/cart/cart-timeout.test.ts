import { BASKET_TIMED_OUT_DELAY_MS } from '@deli/domain'
import { describe, expect, it } from 'vitest'
import {
  checkoutSignInPath,
  hasResetPassed,
  isExpiredCode,
  MAX_TIMER_MS,
  msUntilReset,
  timeoutPlan,
} from './cart-timeout.ts'

const NOW = Date.parse('2026-03-14T18:00:00.000Z')

describe('msUntilReset', () => {
  it('counts down to the reset instant', () => {
    expect(msUntilReset('2026-03-14T18:30:00.000Z', NOW)).toBe(30 * 60_000)
    expect(msUntilReset('2026-03-14T13:00:01-05:00', NOW)).toBe(1_000)
  })
  it('is 0 at and after the reset', () => {
    expect(msUntilReset('2026-03-14T18:00:00.000Z', NOW)).toBe(0)
    expect(msUntilReset('2026-03-14T17:00:00.000Z', NOW)).toBe(0)
  })
  it('caps far-away resets at the largest timer delay', () => {
    expect(msUntilReset('2099-01-01T00:00:00.000Z', NOW)).toBe(MAX_TIMER_MS)
  })
  it('is null for an unreadable reset', () => {
    expect(msUntilReset('soon', NOW)).toBeNull()
    expect(msUntilReset('', NOW)).toBeNull()
  })
})

describe('hasResetPassed', () => {
  it('is true once the reset instant is reached', () => {
    expect(hasResetPassed('2026-03-14T17:59:59.999Z', NOW)).toBe(true)
    expect(hasResetPassed('2026-03-14T18:00:00.000Z', NOW)).toBe(true)
    expect(hasResetPassed('2026-03-14T18:00:00.001Z', NOW)).toBe(false)
    expect(hasResetPassed('garbage', NOW)).toBe(false)
  })
})

describe('isExpiredCode', () => {
  it('recognises the timed-out basket only', () => {
    expect(isExpiredCode('CART_EXPIRED')).toBe(true)
    expect(isExpiredCode('CART_NOT_FOUND')).toBe(false)
    expect(isExpiredCode(undefined)).toBe(false)
  })
})

describe('timeoutPlan (spec §4 Session)', () => {
  it('sends the guest home from checkout and shows the message one second later', () => {
    expect(timeoutPlan('/order/checkout')).toEqual({ goHome: true, alertDelayMs: BASKET_TIMED_OUT_DELAY_MS })
    expect(timeoutPlan('/order/checkout/')).toEqual({ goHome: true, alertDelayMs: 1000 })
  })
  it('shows the message at once anywhere else', () => {
    for (const path of ['/', '/menu/1007', '/order', '/order/confirm/12', '/account/signin']) {
      expect(timeoutPlan(path)).toEqual({ goHome: false, alertDelayMs: 0 })
    }
  })
})

describe('checkoutSignInPath', () => {
  it('sends a guest to sign in with the checkout notice and the way back to checkout', () => {
    expect(checkoutSignInPath()).toBe('/account/signin?redirect=%2Forder%2Fcheckout&notice=checkout')
    const params = new URL(checkoutSignInPath('/app/checkout'), 'http://x').searchParams
    expect(params.get('redirect')).toBe('/app/checkout')
    expect(params.get('notice')).toBe('checkout')
  })
})
