import { describe, expect, it } from 'vitest'
import { kitchenWaitSeconds } from './kitchen-wait.ts'

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
