import type { TMenu, TProduct } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import {
  heldItems,
  holdEnd,
  isHoldActive,
  isLineAvailable,
  menuWithoutHeld,
  nextHoldEnd,
  productWithoutHeld,
  unavailableItemMessage,
} from './item-availability.ts'

const now = new Date('2026-07-06T16:52:00Z') // 11:52 CDT

const product = (id: number, groups: TProduct['optionGroups'] = []): TProduct => ({
  product_id: id,
  name: `Product ${id}`,
  description: '',
  cost: 1000,
  calories: 500,
  dietary: [],
  allergens: [],
  images: { 'mobile-webapp-menu': { url: '/x.jpg' } },
  quantities: { min: 1, max: 10 } as TProduct['quantities'],
  optionGroups: groups,
  available: true,
  channels: ['web', 'app', 'kiosk', 'catering'],
  is_utensils: false,
})
const option = (id: number) => ({
  id,
  name: `Option ${id}`,
  cost: 0,
  calories: 0,
  isDefault: false,
  allergens: [],
})
const group = (id: number, min: number, ids: number[]) => ({
  id,
  name: `Group ${id}`,
  description: '',
  min,
  max: 3,
  options: ids.map(option),
})

describe('isHoldActive and heldItems', () => {
  it('counts a hold without an end, and one whose end is still ahead', () => {
    expect(isHoldActive({ until: null }, now)).toBe(true)
    expect(isHoldActive({ until: new Date(now.getTime() + 1) }, now)).toBe(true)
    expect(isHoldActive({ until: now }, now)).toBe(false)
  })

  it('splits active holds into products and options, leaving ended ones out', () => {
    const held = heldItems(
      [
        { kind: 'product', itemId: 1, until: null },
        { kind: 'option', itemId: 7, until: new Date(now.getTime() + 60_000) },
        { kind: 'product', itemId: 2, until: new Date(now.getTime() - 1) },
      ],
      now,
    )
    expect([...held.products]).toEqual([1])
    expect([...held.options]).toEqual([7])
  })

  it('says when the held items next change by themselves: the earliest end still ahead, else never', () => {
    const soon = new Date(now.getTime() + 60_000)
    const later = new Date(now.getTime() + 3_600_000)
    const holds = [{ until: null }, { until: later }, { until: soon }, { until: new Date(now.getTime() - 1) }]
    expect(nextHoldEnd(holds, now)).toEqual(soon)
    expect(nextHoldEnd([{ until: null }], now)).toBeNull()
    expect(nextHoldEnd([{ until: now }], now)).toBeNull()
    expect(nextHoldEnd([], now)).toBeNull()
  })
})

describe('holdEnd', () => {
  it("ends 'today' at the store's next local midnight, in its own zone", () => {
    expect(holdEnd('today', now, 'America/Chicago')?.toISOString()).toBe('2026-07-07T05:00:00.000Z')
    expect(holdEnd('today', now, 'America/Los_Angeles')?.toISOString()).toBe('2026-07-07T07:00:00.000Z')
  })

  it("ends 'today' at the right midnight late in the evening and across a DST change", () => {
    // 23:30 CST on Saturday 2026-03-07; the clocks spring forward on Sunday at 02:00.
    const late = new Date('2026-03-08T05:30:00Z')
    expect(holdEnd('today', late, 'America/Chicago')?.toISOString()).toBe('2026-03-08T06:00:00.000Z')
  })

  it("never ends an 'indefinite' hold", () => {
    expect(holdEnd('indefinite', now, 'America/Chicago')).toBeNull()
  })
})

describe('lines and the menu without held items', () => {
  const held = { products: new Set([1]), options: new Set([11]) }

  it('a line is unavailable when its product or one of its options is held', () => {
    expect(isLineAvailable(held, 1, [])).toBe(false)
    expect(isLineAvailable(held, 2, [10, 11])).toBe(false)
    expect(isLineAvailable(held, 2, [10])).toBe(true)
  })

  it('drops held options, an optional group left empty, and a product whose required group cannot be met', () => {
    expect(productWithoutHeld(product(1), held)).toBeNull()
    const trimmed = productWithoutHeld(product(2, [group(5, 1, [10, 11]), group(6, 0, [11])]), held)
    expect(trimmed?.optionGroups).toEqual([group(5, 1, [10])])
    expect(productWithoutHeld(product(3, [group(5, 1, [11])]), held)).toBeNull()
  })

  it('leaves the menu alone without holds and drops categories left empty', () => {
    const menu: TMenu = {
      id: 1,
      store_id: 1,
      name: 'Store',
      categories: [
        { id: 1, name: 'A', slug: 'a', description: '', superCategory: 'mealtime', products: [product(1)] },
        { id: 2, name: 'B', slug: 'b', description: '', superCategory: 'mealtime', products: [product(2)] },
      ],
    }
    expect(menuWithoutHeld(menu, { products: new Set(), options: new Set() })).toBe(menu)
    expect(menuWithoutHeld(menu, held).categories.map((category) => category.id)).toEqual([2])
  })

  it('tells the basket in a spec-style sentence', () => {
    expect(unavailableItemMessage('The Red Door Club')).toBe(
      'Sorry, The Red Door Club is not available right now. Please remove it from your bag.',
    )
  })
})
