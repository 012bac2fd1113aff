import { ORDER_LIMIT_TEXTS, ORDER_LIMITS, tipProblem, totalChangedMessage } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { API, getCart } from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { signUpMember } from './member-helpers.ts'
import {
  cardToken,
  countRows,
  DECLINE_CARD,
  drain,
  readyCart,
  signInMember,
  submit,
  submitBody,
  type TMember,
} from './order-helpers.ts'
import { basketWith, memberWithPoints, rewardsOf } from './rewards-helpers.ts'

/**
 * Money and promotions (ADR 042) on real PostgreSQL: a tip bounded by its order, an offer shown and
 * gone by submission refused with a sentence, card declines bounded, the birthday treat not had by
 * editing the birthday, and the limits of PUT users, test cards and address search.
 */

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

describe('the tip at submit', () => {
  it('refuses $1,000 on a small order with a sentence for the tip field; $50 is taken', async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member, { quantity: 1 })
    const token = await cardToken(t)
    const refused = await submit(t, member, submitBody(cart.id, token, { tip: 100_000 }))
    const sentence = tipProblem(100_000, cart.totals.subtotal)
    expectError(refused, 422, 'CHECKOUT_INVALID')
    expect(refused.json.message).toBe(sentence)
    expect(refused.json.errors).toEqual({ tip: sentence })
    expect(await countRows(t, 'select count(*) from orders where cart_id = $1', [cart.id])).toBe(0)
    expect(expectOk(await submit(t, member, submitBody(cart.id, token, { tip: 5_000 }))).status).toBe(
      'waiting',
    )
  })
})

describe('an offer shown and gone by submission', () => {
  it('refuses 19 of 20 parallel baskets sharing the one welcome offer with a sentence; one gets it', async () => {
    const member = await memberWithPoints(t, 0, { isNew: true })
    const baskets = await Promise.all(
      Array.from({ length: 20 }, () => basketWith(t, member, ['sandwich', 'cookie'])),
    )
    for (const basket of baskets)
      expect(basket.discounts.map((discount: { id: string }) => discount.id)).toEqual(['welcome'])
    const tokens = await Promise.all(baskets.map(() => cardToken(t)))
    const answers = await Promise.all(
      baskets.map((basket, index) =>
        submit(t, member, submitBody(basket.id, tokens[index] as string, { total: basket.totals.total })),
      ),
    )
    const accepted = answers.filter((answer) => answer.statusCode === 200)
    expect(accepted).toHaveLength(1)
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) {
      expectError(answer, 409, 'TOTAL_CHANGED')
      expect(answer.json.message).toMatch(/^Your order's total is now \$/)
    }
    // The sentence names the total the basket has now, without the offer the accepted order took.
    const refusedIndex = answers.findIndex((answer) => answer.statusCode === 409)
    const now = await getCart(t, member, baskets[refusedIndex]?.id)
    expect(now.discounts).toEqual([])
    expect(answers[refusedIndex]?.json.message).toBe(totalChangedMessage(now.totals.total))
    // Nothing was charged without a word: one order among the twenty baskets.
    const ids = baskets.map((basket) => basket.id)
    expect(await countRows(t, 'select count(*) from orders where cart_id = any($1)', [ids])).toBe(1)
  })
})

describe('card declines', () => {
  async function declined(member: TMember, cartId: string) {
    expectOk(await submit(t, member, submitBody(cartId, await cardToken(t, DECLINE_CARD))))
    await drain(t)
  }

  it(`takes no more card attempts on a basket after ${ORDER_LIMITS.declinesPerBasket} declines, nor from a member after ${ORDER_LIMITS.declinesPerMember} within the hour`, async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    for (let attempt = 0; attempt < ORDER_LIMITS.declinesPerBasket; attempt += 1)
      await declined(member, cart.id)
    const refused = await submit(t, member, submitBody(cart.id, await cardToken(t)))
    expectError(refused, 429, 'RATE_LIMITED')
    expect(refused.json.message).toBe(ORDER_LIMIT_TEXTS.declinesPerBasket)
    // Paying in store is still possible for that basket.
    expectOk(await submit(t, member, submitBody(cart.id, null)))
    const other = await readyCart(t, member)
    await declined(member, other.cart.id)
    await declined(member, other.cart.id)
    const third = await readyCart(t, member)
    const stopped = await submit(t, member, submitBody(third.cart.id, await cardToken(t)))
    expectError(stopped, 429, 'RATE_LIMITED')
    expect(stopped.json.message).toBe(ORDER_LIMIT_TEXTS.declinesPerMember)
    // Declines older than the window no longer count.
    await t.db.$client.query(
      `update orders set created_at = now() - interval '61 minutes' where user_id = $1 and status = 'failed'
         and cart_id <> $2`,
      [member.userId, cart.id],
    )
    expectOk(await submit(t, member, submitBody(third.cart.id, await cardToken(t))))
  })
})

