import { describe, expect, it } from 'vitest'
import { kitchenWaitSeconds, lineWorkSeconds, remainingMakeSeconds } from './kitchen-wait.ts'

describe('kitchenWaitSeconds', () => {
  it('is 0 with no live work, or fewer live orders than stations', () => {
    expect(kitchenWaitSeconds(2, [])).toBe(0)
    expect(kitchenWaitSeconds(3, [600, 600])).toBe(0)
  })

  it('one station: the sum of the live work', () => {
    expect(kitchenWaitSeconds(1, [300, 120, 60])).toBe(480)
  })

  it('lays orders first come first on the station that frees first', () => {
    // Two stations: 600 | 300 → the third goes on the second (300 + 200 = 500); the first frees at 500.
    expect(kitchenWaitSeconds(2, [600, 300, 200])).toBe(500)
    expect(kitchenWaitSeconds(2, [600, 300, 200, 400])).toBe(600)
  })

  it('a big catering order holds one station, not the whole kitchen', () => {
    expect(kitchenWaitSeconds(2, [2_400, 300])).toBe(300)
    expect(kitchenWaitSeconds(1, [2_400, 300])).toBe(2_700)
  })

  it('more stations never wait longer', () => {
    const work = [300, 420, 1_200, 60, 300, 300, 900]
    let previous = Number.POSITIVE_INFINITY
    for (const stations of [1, 2, 3, 4, 8]) {
      const wait = kitchenWaitSeconds(stations, work)
      expect(wait).toBeLessThanOrEqual(previous)
      previous = wait
    }
    expect(previous).toBe(0)
  })

  it('counts fewer than one station (or none given) as one, and negative work as none', () => {
    expect(kitchenWaitSeconds(0, [100, 50])).toBe(150)
    expect(kitchenWaitSeconds(Number.NaN, [100, 50])).toBe(150)
    expect(kitchenWaitSeconds(1, [100, -50])).toBe(100)
  })
})

describe('kitchenWaitSeconds with orders ahead (planned work)', () => {
  it('an order ahead due before a station frees takes it first', () => {
    // One station busy 300 s; an order ahead due at 200 s (400 s to make) goes on at 300: free at 700.
    expect(kitchenWaitSeconds(1, [300], [[200, 400]])).toBe(700)
    // Due now on an idle kitchen: it takes a station; with one station the new order waits for it.
    expect(kitchenWaitSeconds(1, [], [[0, 600]])).toBe(600)
    expect(kitchenWaitSeconds(3, [], [[0, 600]])).toBe(0)
  })

  it('an order ahead due after a station frees does not delay the new order', () => {
    expect(kitchenWaitSeconds(1, [300], [[301, 400]])).toBe(300)
    expect(kitchenWaitSeconds(2, [], [[60, 900]])).toBe(0)
  })

  it('orders ahead are taken by start, each moving the moment a station frees', () => {
    // 1 station: live 300; ahead at 500 (due after 300: not counted) though listed first, at 100 (200 s).
    // → 300 + 200 = 500; then the one at 500 is due by then: 500 + 100 = 600.
    expect(
      kitchenWaitSeconds(
        1,
        [300],
        [
          [500, 100],
          [100, 200],
        ],
      ),
    ).toBe(600)
  })

  it('an order ahead starts at its start, not before, on the station that frees first', () => {
    // Two stations: 600 | 0 → the new order starts now on the idle one, before the order due at 100.
    expect(kitchenWaitSeconds(2, [600], [[100, 300]])).toBe(0)
    // Two stations: 600 | 50 → at 50 nothing is due yet: the new order waits 50.
    expect(kitchenWaitSeconds(2, [600, 50], [[100, 300]])).toBe(50)
    // 600 | 150 → the order due at 100 takes the second at 150 (→ 450): the new order waits 450.
    expect(kitchenWaitSeconds(2, [600, 150], [[100, 300]])).toBe(450)
  })
})

describe('remainingMakeSeconds', () => {
  const now = new Date('2026-11-27T18:00:00Z')
  it('is the whole make time until staff start the order', () => {
    expect(remainingMakeSeconds(300, null, now)).toBe(300)
  })
  it('is what is left since staff started it, never below 0', () => {
    expect(remainingMakeSeconds(300, new Date('2026-11-27T17:58:00Z'), now)).toBe(180)
    expect(remainingMakeSeconds(300, new Date('2026-11-27T17:50:00Z'), now)).toBe(0)
    expect(remainingMakeSeconds(-5, null, now)).toBe(0)
  })
})

describe('lineWorkSeconds', () => {
  it('what is left of orders in progress, and orders not started due within 15 minutes', () => {
    expect(lineWorkSeconds([120, 60])).toBe(180)
    expect(
      lineWorkSeconds(
        [120],
        [
          [0, 300, 600],
          [900, 200],
          [901, 1_000, 2_000],
        ],
      ),
    ).toBe(620)
  })
})
