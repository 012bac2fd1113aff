import { afterEach, describe, expect, it, vi } from 'vitest'
import { mapImageUrl } from './map-image-url.ts'

describe('mapImageUrl (the maps URL helper, spec §7/§8)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('without a key: null, and the spec diagnostic logged once however often it is asked', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(mapImageUrl({ latitude: 32.78, longitude: -96.8 }, null)).toBeNull()
    expect(mapImageUrl({ latitude: 32.78, longitude: -96.8 }, null)).toBeNull()
    expect(warn.mock.calls).toEqual([['Cannot generate map URL: API key is missing.']])
  })

  it('with a key: a static map centred on the point with the brand pin, at twice the pixels', () => {
    const url = new URL(
      mapImageUrl({ latitude: 32.78, longitude: -96.8 }, 'browser-key-1', { width: 400, height: 200 }) ?? '',
    )
    expect(`${url.origin}${url.pathname}`).toBe('https://maps.googleapis.com/maps/api/staticmap')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      center: '32.78,-96.8',
      zoom: '15',
      size: '400x200',
      scale: '2',
      markers: 'color:0xC8102E|32.78,-96.8',
      key: 'browser-key-1',
    })
  })
})
