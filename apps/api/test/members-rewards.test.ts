import { beforeAll, describe, expect, it } from 'vitest'
import { memberOffers, WELCOME_OFFER_DAYS } from '../src/modules/members/member-offers.ts'
import { API } from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { signUpMember } from './member-helpers.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const rewards = (headers: Record<string, string>) => t.call({ method: 'GET', url: `${API}/rewards`, headers })
const monthOf = (date: Date) => String(date.getUTCMonth() + 1).padStart(2, '0')

describe('GET /api/v1/rewards', () => {
  it("answers the member's points and a welcome offer for a new member", async () => {
    const member = await signUpMember(t, { birthday: '1990-01-01' })
    await t.db.$client.query('update users set points = 120 where id = $1', [member.user.id])
    const data = expectOk(await rewards(member.headers))
    expect(data.points).toBe(120)
    const welcome = data.offers.find((offer: { id: string }) => offer.id === 'welcome')
    expect(welcome.title).toBe('Welcome to Red Door Deli')
    const days = (new Date(welcome.expires).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(WELCOME_OFFER_DAYS - 1)
    expect(days).toBeLessThanOrEqual(WELCOME_OFFER_DAYS)
  })

  it('adds a birthday offer in the birthday month; the welcome offer ends after 30 days', async () => {
    const now = new Date()
    const member = await signUpMember(t, { birthday: `1980-${monthOf(now)}-01` })
    await t.db.$client.query(`update users set created_at = now() - interval '31 days' where id = $1`, [
      member.user.id,
    ])
    const data = expectOk(await rewards(member.headers))
    expect(data.offers.map((offer: { id: string }) => offer.id)).toEqual([`birthday-${now.getUTCFullYear()}`])
  })

  it('is 401 SIGN_IN_REQUIRED for a guest', async () => {
    expectError(await rewards({}), 401, 'SIGN_IN_REQUIRED')
  })
})

describe('memberOffers', () => {
  const now = new Date('2026-03-15T12:00:00Z')
  it('gives a welcome offer until 30 days after the account was created', () => {
    const created = new Date('2026-03-01T00:00:00Z')
    expect(memberOffers({ createdAt: created, birthday: null }, now)).toEqual([
      {
        id: 'welcome',
        title: 'Welcome to Red Door Deli',
        description: 'A free cookie with any sandwich on your next order.',
        expires: '2026-03-31T00:00:00.000Z',
      },
    ])
    expect(memberOffers({ createdAt: new Date('2026-02-13T11:59:59Z'), birthday: null }, now)).toEqual([])
  })

  it('gives a birthday offer through the end of the birthday month only', () => {
    const old = new Date('2020-01-01T00:00:00Z')
    expect(memberOffers({ createdAt: old, birthday: '1990-03-30' }, now)).toEqual([
      {
        id: 'birthday-2026',
        title: 'Happy birthday!',
        description: 'A free regular sandwich of your choice, any day this month.',
        expires: '2026-03-31T23:59:59.999Z',
      },
    ])
    expect(memberOffers({ createdAt: old, birthday: '1990-04-01' }, now)).toEqual([])
    expect(
      memberOffers({ createdAt: old, birthday: '1990-12-31' }, new Date('2026-12-31T23:00:00Z'))[0]?.expires,
    ).toBe('2026-12-31T23:59:59.999Z')
  })
})
