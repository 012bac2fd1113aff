import { describe, expect, it } from 'vitest'
import { isBirthdaySettled, memberOffers, OFFER_TEXTS, WELCOME_OFFER_DAYS } from './member-offers.ts'

const now = new Date('2026-03-15T12:00:00Z')
const chainName = 'Red Door Deli'
const none = new Set<string>()

describe('memberOffers', () => {
  it('gives a welcome offer (free cookie with any sandwich) until 30 days after sign-up', () => {
    const created = new Date('2026-03-01T00:00:00Z')
    const [welcome, ...rest] = memberOffers({ createdAt: created, birthday: null }, now, {
      chainName,
      used: none,
    })
    expect(rest).toEqual([])
    expect(welcome).toMatchObject({
      id: 'welcome',
      title: 'Welcome to Red Door Deli',
      description: 'A free cookie with any sandwich on your next order.',
      label: 'Welcome offer: free cookie',
      target: 'cookie',
      requires: 'sandwich',
    })
    expect(welcome?.expires.toISOString()).toBe('2026-03-31T00:00:00.000Z')
    expect(WELCOME_OFFER_DAYS).toBe(30)
    const late = new Date('2026-02-13T11:59:59Z')
    expect(memberOffers({ createdAt: late, birthday: null }, now, { chainName, used: none })).toEqual([])
  })

  it('gives the welcome offer once: not after it was used', () => {
    const created = new Date('2026-03-10T00:00:00Z')
    const used = new Set(['welcome'])
    expect(memberOffers({ createdAt: created, birthday: null }, now, { chainName, used })).toEqual([])
  })

  it('gives a birthday treat through the birthday month, once a year', () => {
    const old = new Date('2020-01-01T00:00:00Z')
    const [birthday] = memberOffers({ createdAt: old, birthday: '1990-03-30' }, now, {
      chainName,
      used: none,
    })
    expect(birthday).toMatchObject({
      id: 'birthday-2026',
      title: 'Happy birthday!',
      description: OFFER_TEXTS.birthday.description,
      label: 'Birthday offer: free sandwich',
      target: 'sandwich',
      maxValue: 1400,
    })
    expect(birthday?.expires.toISOString()).toBe('2026-03-31T23:59:59.999Z')
    const used = new Set(['birthday-2026'])
    expect(memberOffers({ createdAt: old, birthday: '1990-03-30' }, now, { chainName, used })).toEqual([])
    expect(memberOffers({ createdAt: old, birthday: '1990-04-01' }, now, { chainName, used: none })).toEqual(
      [],
    )
    expect(memberOffers({ createdAt: old, birthday: null }, now, { chainName, used: none })).toEqual([])
    const newYearsEve = new Date('2026-12-31T23:00:00Z')
    const december = memberOffers({ createdAt: old, birthday: '1990-12-31' }, newYearsEve, {
      chainName,
      used: none,
    })
    expect(december[0]?.expires.toISOString()).toBe('2026-12-31T23:59:59.999Z')
  })

  it('gives no birthday treat for a birthday set or changed this month; it counts from next month on', () => {
    const old = new Date('2020-01-01T00:00:00Z')
    const member = (birthdayChangedAt: Date | null) => ({
      createdAt: old,
      birthday: '1990-03-30',
      birthdayChangedAt,
    })
    const offers = (changedAt: Date | null, at = now) =>
      memberOffers(member(changedAt), at, { chainName, used: none }).map((offer) => offer.id)
    // Changed into March during March: nothing this March.
    expect(offers(new Date('2026-03-02T08:00:00Z'))).toEqual([])
    expect(offers(new Date('2026-03-01T00:00:00Z'))).toEqual([])
    // Changed in February (or never recorded): March's treat is there.
    expect(offers(new Date('2026-02-28T23:59:59Z'))).toEqual(['birthday-2026'])
    expect(offers(null)).toEqual(['birthday-2026'])
    // A change in March 2026 counts in March 2027.
    expect(offers(new Date('2026-03-02T08:00:00Z'), new Date('2027-03-10T12:00:00Z'))).toEqual([
      'birthday-2027',
    ])
  })
})

describe('isBirthdaySettled', () => {
  it('is true when the birthday was not set or changed in the current UTC month', () => {
    expect(isBirthdaySettled(null, now)).toBe(true)
    expect(isBirthdaySettled(new Date('2026-02-28T23:59:59.999Z'), now)).toBe(true)
    expect(isBirthdaySettled(new Date('2026-03-01T00:00:00Z'), now)).toBe(false)
    expect(isBirthdaySettled(new Date('2026-03-15T11:00:00Z'), now)).toBe(false)
  })
})
