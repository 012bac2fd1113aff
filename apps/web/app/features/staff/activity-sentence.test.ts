import type { TStaffAction } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import { activitySentence } from './activity-sentence.ts'

const entry = (
  action: string,
  subject: string | null,
  detail: Record<string, unknown> = {},
): TStaffAction => ({
  id: '1',
  staffName: 'Morgan Manager',
  action,
  subject,
  detail,
  createdAt: '2026-11-28T10:00:00Z',
})

describe("a store's activity in sentences", () => {
  it('says what a setting was set to, or that it went back to the chain’s', () => {
    expect(activitySentence(entry('store.capacity', null, { capacity: 9 }))).toBe(
      'Set orders per time slot to 9',
    )
    expect(activitySentence(entry('store.stations', null, { stations: null }))).toBe(
      'Set kitchen stations to the chain’s default',
    )
    // An entry from before the replaced hours were kept says only what changed.
    expect(activitySentence(entry('store.hours', 'pickup', { periods: [] }))).toBe('Changed the pickup hours')
    expect(activitySentence(entry('store.hours', null, { periods: [] }))).toBe('Changed the hours')
    const monday = { day: 1, open: '10:30', close: '21:00' }
    const sunday = { day: 0, open: '11:00', close: '20:00' }
    expect(
      activitySentence(
        entry('store.hours', 'pickup', { before: [monday], periods: [sunday, { ...monday, open: '10:00' }] }),
      ),
    ).toBe(
      'Changed the pickup hours: Sunday from closed to 11:00 AM – 8:00 PM; Monday from 10:30 AM – 9:00 PM to 10:00 AM – 9:00 PM',
    )
    expect(activitySentence(entry('store.hours', 'delivery', { before: [monday], periods: [] }))).toBe(
      'Changed the delivery hours: Monday from 10:30 AM – 9:00 PM to closed',
    )
    expect(activitySentence(entry('store.hours', 'curbside', { before: [monday], periods: [monday] }))).toBe(
      'Saved the curbside hours unchanged',
    )
    expect(activitySentence(entry('store.timing', null, { asap_paused: true, extra_lead_minutes: 60 }))).toBe(
      'Set the order timing: ASAP orders paused, 60 minutes of extra lead time',
    )
  })

  it('names days, items, kiosks and orders', () => {
    expect(activitySentence(entry('store.close-day', '20261201'))).toBe('Closed Tue, Dec 1')
    expect(activitySentence(entry('store.reopen-day', '20261201'))).toBe('Opened Tue, Dec 1 again')
    // A day in another year than the change names its year.
    expect(activitySentence(entry('store.close-day', '20270101'))).toBe('Closed Fri, Jan 1, 2027')
    expect(activitySentence(entry('item.hold', 'product:101', { length: 'today' }))).toBe(
      'Held product #101 for today',
    )
    expect(activitySentence(entry('item.release', 'option:7'))).toBe('Released option #7')
    // An entry that carries the item's name says it.
    expect(activitySentence(entry('item.hold', 'product:122', { length: 'today', name: 'Hot Reuben' }))).toBe(
      'Held Hot Reuben for today',
    )
    expect(activitySentence(entry('item.release', 'option:7', { name: 'Rye' }))).toBe('Released Rye')
    expect(activitySentence(entry('kiosk.set-up', 'k1'))).toBe('Set up a kiosk')
    expect(
      activitySentence(entry('order.status', '0123456789abcdef', { status: 'in_progress', number: 1001 })),
    ).toBe('Moved order #1001 to “In progress”')
    expect(
      activitySentence(
        entry('order.refund', '0123456789abcdef', { number: 1001, reason: 'wrong_order', amount: 1190 }),
      ),
    ).toBe('Refunded order #1001 ($11.90): Wrong order')
    // Recorded before the number was kept: the order's id, as it was.
    expect(activitySentence(entry('order.status', '0123456789abcdef', { status: 'ready' }))).toBe(
      'Moved order 01234567 to “Ready”',
    )
    expect(activitySentence(entry('rewards.check-in', '5', { points: 12 }))).toBe(
      'Checked a member in (12 points)',
    )
  })
})
