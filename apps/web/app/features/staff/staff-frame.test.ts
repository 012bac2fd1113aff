import { describe, expect, it } from 'vitest'
import { areasFor, currentOf, storePageTitle } from './staff-frame.tsx'

describe("the staff pages' navigation (ADR 017 amendment)", () => {
  it('offers each role the areas it may open, in order', () => {
    const titles = (role: Parameters<typeof areasFor>[0]) => areasFor(role).map((area) => area.title)
    expect(titles('admin')).toEqual([
      'Catalogue',
      'Stores',
      'Promotions',
      'Drafts',
      'Audit trail',
      'Reports',
      'Team',
    ])
    expect(titles('manager')).toEqual(['Catalogue', 'Stores', 'Promotions', 'Audit trail', 'Reports', 'Team'])
    expect(titles('staff')).toEqual(['Catalogue', 'Stores', 'Reports'])
  })

  it('marks the page itself, and the area a page sits under unless the area is current only at its own address', () => {
    expect(currentOf('/staff/back-office/stores', '/staff/back-office/stores')).toBe('page')
    expect(currentOf('/staff/back-office/stores/2', '/staff/back-office/stores')).toBe('true')
    expect(currentOf('/staff/back-office/stores', '/staff/back-office', true)).toBeUndefined()
    expect(currentOf('/staff/back-office-x', '/staff/back-office')).toBeUndefined()
  })

  it("titles a store's page by the name its link has", () => {
    expect(storePageTitle('board', { name: 'Deep Ellum' })).toBe('Order board – Deep Ellum')
    expect(storePageTitle('settings', { name: 'Deep Ellum' })).toBe('Settings – Deep Ellum')
  })
})
