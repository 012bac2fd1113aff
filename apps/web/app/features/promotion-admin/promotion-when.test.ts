import { describe, expect, it } from 'vitest'
import { promotionStatus, promotionWhenText } from './promotion-when.ts'

describe('when a promotion runs, as the list says it (ADR 061)', () => {
  it('reads start and end as the store’s wall clock, with weekday and year', () => {
    expect(promotionWhenText({ starts_at: '2026-12-01T11:00', ends_at: '2026-12-31T23:59' })).toBe(
      'Tue, Dec 1, 2026, 11:00 AM – Thu, Dec 31, 2026, 11:59 PM',
    )
    // Across the new year, each side names its own year.
    expect(promotionWhenText({ starts_at: '2026-12-31T18:00', ends_at: '2027-01-02T00:00' })).toBe(
      'Thu, Dec 31, 2026, 6:00 PM – Sat, Jan 2, 2027, 12:00 AM',
    )
  })

  it('says “onwards” without an end, and the end’s time alone within one day', () => {
    expect(promotionWhenText({ starts_at: '2026-11-30T00:00', ends_at: null })).toBe(
      'Mon, Nov 30, 2026, 12:00 AM onwards',
    )
    expect(promotionWhenText({ starts_at: '2026-12-01T11:00', ends_at: '2026-12-01T14:30' })).toBe(
      'Tue, Dec 1, 2026, 11:00 AM – 2:30 PM',
    )
  })

  it('converts no time zone: a wall time a local Date would move (a DST gap) stays as typed', () => {
    const before = process.env.TZ
    // 2:30 AM does not exist in New York on Mar 14, 2027; a store elsewhere may still open a promotion then.
    process.env.TZ = 'America/New_York'
    try {
      expect(promotionWhenText({ starts_at: '2027-03-14T02:30', ends_at: null })).toBe(
        'Sun, Mar 14, 2027, 2:30 AM onwards',
      )
    } finally {
      if (before === undefined) delete process.env.TZ
      else process.env.TZ = before
    }
  })

  it('says when a promotion ended by hand before its end ended, on the chain’s clock', () => {
    const ended = '2026-11-27T21:04:00Z' // 3:04 PM in Chicago
    expect(promotionWhenText({ starts_at: '2026-11-01T00:00', ends_at: null, ended_at: ended })).toBe(
      'Sun, Nov 1, 2026, 12:00 AM – ended Fri, Nov 27, 2026, 3:04 PM',
    )
    expect(
      promotionWhenText({ starts_at: '2026-11-01T00:00', ends_at: '2026-12-31T23:59', ended_at: ended }),
    ).toBe('Sun, Nov 1, 2026, 12:00 AM – ended Fri, Nov 27, 2026, 3:04 PM')
    // Ended by hand after it was over: its own end stands.
    expect(
      promotionWhenText({ starts_at: '2026-11-01T00:00', ends_at: '2026-11-02T00:00', ended_at: ended }),
    ).toBe('Sun, Nov 1, 2026, 12:00 AM – Mon, Nov 2, 2026, 12:00 AM')
  })

  it('shows text that is not a wall clock as it came', () => {
    expect(promotionWhenText({ starts_at: '2026-02-31T10:00', ends_at: 'soon' })).toBe(
      '2026-02-31T10:00 – soon',
    )
  })
})

describe("where a promotion stands, on the chain's clock", () => {
  // 2026-11-28 12:00 in Chicago.
  const now = new Date('2026-11-28T18:00:00Z')
  const promotion = (starts_at: string, ends_at: string | null, ended_at: string | null = null) => ({
    starts_at,
    ends_at,
    ended_at,
  })

  it('is scheduled before its start, live between, over after its end, ended when ended by hand', () => {
    expect(promotionStatus(promotion('2027-04-01T00:00', null), now)).toBe('Scheduled')
    expect(promotionStatus(promotion('2026-11-28T12:01', null), now)).toBe('Scheduled')
    expect(promotionStatus(promotion('2026-11-28T12:00', '2026-11-28T12:01'), now)).toBe('Live')
    expect(promotionStatus(promotion('2026-11-01T00:00', '2026-11-28T12:00'), now)).toBe('Over')
    expect(promotionStatus(promotion('2026-11-01T00:00', null, '2026-11-20T10:00:00Z'), now)).toBe('Ended')
  })
})
