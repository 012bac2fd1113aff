import { ZTipSchema } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import {
  CUSTOM_TIP_MESSAGE,
  isUnusualTip,
  MAX_TIP_CENTS,
  maxTipFor,
  parseTipDollars,
  TIP_FLOOR_CAP_CENTS,
  TIP_OPTIONS,
  tipCents,
  tipProblem,
  UNUSUAL_TIP_FLOOR_CENTS,
  unusualTipQuestion,
} from './tips.ts'

describe('tip options', () => {
  it('offers 10 %, 15 %, 20 % and Custom with a default tip of 0 (spec §9)', () => {
    expect(TIP_OPTIONS.map((option) => option.label)).toEqual(['10%', '15%', '20%', 'Custom'])
    expect(TIP_OPTIONS.map((option) => option.percent)).toEqual([10, 15, 20, null])
  })
})

describe('tipCents', () => {
  it('is the percentage of the subtotal in cents', () => {
    expect(tipCents(2000, 10)).toBe(200)
    expect(tipCents(2000, 15)).toBe(300)
    expect(tipCents(2000, 20)).toBe(400)
  })

  it('rounds half up', () => {
    expect(tipCents(1230, 15)).toBe(185) // 184.5
    expect(tipCents(1234, 15)).toBe(185) // 185.1
    expect(tipCents(1229, 15)).toBe(184) // 184.35
    expect(tipCents(5, 10)).toBe(1) // 0.5
    expect(tipCents(4, 10)).toBe(0) // 0.4
    expect(tipCents(1001, 12.5)).toBe(125) // 125.125
  })

  it('is 0 for nothing to tip on or a nonsense percent', () => {
    expect(tipCents(0, 20)).toBe(0)
    expect(tipCents(-500, 20)).toBe(0)
    expect(tipCents(1000, 0)).toBe(0)
    expect(tipCents(1000, -10)).toBe(0)
    expect(tipCents(Number.NaN, 10)).toBe(0)
  })
})

describe('parseTipDollars', () => {
  it('reads dollars and cents as typed', () => {
    expect(parseTipDollars('3')).toBe(300)
    expect(parseTipDollars('3.5')).toBe(350)
    expect(parseTipDollars('$3.05')).toBe(305)
    expect(parseTipDollars(' 0 ')).toBe(0)
    expect(parseTipDollars('12.')).toBe(1200)
    expect(parseTipDollars('1000')).toBe(MAX_TIP_CENTS)
  })

  it('refuses anything else', () => {
    expect(parseTipDollars('')).toBeNull()
    expect(parseTipDollars('-1')).toBeNull()
    expect(parseTipDollars('3.555')).toBeNull()
    expect(parseTipDollars('abc')).toBeNull()
    expect(parseTipDollars('1000.01')).toBeNull()
  })
})

describe('isUnusualTip', () => {
  it('asks about a tip far above the order: $1,000 on $11.99', () => {
    expect(isUnusualTip(100_000, 1_199)).toBe(true)
  })

  it('leaves ordinary tips alone: percentages, and small amounts even on a small order', () => {
    expect(isUnusualTip(tipCents(1_199, 20), 1_199)).toBe(false)
    // $15 on a $5 cookie order is generous, not a slip: under the $20 floor.
    expect(isUnusualTip(1_500, 500)).toBe(false)
    // At most the subtotal is never unusual.
    expect(isUnusualTip(5_000, 5_000)).toBe(false)
    expect(isUnusualTip(UNUSUAL_TIP_FLOOR_CENTS, UNUSUAL_TIP_FLOOR_CENTS - 1)).toBe(true)
  })

  it('says both amounts in the question', () => {
    expect(unusualTipQuestion('$1,000.00', '$11.99')).toBe(
      "Your tip of $1,000.00 is more than your order's $11.99. Place the order with this tip?",
    )
  })
})

describe('tipProblem (ADR 042)', () => {
  it('takes a tip up to the subtotal, or up to $50 on a smaller order', () => {
    expect(TIP_FLOOR_CAP_CENTS).toBe(5_000)
    expect(maxTipFor(99)).toBe(5_000)
    expect(maxTipFor(50_000)).toBe(50_000)
    expect(tipProblem(5_000, 99)).toBeNull()
    expect(tipProblem(10_000, 50_000)).toBeNull()
    expect(tipProblem(50_000, 50_000)).toBeNull()
  })

  it('refuses $1,000 on $0.99 and more than the subtotal on a large order, with a sentence', () => {
    expect(tipProblem(100_000, 99)).toBe(
      'A tip can be at most $50.00 on this order. Please choose a smaller tip.',
    )
    expect(tipProblem(60_001, 60_000)).toBe(
      'A tip can be at most $600.00 on this order. Please choose a smaller tip.',
    )
  })

  it("never exceeds the submit schema's bound, which the custom tip's message names", () => {
    expect(maxTipFor(10_000_000)).toBe(MAX_TIP_CENTS)
    expect(CUSTOM_TIP_MESSAGE).toBe('Please enter a tip between $0.00 and $1,000.00.')
  })
})

describe('the tip cap (one constant, MAX_TIP_CENTS)', () => {
  it('is where the submit schema, the custom-tip parser and the per-order bound all stop', () => {
    expect(ZTipSchema.safeParse(MAX_TIP_CENTS).success).toBe(true)
    expect(ZTipSchema.safeParse(MAX_TIP_CENTS + 1).success).toBe(false)
    expect(parseTipDollars((MAX_TIP_CENTS / 100).toFixed(2))).toBe(MAX_TIP_CENTS)
    expect(parseTipDollars(((MAX_TIP_CENTS + 1) / 100).toFixed(2))).toBeNull()
    expect(maxTipFor(MAX_TIP_CENTS * 10)).toBe(MAX_TIP_CENTS)
    expect(tipProblem(MAX_TIP_CENTS + 1, MAX_TIP_CENTS * 10)).not.toBeNull()
  })
})
