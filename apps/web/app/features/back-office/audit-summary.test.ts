import type { TAuditChange } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import { changedWhen, describeChange, entityLabel } from './audit-summary.ts'

const change = (overrides: Partial<TAuditChange>): TAuditChange => ({
  id: '1',
  staffId: null,
  staffName: 'Alex Admin',
  entity: 'product',
  entityId: '101',
  action: 'update',
  storeId: null,
  storeTimezone: null,
  before: null,
  after: null,
  fromAddress: '127.0.0.1',
  revertedBy: null,
  revertOf: null,
  createdAt: '2026-11-28T10:00:00Z',
  canRevert: false,
  ...overrides,
})

describe('a line of the audit trail', () => {
  it('says a team member’s access from before to after, and a removal with what it was', () => {
    const cook = { name: 'Dana Ortiz', email: 'dana@example.com', role: 'staff', stores: ['Downtown'] }
    expect(
      describeChange(
        change({
          entity: 'staff-account',
          before: cook,
          after: { ...cook, role: 'manager', stores: ['Downtown', 'Midtown'] },
        }),
      ),
    ).toBe('Changed access for Dana Ortiz: Store staff at Downtown → Store manager at Downtown, Midtown')
    expect(
      describeChange(
        change({ entity: 'staff-account', before: cook, after: { ...cook, role: 'admin', stores: [] } }),
      ),
    ).toBe('Changed access for Dana Ortiz: Store staff at Downtown → Chain admin of every store')
    expect(describeChange(change({ entity: 'staff-account', action: 'retire', before: cook }))).toBe(
      'Removed access for Dana Ortiz (Store staff at Downtown)',
    )
    expect(entityLabel('staff-account')).toBe('Team member')
  })

  it('names a price by its product and says it from before to after, where it applies', () => {
    const price = (scope: string, extra: Record<string, unknown>) => ({
      scope,
      productId: 101,
      optionId: 0,
      ...extra,
    })
    expect(
      describeChange(
        change({
          entity: 'price-override',
          entityId: 'store:1/product:101/option:0',
          before: price('store', { storeId: 1, cost: null, name: 'Turkey Club' }),
          after: price('store', { storeId: 1, cost: 949, name: 'Turkey Club' }),
        }),
      ),
    ).toBe('Changed the price of Turkey Club at store 1: the menu’s → $9.49')
    expect(
      describeChange(
        change({
          entity: 'price-override',
          before: price('chain', { cost: 899 }),
          after: price('chain', { cost: 75_000 }),
        }),
      ),
    ).toBe('Changed the base price of product #101: $8.99 → $750.00')
  })

  it('spells each changed field, money as money and yes/no, and counts the rest', () => {
    expect(
      describeChange(
        change({
          before: { name: 'Turkey Club', cost: 899, is_featured: false, calories: 600, description: 'a' },
          after: {
            name: 'Turkey Club Deluxe',
            cost: 999,
            is_featured: true,
            calories: 650,
            description: 'b',
          },
        }),
      ),
    ).toBe(
      'Changed Turkey Club Deluxe: name “Turkey Club” → “Turkey Club Deluxe”; cost $8.99 → $9.99; featured no → yes and 2 more',
    )
  })

  it('says a store went on or off the storefront, not "is_published"', () => {
    const publish = (isPublished: boolean) =>
      change({ entity: 'store', entityId: '3', action: 'publish', after: { is_published: isPublished } })
    expect(describeChange(publish(false))).toBe('Took store #3 off the storefront')
    expect(describeChange(publish(true))).toBe('Put store #3 on the storefront')
  })

  it('names additions, retirements, moves and a spreadsheet import', () => {
    expect(describeChange(change({ action: 'create', after: { name: 'Party tray' } }))).toBe(
      'Added Party tray',
    )
    expect(describeChange(change({ action: 'retire', before: { name: 'Soup' }, after: null }))).toBe(
      'Retired Soup',
    )
    // A promotion is ended, as its list says.
    expect(
      describeChange(
        change({ entity: 'promotion', action: 'retire', before: { name: '$3 off' }, after: null }),
      ),
    ).toBe('Ended $3 off')
    expect(describeChange(change({ entity: 'category', before: { order: 2 }, after: { order: 1 } }))).toBe(
      'Moved category #101',
    )
    expect(
      describeChange(
        change({
          entity: 'price-override',
          entityId: 'import',
          action: 'import',
          after: { summary: '3 changes from 2 lines' },
        }),
      ),
    ).toBe('Imported a prices spreadsheet: 3 changes from 2 lines')
  })

  it('labels each kind of change in words', () => {
    expect(entityLabel('option-group')).toBe('Option group')
    expect(entityLabel('price-override')).toBe('Price')
  })
})

describe("a change's time", () => {
  it("reads on the clock of the store it touched, the chain's own changes on the chain's", () => {
    const createdAt = '2026-11-28T05:30:00Z'
    expect(changedWhen({ createdAt, storeTimezone: 'America/New_York' })).toBe('Nov 28, 2026, 12:30 AM EST')
    expect(changedWhen({ createdAt, storeTimezone: 'America/Los_Angeles' })).toBe('Nov 27, 2026, 9:30 PM PST')
    expect(changedWhen({ createdAt, storeTimezone: null })).toBe('Nov 27, 2026, 11:30 PM CST')
  })
})
