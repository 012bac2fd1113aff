import { describe, expect, it } from 'vitest'
import { NO_TIME_TEXT, orderTimeText, readyAroundText } from './order-time-text.ts'

const asap = { mode: 'asap' as const, wanted: null, asapAvailable: true, earliest: '20261123 12:15' }
const ahead = { mode: 'advance' as const, wanted: '20261121 12:15', asapAvailable: true, earliest: null }

describe('orderTimeText', () => {
  it('says ASAP with the earliest time in full, and only the mode where space is short', () => {
    expect(orderTimeText(asap)).toBe('Next Available · Ready around 12:15 PM')
    expect(orderTimeText(asap, 'short')).toBe('Next Available')
    expect(orderTimeText(asap, 'full', 'dispatch')).toBe('Next Available · Arrives around 12:15 PM')
  })

  it('leaves the estimate out when ASAP is not available or there is no earliest time', () => {
    expect(orderTimeText({ ...asap, asapAvailable: false })).toBe('Next Available')
    expect(orderTimeText({ ...asap, earliest: null })).toBe('Next Available')
  })

  it("says an ASAP quote as 'Ready around' the store-local time, to the minute", () => {
    expect(readyAroundText('20261123 12:40')).toBe('Ready around 12:40 PM')
    expect(readyAroundText('20261123 12:40', 'delivery')).toBe('Arrives around 12:40 PM')
    expect(readyAroundText('20261123 12:40', 'curbside')).toBe('Ready around 12:40 PM')
    expect(readyAroundText('20261123 00:07')).toBe('Ready around 12:07 AM')
  })

  it('names the day and the store-local time when ordering ahead', () => {
    expect(orderTimeText(ahead)).toBe('Order Ahead · Sat, Nov 21 · 12:15 PM')
    expect(orderTimeText(ahead, 'short')).toBe('Sat, Nov 21 · 12:15 PM')
  })

  it('asks for a time when ordering ahead without one, in either style', () => {
    expect(orderTimeText({ ...ahead, wanted: null })).toBe(NO_TIME_TEXT)
    expect(orderTimeText({ ...ahead, wanted: null }, 'short')).toBe('Choose a time')
  })
})
