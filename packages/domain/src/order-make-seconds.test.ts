import { describe, expect, it } from 'vitest'
import { orderMakeSeconds } from './order-make-seconds.ts'

const sandwich = { makeSeconds: 300, extraSeconds: 60 }
const cookie = { makeSeconds: 30, extraSeconds: 10 }
const tray = { makeSeconds: 1_200, extraSeconds: 300 }

describe('orderMakeSeconds', () => {
  it('is 0 for an order without lines, or only lines of no items', () => {
    expect(orderMakeSeconds([])).toBe(0)
    expect(orderMakeSeconds([{ ...sandwich, quantity: 0 }])).toBe(0)
    expect(orderMakeSeconds([{ ...sandwich, quantity: -2 }])).toBe(0)
  })

  it("is one item's make time for one item", () => {
    expect(orderMakeSeconds([{ ...sandwich, quantity: 1 }])).toBe(300)
    expect(orderMakeSeconds([{ ...tray, quantity: 1 }])).toBe(1_200)
  })

  it('adds the time per extra item for each further item of a line', () => {
    expect(orderMakeSeconds([{ ...sandwich, quantity: 3 }])).toBe(300 + 2 * 60)
    expect(orderMakeSeconds([{ ...tray, quantity: 4 }])).toBe(1_200 + 3 * 300)
  })

  it("takes the slowest line's first item in full and every other item at its extra time", () => {
    // Slowest: the sandwich (300); the cookies add 2 × 10, the second sandwich 60.
    expect(
      orderMakeSeconds([
        { ...cookie, quantity: 2 },
        { ...sandwich, quantity: 2 },
      ]),
    ).toBe(300 + 60 + 20)
    // The order of lines does not matter.
    expect(
      orderMakeSeconds([
        { ...sandwich, quantity: 2 },
        { ...cookie, quantity: 2 },
      ]),
    ).toBe(380)
  })

  it('picks the slowest line by make time less extra, so the answer never depends on ties', () => {
    const slowFirst = { makeSeconds: 400, extraSeconds: 300 } // 100 + 300 per item
    const quickExtra = { makeSeconds: 350, extraSeconds: 0 } // 350
    expect(
      orderMakeSeconds([
        { ...slowFirst, quantity: 1 },
        { ...quickExtra, quantity: 1 },
      ]),
    ).toBe(350 + 300)
  })

  it('a catering tray weighs more than a dozen cookies, and big orders more than small ones', () => {
    const cookies = orderMakeSeconds([{ ...cookie, quantity: 12 }])
    const trayOrder = orderMakeSeconds([{ ...tray, quantity: 1 }])
    expect(trayOrder).toBeGreaterThan(cookies)
    expect(orderMakeSeconds([{ ...sandwich, quantity: 40 }])).toBeGreaterThan(
      orderMakeSeconds([{ ...sandwich, quantity: 4 }]),
    )
  })

  it('counts whole items and never goes negative on bad times', () => {
    expect(orderMakeSeconds([{ ...sandwich, quantity: 2.7 }])).toBe(360)
    expect(orderMakeSeconds([{ makeSeconds: -50, extraSeconds: -10, quantity: 3 }])).toBe(0)
  })
})
