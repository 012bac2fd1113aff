import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatMoney, formatNumber } from './money.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('formatMoney', () => {
  it('formats cents as US dollars', () => {
    expect(formatMoney(1249)).toBe('$12.49')
    expect(formatMoney(0)).toBe('$0.00')
    expect(formatMoney(5)).toBe('$0.05')
    expect(formatMoney(123456)).toBe('$1,234.56')
    expect(formatMoney(-500)).toBe('-$5.00')
  })

  it("writes exactly what Intl's en-US dollar format writes, for any whole number of cents", () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatMoney(cents)).toBe(usd.format(cents / 100))
      }),
      { numRuns: 2000 },
    )
    for (const cents of [99, 100, 999_999, 1_000_000, 100_000_000, -1, -99_999])
      expect(formatMoney(cents)).toBe(usd.format(cents / 100))
  })

  it('rounds a fraction of a cent half away from zero, as Intl does', () => {
    expect(formatMoney(12.5)).toBe('$0.13')
    expect(formatMoney(-12.5)).toBe('-$0.13')
    expect(formatMoney(1249.4)).toBe('$12.49')
  })

  it('warns and returns the input for invalid values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(formatMoney(Number.NaN)).toBe('NaN')
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('Infinity')
    expect(formatMoney('12.49' as unknown as number)).toBe('12.49')
    expect(warn).toHaveBeenCalledTimes(3)
  })

  it('does not warn for valid values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    formatMoney(100)
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('formatNumber', () => {
  it('fixes two decimals by default', () => {
    expect(formatNumber(3)).toBe('3.00')
    expect(formatNumber(2.345, 1)).toBe('2.3')
    expect(formatNumber(0.1 + 0.2)).toBe('0.30')
  })

  it('warns and returns the input for invalid values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(formatNumber(Number.NaN)).toBe('NaN')
    expect(warn).toHaveBeenCalledOnce()
  })
})
