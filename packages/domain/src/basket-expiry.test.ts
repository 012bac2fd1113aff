import { describe, expect, it } from 'vitest'
import { isBasketExpired, msUntilBasketReset } from './basket-expiry.ts'

const RESET = '2026-03-02T18:00:00.000Z'
const at = (iso: string) => Date.parse(iso)

describe('basket expiry', () => {
  it('counts down to the reset instant, then stays at 0', () => {
    expect(msUntilBasketReset(RESET, at('2026-03-02T17:59:00.000Z'))).toBe(60_000)
    expect(msUntilBasketReset(new Date(RESET), at('2026-03-02T17:59:59.999Z'))).toBe(1)
    expect(msUntilBasketReset(RESET, at('2026-03-02T18:05:00.000Z'))).toBe(0)
  })
  it('is expired from the reset instant on, not a millisecond before', () => {
    expect(isBasketExpired(RESET, at('2026-03-02T17:59:59.999Z'))).toBe(false)
    expect(isBasketExpired(RESET, at(RESET))).toBe(true)
    expect(isBasketExpired(new Date(RESET), at('2026-03-03T00:00:00.000Z'))).toBe(true)
  })
  it('never expires a basket whose reset cannot be read', () => {
    expect(msUntilBasketReset('soon', 0)).toBeNull()
    expect(isBasketExpired('soon', Number.MAX_SAFE_INTEGER)).toBe(false)
  })
})
