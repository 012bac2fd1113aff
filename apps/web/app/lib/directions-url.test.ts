import { describe, expect, it } from 'vitest'
import { directionsUrl } from './directions-url.ts'

describe('directionsUrl', () => {
  it('is a Google Maps directions URL to the store coordinates', () => {
    const url = new URL(directionsUrl({ latitude: 32.7876, longitude: -96.7994 }))
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/')
    expect(url.searchParams.get('api')).toBe('1')
    expect(url.searchParams.get('destination')).toBe('32.7876,-96.7994')
  })
})
