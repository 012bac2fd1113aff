import { describe, expect, it } from 'vitest'
import { groupHandoffNotice, groupOrderTimeText } from './group-order-time.ts'

const location = { name: 'Deep Ellum', address: '2800 Main St', city: 'Dallas', state: 'TX' }

describe('the group’s time as participants read it (spec §4)', () => {
  it('names the host’s chosen time, ASAP while the store is open, and no time yet otherwise', () => {
    expect(groupOrderTimeText({ mode: 'advance', wanted: '20261128 12:15' }, false)).toBe(
      'Sat, Nov 28 · 12:15 PM',
    )
    expect(groupOrderTimeText({ mode: 'asap', wanted: null }, true)).toBe('Next Available')
    expect(groupOrderTimeText({ mode: 'asap', wanted: null }, false)).toBe(
      'The host has not chosen a time yet',
    )
    expect(groupOrderTimeText({ mode: 'advance', wanted: null }, true)).toBe(
      'The host has not chosen a time yet',
    )
  })

  it('tells when and where the food is handed off once the host completed the group', () => {
    const ordertime = { mode: 'advance', wanted: '20261128 12:15' } as const
    expect(groupHandoffNotice({ handoff: 'pickup', ordertime, hostfullname: 'Ana Ruiz', location })).toBe(
      'Pickup Sat, Nov 28 · 12:15 PM at Deep Ellum, 2800 Main St, Dallas, TX.',
    )
    expect(groupHandoffNotice({ handoff: 'curbside', ordertime, hostfullname: 'Ana Ruiz', location })).toBe(
      'Pickup Sat, Nov 28 · 12:15 PM at Deep Ellum, 2800 Main St, Dallas, TX.',
    )
    expect(
      groupHandoffNotice({
        handoff: 'delivery',
        ordertime: { mode: 'asap', wanted: null },
        hostfullname: 'Ana Ruiz',
        location,
      }),
    ).toBe("Delivered as soon as possible with Ana Ruiz's order.")
  })
})
