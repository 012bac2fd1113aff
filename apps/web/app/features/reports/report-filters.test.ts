import { describe, expect, it } from 'vitest'
import { regionsFor } from './report-filters.ts'

const store = (id: number, state: string) => ({ id, name: `Store ${id}`, timezone: 'America/Chicago', state })

describe("the reports' regions", () => {
  it('offers a manager the states of their own stores only, once each', () => {
    const regions = regionsFor({
      every_store: false,
      stores: [store(1, 'TX'), store(2, 'TX'), store(3, 'OK')],
    })
    expect(regions.map(([code]) => code).sort()).toEqual(['OK', 'TX'])
    expect(regions.find(([code]) => code === 'TX')?.[1]).toBe('Texas')
  })

  it('offers a chain admin every state', () => {
    const regions = regionsFor({ every_store: true, stores: [] })
    expect(regions.map(([code]) => code)).toContain('CA')
    expect(regions.length).toBeGreaterThan(50)
  })
})
