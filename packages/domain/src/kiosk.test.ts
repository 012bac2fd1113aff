import { describe, expect, it } from 'vitest'
import {
  isKioskPath,
  KIOSK_IDLE_SECONDS,
  KIOSK_TEXTS,
  KIOSK_WARNING_SECONDS,
  kioskClosedTexts,
  kioskIdlePhase,
  kioskOrdering,
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

describe('kioskOrdering (ADR 046: a kiosk orders for now only)', () => {
  const facts = {
    isAsapAvailable: false,
    isOpenNow: false,
    asapPaused: false,
    closure: null,
    nextOpening: null,
  }

  it('takes orders whenever the store would take an ASAP pickup order now', () => {
    expect(kioskOrdering({ ...facts, isAsapAvailable: true, isOpenNow: true })).toEqual({
      taking_orders: true,
      reason: null,
      message: null,
    })
  })

  it('is closed outside its hours, saying when it opens', () => {
    const ordering = kioskOrdering({ ...facts, nextOpening: 'Opens 10:30 AM' })
    expect(ordering).toEqual({ taking_orders: false, reason: 'closed', message: 'Opens 10:30 AM' })
    expect(kioskClosedTexts(ordering)).toEqual({
      title: "Sorry, we're not taking orders right now",
      body: ['Opens 10:30 AM', 'This screen opens for orders by itself when we are ready.'],
    })
  })

  it("is closed on a day a manager closed, with the manager's message (or that it is closed today)", () => {
    const closed = { ...facts, isOpenNow: true, closure: 'Closed for a private event.' }
    expect(kioskOrdering(closed).message).toBe('Closed for a private event.')
    expect(kioskOrdering({ ...closed, closure: '' })).toEqual({
      taking_orders: false,
      reason: 'closed',
      message: 'The store is closed today.',
    })
  })

  it('is paused while the store is open with ASAP paused', () => {
    const ordering = kioskOrdering({ ...facts, isOpenNow: true, asapPaused: true })
    expect(ordering).toEqual({ taking_orders: false, reason: 'paused', message: null })
    expect(kioskClosedTexts(ordering).title).toBe("We've paused kiosk orders for a few minutes")
  })

  it('is closed in its last minutes (open, but no ASAP slot left before closing)', () => {
    const ordering = kioskOrdering({ ...facts, isOpenNow: true })
    expect(ordering).toEqual({ taking_orders: false, reason: 'closed', message: null })
    expect(kioskClosedTexts(ordering).body[0]).toBe('Please come back when we are open.')
  })
})
