import { KITCHEN_STATIONS_MESSAGE, KITCHEN_STATIONS_RANGE } from '@deli/contracts/constants'
import { describe, expect, it } from 'vitest'
import { kitchenStationsProblem } from './kitchen-stations-problem.ts'

describe('kitchenStationsProblem', () => {
  it("accepts the chain's default (null) and whole stations in range", () => {
    for (const stations of [null, KITCHEN_STATIONS_RANGE.min, 3, KITCHEN_STATIONS_RANGE.max]) {
      expect(kitchenStationsProblem(stations)).toBeNull()
    }
  })

  it('refuses none, too many, fractions and non-numbers with one sentence', () => {
    for (const stations of [0, -1, KITCHEN_STATIONS_RANGE.max + 1, 2.5, Number.NaN]) {
      expect(kitchenStationsProblem(stations)).toBe(KITCHEN_STATIONS_MESSAGE)
    }
    expect(KITCHEN_STATIONS_MESSAGE).toBe('Choose between 1 and 1,000 kitchen stations.')
  })
})
