import { describe, expect, it } from 'vitest'
import { ADDRESS_SEARCH_DEBOUNCE_MS } from './address-search.ts'
import { LOADER_LINGER_MS } from './timings.ts'

describe('spec timings', () => {
  it('keeps the global loader 800 ms after loading ends (spec §9)', () => {
    expect(LOADER_LINGER_MS).toBe(800)
  })

  it('waits 600 ms after typing before searching an address (spec §9)', () => {
    expect(ADDRESS_SEARCH_DEBOUNCE_MS).toBe(600)
  })
})