describe('the birthday treat', () => {
  const thisMonth = () => String(new Date().getUTCMonth() + 1).padStart(2, '0')
  const offerIds = async (member: TMember) =>
    (await rewardsOf(t, member)).offers.map((offer: { id: string }) => offer.id)

  it('is not had by editing the birthday into this month; a birthday changed before this month counts', async () => {
    const signedUp = await signUpMember(t)
    const { rows } = await t.db.$client.query<{ id: string }>('select id from users where email = $1', [
      signedUp.email,
    ])
    const userId = rows[0]?.id as string
    await t.db.$client.query(`update users set created_at = now() - interval '40 days' where id = $1`, [
      userId,
    ])
    const member = { ...signedUp, userId } as unknown as TMember
    const user = expectOk(
      await t.call({
        method: 'PUT',
        url: `${API}/users`,
        payload: { birthday: `1980-${thisMonth()}-01` },
        headers: signedUp.headers,
      }),
    )
    expect(user.birthday).toBe(`1980-${thisMonth()}-01`)
    expect(await offerIds(member)).toEqual([])
    // Set again to the same date: still not a change that counts, and nothing new.
    expectOk(
      await t.call({
        method: 'PUT',
        url: `${API}/users`,
        payload: { birthday: `1980-${thisMonth()}-01` },
        headers: signedUp.headers,
      }),
    )
    expect(await offerIds(member)).toEqual([])
    // The same birthday, changed before this month began: this month's treat.
    await t.db.$client.query(
      `update users set birthday_changed_at = date_trunc('month', now()) - interval '1 day' where id = $1`,
      [userId],
    )
    expect(await offerIds(member)).toEqual([`birthday-${new Date().getUTCFullYear()}`])
  })
})

describe('PUT /api/v1/users with a wrong current password', () => {
  it('is limited like sign-in: 429 with Retry-After after the limit', async () => {
    const member = await signUpMember(t)
    const wrong = {
      current_password: 'not my password at all',
      password: 'smoked turkey club 99',
      password_confirmation: 'smoked turkey club 99',
    }
    const answers = []
    for (let attempt = 0; attempt < 11; attempt += 1) {
      answers.push(
        await t.call({ method: 'PUT', url: `${API}/users`, payload: wrong, headers: member.headers }),
      )
    }
    // AUTH_RATE_LIMIT_PER_MINUTE (10): ten answers, then the limit.
    for (const answer of answers.slice(0, 10)) expectError(answer, 422, 'CREDENTIALS_INVALID')
    const limited = answers[10] as (typeof answers)[number]
    expectError(limited, 429, 'RATE_LIMITED')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // A profile edit without a password is not counted.
    expectOk(
      await t.call({
        method: 'PUT',
        url: `${API}/users`,
        payload: { first_name: 'Sam' },
        headers: member.headers,
      }),
    )
  })
})

describe('test cards and address search', () => {
  let limited: TTestApp
  beforeAll(async () => {
    limited = await build({ GUEST_RATE_LIMIT_PER_MINUTE: '2' })
  })

  it('limits card tokens per client IP (GUEST_RATE_LIMIT_PER_MINUTE)', async () => {
    const payload = {
      number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: new Date().getFullYear() + 2,
      cvc: '123',
    }
    const card = () => limited.call({ method: 'POST', url: `${API}/payments/test-cards`, payload })
    expect((await card()).statusCode).toBe(201)
    expect((await card()).statusCode).toBe(201)
    expectError(await card(), 429, 'RATE_LIMITED')
  })

  it('limits card submissions per client IP a minute, pay-in-store ones an hour', async () => {
    const body = (type: 'card' | 'instore') => ({
      id: crypto.randomUUID(),
      data: {
        payments: [type === 'card' ? { type, token: 'tok_test_unknown' } : { type }],
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone: '2145550100',
      },
    })
    const post = (type: 'card' | 'instore') =>
      limited.call({ method: 'POST', url: '/api/submit-background', payload: body(type) })
    // Counted before anything else, like a sign-in: these callers have no session (401).
    expectError(await post('card'), 401, 'SIGN_IN_REQUIRED')
    expectError(await post('card'), 401, 'SIGN_IN_REQUIRED')
    expectError(await post('card'), 429, 'RATE_LIMITED')
    // Pay in store has its own count: N an hour.
    expectError(await post('instore'), 401, 'SIGN_IN_REQUIRED')
    expectError(await post('instore'), 401, 'SIGN_IN_REQUIRED')
    const limitedInStore = await post('instore')
    expectError(limitedInStore, 429, 'RATE_LIMITED')
    expect(Number(limitedInStore.headers['retry-after'])).toBeGreaterThan(60)
  })

  it('limits autocomplete (6x) and place details (2x) per client IP', async () => {
    const search = () => limited.call({ method: 'GET', url: `${API}/geo/autocomplete?input=75201` })
    for (let attempt = 0; attempt < 12; attempt += 1) expectOk(await search())
    expectError(await search(), 429, 'RATE_LIMITED')
    const details = () => limited.call({ method: 'GET', url: `${API}/geo/places/unknown-place` })
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await details()).statusCode).toBe(404)
    expectError(await details(), 429, 'RATE_LIMITED')
  })
})
