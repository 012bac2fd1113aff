import { describe, expect, it } from 'vitest'
import { ADDRESS_SEARCH_DEBOUNCE_MS } from './address-search.ts'
import {
  BASKET_ID_TAPS,
  BASKET_TIMED_OUT_DELAY_MS,
  LOADER_LINGER_MS,
  ORDER_TIME_UPDATED_MS,
  PASSWORD_TYPING_DELAY_MS,
} from './timings.ts'

describe('spec timings', () => {
  it('keeps the global loader 800 ms after loading ends (spec §9)', () => {
    expect(LOADER_LINGER_MS).toBe(800)
  })

  it('waits 600 ms after typing before searching an address (spec §9)', () => {
    expect(ADDRESS_SEARCH_DEBOUNCE_MS).toBe(600)
  })

  it("shows 'Order Time Updated' for 3500 ms after a time change (spec §4, §9)", () => {
    expect(ORDER_TIME_UPDATED_MS).toBe(3500)
  })

  it('shows the timed-out message 1000 ms after sending the guest home from checkout (spec §4, §9)', () => {
    expect(BASKET_TIMED_OUT_DELAY_MS).toBe(1000)
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
