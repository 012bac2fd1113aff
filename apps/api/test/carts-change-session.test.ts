import { beforeAll, describe, expect, it } from 'vitest'
import {
  API,
  addSimple,
  asCookie,
  asToken,
  cartUrl,
  expectCreated,
  openCart,
  requiredChoices,
  type TAny,
  type TSession,
} from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { orderStore, type TMember } from './order-helpers.ts'
import { lineOfKind, memberWithPoints, productOfKind } from './rewards-helpers.ts'

/**
 * ADR 040: a basket change reads the caller's session in its lock statement, and the
 * available times in their one statement, not in a round trip of their own. These are the session's
 * rules as those routes meet them: the same as every other route's (`findSession`), since all run
 * sessions' one text of the rule.
 */

let t: TTestApp
const SANDWICH = productOfKind('sandwich').product_id

beforeAll(async () => {
  t = await build()
})

const add = (headers: Record<string, string>, cartId: string) =>
  t.call({
    method: 'POST',
    url: cartUrl(cartId, '/products'),
    payload: { product_id: SANDWICH, quantity: 1, choices: requiredChoices(SANDWICH) },
    headers,
  })
const TODAY = new Date().toISOString().slice(0, 10).replaceAll('-', '')
const times = (headers: Record<string, string>, cartId: string) =>
  t.call({ method: 'GET', url: cartUrl(cartId, `/times?day=${TODAY}`), headers })

/** Each route's success: an add answers 201 with the basket, the times 200 with the day. */
const routes = [
  { name: 'an add', call: add, expectOk: (response: TResponse) => expectCreated(response) },
  { name: 'the available times', call: times, expectOk: (response: TResponse) => expectOk(response) },
]
type TResponse = Awaited<ReturnType<typeof add>>

async function guestBasket(): Promise<{ cart: TAny; session: TSession }> {
  return openCart(t, { menu_id: orderStore().menu_id })
}

async function memberBasket(member: TMember): Promise<TAny> {
  return expectCreated(
    await t.call({
      method: 'POST',
      url: `${API}/carts`,
      payload: { menu_id: orderStore().menu_id },
      headers: member.headers,
    }),
  )
}

const sessionOfCart = async (cartId: string) =>
  (
    await t.db.$client.query<{ id: string; last_seen_at: Date; expires_at: Date }>(
      'select s.id, s.last_seen_at, s.expires_at from sessions s join carts c on c.session_id = s.id where c.id = $1',
      [cartId],
    )
  ).rows[0]

describe.each(routes)(
  '$name reads its session in its own statement (ADR 040)',
  ({ call, expectOk: succeeds }) => {
    it('accepts the token as a header (apps) and as the cookie (browsers)', async () => {
      const { cart, session } = await guestBasket()
      succeeds(await call(asToken(session.token), String(cart.id)))
      succeeds(await call(asCookie(session.token), String(cart.id)))
    })

    it('is 404 without a token, with an unknown or overlong one, and with another session’s', async () => {
      const { cart } = await guestBasket()
      const other = await guestBasket()
      const id = String(cart.id)
      expectError(await call({}, id), 404, 'CART_NOT_FOUND')
      expectError(await call(asToken('not-a-session'), id), 404, 'CART_NOT_FOUND')
      expectError(await call(asToken('x'.repeat(129)), id), 404, 'CART_NOT_FOUND')
      expectError(await call(other.session.headers, id), 404, 'CART_NOT_FOUND')
    })

    it('is 404 once the session has expired, and for an unknown basket with a live session', async () => {
      const { cart, session } = await guestBasket()
      await t.db.$client.query(
        `update sessions set expires_at = now() - interval '1 second' where id = (select session_id from carts where id = $1)`,
        [cart.id],
      )
      expectError(await call(session.headers, String(cart.id)), 404, 'CART_NOT_FOUND')
      const live = await guestBasket()
      expectError(await call(live.session.headers, crypto.randomUUID()), 404, 'CART_NOT_FOUND')
    })

    it('accepts a renewed session’s previous token for a minute, then refuses it', async () => {
      const { cart, session } = await guestBasket()
      // A renewal as the sessions module stores it: the new token's hash, the old one kept as previous.
      await t.db.$client.query(
        `update sessions set previous_token_hash = token_hash, token_hash = 'renewed-' || id, rotated_at = now()
         where id = (select session_id from carts where id = $1)`,
        [cart.id],
      )
      succeeds(await call(session.headers, String(cart.id)))
      await t.db.$client.query(
        `update sessions set rotated_at = now() - interval '61 seconds' where id = (select session_id from carts where id = $1)`,
        [cart.id],
      )
      expectError(await call(session.headers, String(cart.id)), 404, 'CART_NOT_FOUND')
    })

    it('keeps an idle session alive: unseen for over an hour, the route extends it (a change in its transaction)', async () => {
      const { cart, session } = await guestBasket()
      await t.db.$client.query(
        `update sessions set last_seen_at = now() - interval '2 hours', expires_at = now() + interval '1 day'
         where id = (select session_id from carts where id = $1)`,
        [cart.id],
      )
      succeeds(await call(session.headers, String(cart.id)))
      const row = await sessionOfCart(String(cart.id))
      expect(Date.now() - (row?.last_seen_at.getTime() ?? 0)).toBeLessThan(60_000)
      expect(row?.expires_at.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000)
    })

    it('does not extend a session seen within the hour (a write on every request would be the cost)', async () => {
      const { cart, session } = await guestBasket()
      const before = await sessionOfCart(String(cart.id))
      succeeds(await call(session.headers, String(cart.id)))
      expect(await sessionOfCart(String(cart.id))).toEqual(before)
    })
  },
)

describe('an add reads its member with the session (ADR 040)', () => {
  it('knows the member behind the session: the add answers the new member’s welcome offer', async () => {
    const member = await memberWithPoints(t, 0, { isNew: true })
    const basket = await memberBasket(member)
    await addSimple(t, member, String(basket.id), productOfKind('cookie').product_id)
    const answer = await addSimple(t, member, String(basket.id), SANDWICH)
    const cookie = lineOfKind(answer, 'cookie')
    expect(answer.discounts).toEqual([expect.objectContaining({ id: 'welcome', line_id: cookie.id })])
  })
})
