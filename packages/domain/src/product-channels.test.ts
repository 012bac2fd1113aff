import { describe, expect, it } from 'vitest'
import { lineChannels, productChannelProblem } from './product-channels.ts'

describe('productChannelProblem', () => {
  const club = { name: 'Turkey Club', channels: ['web', 'app'] }

  it('allows a product on every channel it is sold on', () => {
    expect(productChannelProblem(club, ['web'])).toBeNull()
    expect(productChannelProblem(club, ['app'])).toBeNull()
  })

  it('names the product and the first channel it is not sold on', () => {
    expect(productChannelProblem(club, ['kiosk'])).toBe('Turkey Club is not sold at the store kiosk.')
    expect(productChannelProblem(club, ['web', 'catering'])).toBe(
      'Turkey Club is not sold for catering orders.',
    )
  })
})

describe('lineChannels', () => {
  it('is the basket channel, and catering too for a catering order', () => {
    expect(lineChannels('kiosk', false)).toEqual(['kiosk'])
    expect(lineChannels('web', true)).toEqual(['web', 'catering'])
  })
})
