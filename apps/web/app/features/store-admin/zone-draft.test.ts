import { STORE_SETTINGS_MESSAGES } from '@deli/contracts/store-settings-rules'
import { describe, expect, it } from 'vitest'
import { pointAfter, previewOf, squareAround, zonePoints } from './zone-draft.ts'

describe('zonePoints', () => {
  it('answers the typed corners as numbers', () => {
    const square = squareAround(35.78, -78.64)
    expect(zonePoints(square)).toEqual({
      points: [
        [35.79, -78.65],
        [35.79, -78.63],
        [35.77, -78.63],
        [35.77, -78.65],
      ],
    })
  })

  it('refuses fewer than 3 corners, a corner out of range or not a number, with the contract’s sentence', () => {
    const error = { error: STORE_SETTINGS_MESSAGES.polygon }
    expect(zonePoints(squareAround(35, -78).slice(0, 2))).toEqual(error)
    expect(zonePoints([...squareAround(35, -78), { lat: '91', lng: '0' }])).toEqual(error)
    expect(zonePoints([...squareAround(35, -78), { lat: 'north', lng: '0' }])).toEqual(error)
  })
})

describe('pointAfter and previewOf', () => {
  it('adds a corner halfway to the next one, the first after the last', () => {
    const square = squareAround(10, 20)
    expect(pointAfter(square, 0)).toEqual({ lat: '10.01', lng: '20' })
    expect(pointAfter(square, 3)).toEqual({ lat: '10', lng: '19.99' })
  })

  it('draws the area around the store, north up, inside the frame', () => {
    const preview = previewOf(squareAround(0, 0), { latitude: 0, longitude: 0 }, 100)
    expect(preview.store).toEqual({ x: 50, y: 50 })
    expect(preview.points).toBe('10,10 90,10 90,90 10,90')
  })
})
