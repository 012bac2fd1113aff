import { cartTotals } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { API, cartUrl, getCart, openCart } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { orderStore, signInMember } from './order-helpers.ts'
import { basketWith, lineOfKind, memberWithPoints, redeem, rewardsOf } from './rewards-helpers.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const UNKNOWN_CART = '00000000-0000-4000-8000-000000000000'

describe('GET /api/v1/rewards', () => {
  it('answers the balance, the catalogue with progress, the next reward, offers and history', async () => {
    const member = await memberWithPoints(t, 300)
    const data = await rewardsOf(t, member)
    expect(data).toMatchObject({ points: 300, available: 300, history: [], offers: [] })
    expect(data.next).toEqual({ id: 'free-side', name: 'Free side', points_to_next: 100, percent: 75 })
    expect(
      data.catalogue.map((reward: { id: string; can_redeem: boolean }) => [reward.id, reward.can_redeem]),
    ).toEqual([
      ['free-cookie', true],
      ['free-side', false],
      ['five-off', false],
      ['free-sandwich', false],
    ])
  })

  it("shows a new member's welcome offer (worded once, in the domain) and getOffers lists it", async () => {
    const member = await memberWithPoints(t, 0, { isNew: true })
    const [welcome] = (await rewardsOf(t, member)).offers
    expect(welcome).toMatchObject({
      id: 'welcome',
      title: 'Welcome to Red Door Deli',
      description: 'A free cookie with any sandwich on your next order.',
      label: 'Welcome offer: free cookie',
    })
    const days = (new Date(welcome.expires).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29)
    expect(days).toBeLessThanOrEqual(30)
    const offers = expectOk(
      await t.call({ method: 'GET', url: `${API}/rewards/offers`, headers: member.headers }),
    )
    expect(offers.offers).toEqual([welcome])
  })

  it('adds a birthday treat in the birthday month', async () => {
    const member = await memberWithPoints(t, 0)
    const month = String(new Date().getUTCMonth() + 1).padStart(2, '0')
    await t.db.$client.query('update users set birthday = $2 where id = $1', [
      member.userId,
      `1980-${month}-01`,
    ])
    const ids = (await rewardsOf(t, member)).offers.map((offer: { id: string }) => offer.id)
    expect(ids).toEqual([`birthday-${new Date().getUTCFullYear()}`])
  })

  it('is 401 SIGN_IN_REQUIRED for a guest, also for getOffers', async () => {
    expectError(await t.call({ method: 'GET', url: `${API}/rewards` }), 401, 'SIGN_IN_REQUIRED')
    expectError(await t.call({ method: 'GET', url: `${API}/rewards/offers` }), 401, 'SIGN_IN_REQUIRED')
  })
})

describe('POST /api/v1/rewards/redeem', () => {
  it('puts the reward on the basket as a labelled discount on the right line; tax after the discount', async () => {
    const member = await memberWithPoints(t, 500)
    const basket = await basketWith(t, member, ['sandwich', 'cookie'])
    const cart = expectOk(await redeem(t, member.headers, { cart_id: basket.id, reward_id: 'free-cookie' }))
    const cookie = lineOfKind(cart, 'cookie')
    expect(cart.discounts).toEqual([
      {
        id: 'free-cookie',
        source: 'reward',
        label: 'Reward: Free cookie',
        amount: cookie.cost.unit,
        line_id: cookie.id,
        removable: true,
        problem: null,
      },
    ])
    const expected = cartTotals({
      lineTotals: cart.products.map((line: { cost: { total: number } }) => line.cost.total),
      taxRateBps: cart.totals.taxRateBps,
      deliveryFee: 0,
      discounts: [{ amount: cookie.cost.unit }],
    })
    expect(cart.totals).toEqual(expected)
    expect(cart.totals.discount).toBe(cookie.cost.unit)
    // No points move until the order is paid.
    expect((await rewardsOf(t, member)).points).toBe(500)
    expect(await getCart(t, member, basket.id)).toMatchObject({ discounts: cart.discounts, totals: expected })
  })

  it('keeps one reward per basket: a second redeem replaces the first', async () => {
    const member = await memberWithPoints(t, 1000)
    const basket = await basketWith(t, member, ['sandwich', 'cookie'])
    expectOk(await redeem(t, member.headers, { cart_id: basket.id, reward_id: 'free-cookie' }))
    const cart = expectOk(await redeem(t, member.headers, { cart_id: basket.id, reward_id: 'five-off' }))
    expect(cart.discounts.map((discount: { id: string }) => discount.id)).toEqual(['five-off'])
    expect(cart.totals.discount).toBe(500)
  })

  it('refuses with a sentence when the points are short (409) or the basket does not qualify (422)', async () => {
    const member = await memberWithPoints(t, 260)
    const basket = await basketWith(t, member, ['sandwich'])
    const short = await redeem(t, member.headers, { cart_id: basket.id, reward_id: 'free-sandwich' })
    expectError(short, 409, 'POINTS_SHORT')
    expect(short.json.message).toBe('Free sandwich needs 1,200 points; you have 260 available.')
    const noCookie = await redeem(t, member.headers, { cart_id: basket.id, reward_id: 'free-cookie' })
    expectError(noCookie, 422, 'REWARD_NOT_APPLICABLE')
    expect(noCookie.json.message).toBe('Free cookie needs a cookie in your bag.')
    expect((await getCart(t, member, basket.id)).discounts).toEqual([])
  })

  it('answers 404 for an unknown reward and 400 with the field for bad input', async () => {
    const member = await memberWithPoints(t, 5000)
    const basket = await basketWith(t, member, ['sandwich'])
    expectError(
      await redeem(t, member.headers, { cart_id: basket.id, reward_id: 'free-lunch' }),
      404,
      'REWARD_NOT_FOUND',
    )
    expectValidationError(
      await redeem(t, member.headers, { cart_id: 'nope', reward_id: 'free-cookie' }),
      'cart_id',
    )
    expectValidationError(await redeem(t, member.headers, { cart_id: basket.id }), 'reward_id')
    expectValidationError(await redeem(t, member.headers, { cart_id: basket.id, reward_id: 7 }), 'reward_id')
  })

  it('is 401 for a guest and 404 for another member’s basket or an unknown one', async () => {
    const owner = await memberWithPoints(t, 5000)
    const basket = await basketWith(t, owner, ['sandwich', 'cookie'])
    const guest = await openCart(t, { menu_id: orderStore().menu_id })
    const payload = { cart_id: basket.id, reward_id: 'free-cookie' }
    expectError(await redeem(t, guest.session.headers, payload), 401, 'SIGN_IN_REQUIRED')
    expectError(await redeem(t, {}, payload), 401, 'SIGN_IN_REQUIRED')
    const other = await memberWithPoints(t, 5000)
    expectError(await redeem(t, other.headers, payload), 404, 'CART_NOT_FOUND')
    expectError(await redeem(t, owner.headers, { ...payload, cart_id: UNKNOWN_CART }), 404, 'CART_NOT_FOUND')
    expect((await getCart(t, owner, basket.id)).discounts).toEqual([])
  })
})

