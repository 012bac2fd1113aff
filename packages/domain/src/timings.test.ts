import { describe, expect, it } from 'vitest'
import { LOADER_LINGER_MS } from './timings.ts'

// The address-search debounce (600 ms), the 'Order Time Updated' alert (3500 ms) and the timed-out
// message's delay (1000 ms) are measured in the browser on the page's clock, with the spec's numbers:
// e2e ordering-start, ordering-time and bag-session; the password field's 500 ms by account-signup; the
// basket id after 10 taps by bag-clear.

describe('spec timings', () => {
  it('keeps the global loader 800 ms after loading ends (spec §9)', () => {
    expect(LOADER_LINGER_MS).toBe(800)
  })
})
