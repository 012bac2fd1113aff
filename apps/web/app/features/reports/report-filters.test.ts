import { describe, expect, it } from 'vitest'
import { filtersFromSearch, regionsFor, searchOfFilters, storeNumberProblem } from './report-filters.ts'

const store = (id: number, state: string) => ({ id, name: `Store ${id}`, timezone: 'America/Chicago', state })

describe("the reports' regions", () => {
  it('names the regions the API offers, in its order, keeping a code it has no name for', () => {
    expect(regionsFor(['OK', 'TX', 'ZZ'])).toEqual([
      ['OK', 'Oklahoma'],
      ['TX', 'Texas'],
      ['ZZ', 'ZZ'],
    ])
    expect(regionsFor([])).toEqual([])
  })

  it("opens a chain admin's region only where the chain has stores", () => {
    const admin = { role: 'admin' as const, every_store: true, stores: [], regions: ['NC', 'TX'] }
    const now = new Date('2026-11-27T15:00:00Z')
    expect(filtersFromSearch(new URLSearchParams('region=TX'), admin, now).scope).toBe('region:TX')
    expect(filtersFromSearch(new URLSearchParams('region=WY'), admin, now).scope).toBe('')
  })
})

describe("the reports' address", () => {
  const now = new Date('2026-11-27T15:00:00Z')
  const manager = {
    role: 'manager' as const,
    every_store: false,
    stores: [store(1, 'TX'), store(2, 'TX'), store(3, 'OK')],
    regions: ['OK', 'TX'],
  }
  const staff = { ...manager, role: 'staff' as const, stores: [store(1, 'TX')], regions: ['TX'] }
  const read = (viewer: Parameters<typeof filtersFromSearch>[1], search: string) =>
    filtersFromSearch(new URLSearchParams(search), viewer, now)

  it('round-trips what the form chose: a preset by name, chosen days as days, a store or a region', () => {
    const lastWeek = read(manager, 'preset=last_week&store_id=2&by=week')
    expect(lastWeek).toEqual({
      preset: 'last_week',
      from: '2026-11-16',
      to: '2026-11-22',
      scope: 'store:2',
      by: 'week',
    })
    expect(searchOfFilters(lastWeek).toString()).toBe('preset=last_week&store_id=2&by=week')
    const custom = read(manager, 'preset=custom&from=2026-10-01&to=2026-10-31&region=OK&by=day')
    expect(custom).toEqual({
      preset: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
      scope: 'region:OK',
      by: 'day',
    })
    expect(read(manager, searchOfFilters(custom).toString())).toEqual(custom)
    expect(read(manager, searchOfFilters({ ...custom, scope: '' }).toString()).scope).toBe('')
  })

  it("opens the viewer's default for what their form would not offer, or days the API would refuse", () => {
    const fallback = read(manager, '')
    expect(fallback).toMatchObject({ preset: 'last_7_days', scope: '', by: 'day' })
    expect(read(manager, 'preset=custom&from=2026-11-20&to=2026-11-01')).toEqual(fallback)
    expect(read(manager, 'preset=someday&store_id=9&by=decade')).toEqual(fallback)
    expect(read(manager, 'region=CA').scope).toBe('')
    // Store staff read today at their own store only, by hour or by day.
    expect(read(staff, 'preset=last_month&store_id=2&by=week')).toEqual(read(staff, ''))
    expect(read(staff, 'preset=custom&from=2026-11-01&to=2026-11-02').preset).toBe('today')
    expect(read(staff, 'by=day')).toMatchObject({ preset: 'today', scope: 'store:1', by: 'day' })
  })
})

describe("a chain admin's store", () => {
  const admin = { role: 'admin' as const, every_store: true, stores: [], regions: ['TX'] }
  const now = new Date('2026-11-27T15:00:00Z')

  it('is any store of the chain by its number, its days on the chain’s clock', () => {
    const filters = filtersFromSearch(new URLSearchParams('preset=today&store_id=78'), admin, now)
    expect(filters).toMatchObject({ scope: 'store:78', from: '2026-11-27', to: '2026-11-27' })
    expect(filtersFromSearch(new URLSearchParams('store_id=0'), admin, now).scope).toBe('')
  })

  it('is refused before asking when its number is not a number', () => {
    expect(storeNumberProblem('store:')).toBe('Type the store’s number, like 12.')
    expect(storeNumberProblem('store:12a')).toBe('Type the store’s number, like 12.')
    expect(storeNumberProblem('store:12')).toBeNull()
    expect(storeNumberProblem('region:TX')).toBeNull()
  })
})
