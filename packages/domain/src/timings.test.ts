import { describe, expect, it } from 'vitest'
import { BASKET_ID_TAPS, LOADER_LINGER_MS, PASSWORD_TYPING_DELAY_MS } from './timings.ts'

// The address-search debounce (600 ms), the 'Order Time Updated' alert (3500 ms) and the timed-out
// message's delay (1000 ms) are measured in the browser on the page's clock, with the spec's numbers:
// e2e ordering-start, ordering-time and bag-session.

describe('spec timings', () => {
  it('keeps the global loader 800 ms after loading ends (spec §9)', () => {
    expect(LOADER_LINGER_MS).toBe(800)
  })

  it('copies the basket id after 10 taps on the bag title (spec §2, §9)', () => {
    expect(BASKET_ID_TAPS).toBe(10)
  })
})

describe('password field timing', () => {
  it('fires the change handler 500 ms after typing stops (spec §5, §9)', () => {
    expect(PASSWORD_TYPING_DELAY_MS).toBe(500)
  })
})