describe('DELETE /api/v1/carts/{cartId}/reward (remove cart reward)', () => {
  it('takes the reward off the basket and the totals back; another session gets 404', async () => {
    const member = await memberWithPoints(t, 500)
    const basket = await basketWith(t, member, ['sandwich', 'cookie'])
    expectOk(await redeem(t, member.headers, { cart_id: basket.id, reward_id: 'free-cookie' }))
    const other = await signInMember(t)
    const url = cartUrl(basket.id, '/reward')
    expectError(await t.call({ method: 'DELETE', url, headers: other.headers }), 404, 'CART_NOT_FOUND')
    expectError(await t.call({ method: 'DELETE', url }), 404, 'CART_NOT_FOUND')
    const cart = expectOk(await t.call({ method: 'DELETE', url, headers: member.headers }))
    expect(cart.discounts).toEqual([])
    expect(cart.totals).toEqual(basket.totals)
    expectOk(await t.call({ method: 'DELETE', url, headers: member.headers }))
  })

  it('a reward whose item left the bag stays with its reason and validate refuses it', async () => {
    const member = await memberWithPoints(t, 500)
    const basket = await basketWith(t, member, ['sandwich', 'cookie'])
    expectOk(await redeem(t, member.headers, { cart_id: basket.id, reward_id: 'free-cookie' }))
    const cookie = lineOfKind(basket, 'cookie')
    const removed = expectOk(
      await t.call({
        method: 'DELETE',
        url: cartUrl(basket.id, `/products/${cookie.id}`),
        headers: member.headers,
      }),
    )
    expect(removed.discounts).toEqual([
      expect.objectContaining({
        id: 'free-cookie',
        amount: 0,
        problem: 'Free cookie needs a cookie in your bag.',
      }),
    ])
    expect(removed.totals.discount).toBe(0)
    const validate = await t.call({
      method: 'POST',
      url: cartUrl(basket.id, '/validate'),
      headers: member.headers,
    })
    expectError(validate, 422, 'REWARD_NOT_APPLICABLE')
    expect(validate.json.message).toBe('Free cookie needs a cookie in your bag.')
  })
})

describe('offers on the basket', () => {
  it('applies the welcome offer by itself to a sandwich + cookie basket of a new member', async () => {
    const member = await memberWithPoints(t, 0, { isNew: true })
    const cookieOnly = await basketWith(t, member, ['cookie'])
    expect(cookieOnly.discounts).toEqual([])
    const basket = await basketWith(t, member, ['sandwich', 'cookie'])
    const cookie = lineOfKind(basket, 'cookie')
    expect(basket.discounts).toEqual([
      {
        id: 'welcome',
        source: 'offer',
        label: 'Welcome offer: free cookie',
        amount: cookie.cost.unit,
        line_id: cookie.id,
        removable: false,
        problem: null,
      },
    ])
    expect(basket.totals.discount).toBe(cookie.cost.unit)
  })

  it('gives a guest’s basket no offers', async () => {
    const guest = await openCart(t, { menu_id: orderStore().menu_id })
    expect(guest.cart.discounts).toEqual([])
  })
})
