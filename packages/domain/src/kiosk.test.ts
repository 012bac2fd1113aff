import { describe, expect, it } from 'vitest'
import {
  isKioskPath,
  KIOSK_IDLE_SECONDS,
  KIOSK_TEXTS,
  KIOSK_WARNING_SECONDS,
  kioskIdlePhase,
  kioskRedirect,
  kioskSecondsLeft,
  kioskStartPath,
} from './kiosk.ts'

describe('kiosk idle reset', () => {
  it('warns after 90 s without a touch and clears the order 30 s later', () => {
    expect(KIOSK_IDLE_SECONDS).toBe(90)
    expect(KIOSK_WARNING_SECONDS).toBe(30)
    expect(kioskIdlePhase(0)).toBe('active')
    expect(kioskIdlePhase(89_999)).toBe('active')
    expect(kioskIdlePhase(90_000)).toBe('warning')
    expect(kioskIdlePhase(119_999)).toBe('warning')
    expect(kioskIdlePhase(120_000)).toBe('reset')
  })

  it('counts the warning down in whole seconds, never below zero', () => {
    expect(kioskSecondsLeft(90_000)).toBe(30)
    expect(kioskSecondsLeft(90_001)).toBe(30)
    expect(kioskSecondsLeft(119_001)).toBe(1)
    expect(kioskSecondsLeft(500_000)).toBe(0)
    expect(KIOSK_TEXTS.clearingIn(30)).toBe('Your order will be cleared in 30 seconds.')
    expect(KIOSK_TEXTS.clearingIn(1)).toBe('Your order will be cleared in 1 second.')
  })
})

describe('kiosk pages', () => {
  it("start at the store's menu", () => {
    expect(kioskStartPath(1005)).toBe('/menu/1005')
  })

  it("are the store's menu and products, the bag, checkout and confirmations", () => {
    for (const path of [
      '/menu/1005',
      '/menu/1005/',
      '/menu/1005/product/3',
      '/order',
      '/order/checkout',
      '/order/confirm/4c1d',
    ]) {
      expect(isKioskPath(path, 1005), path).toBe(true)
    }
  })

  it('are never accounts, locations, other menus, content or the home page', () => {
    for (const path of [
      '/',
      '/account',
      '/account/signin',
      '/locations',
      '/menus',
      '/menu/1006',
      '/menu/10050',
      '/catering',
      '/privacy-policy',
      '/order/confirmx',
    ]) {
      expect(isKioskPath(path, 1005), path).toBe(false)
    }
  })
})

describe('kiosk redirects', () => {
  it('send any other page back to the start, and leave staff pages alone', () => {
    expect(kioskRedirect('/account', 1005)).toBe('/menu/1005')
    expect(kioskRedirect('/', 1005)).toBe('/menu/1005')
    expect(kioskRedirect('/menu/1005/product/3', 1005)).toBeNull()
    expect(kioskRedirect('/staff', 1005)).toBeNull()
    expect(kioskRedirect('/staff/board/5', 1005)).toBeNull()
    expect(kioskRedirect('/staffing', 1005)).toBe('/menu/1005')
  })
})
