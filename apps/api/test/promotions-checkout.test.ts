import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addSimple, cartUrl, getCart, openCart, type TAny, type TSession } from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import {
  cardToken,
  countRows,
  DECLINE_CARD,
  drain,
  getOrder,
  orderStore,
  readyCart,
  sellableProductId,
  signInMember,
  submit,
  submitBody,
  submitWaiting,
} from './order-helpers.ts'
import { createPromotion, uniqueCode } from './promotion-helpers.ts'
import { signInStaff, type TStaffSession } from './staff-helpers.ts'

let t: TTestApp
let admin: TStaffSession
const store = orderStore()

beforeAll(async () => {
  t = await build({ SLOT_CAPACITY: '1000' })
  admin = await signInStaff(t, 'admin')
})
afterAll(async () => {
  await t.app.close()
})

/** Every promotion here is scoped to the test's store and most to a code only its baskets type. */
const HERE = { store_ids: [store.id] }
const typeCode = (session: TSession, cartId: string, code: string) =>
  t.call({
    method: 'PUT',
    url: cartUrl(cartId, '/promotion-code'),
    payload: { code },
    headers: session.headers,
  })
const usesOf = (promotionId: string) =>
  countRows(t, 'select count(*) from promotion_uses where promotion_id = $1', [promotionId])
const promotionOf = (cart: TAny) =>
  (cart.discounts as TAny[]).filter((discount) => discount.source === 'promotion')

describe('a promo code in the basket (ADR 061)', () => {
  it('takes a member’s code off the subtotal, lists it removable, and takes it off again', async () => {
    const code = uniqueCode()
    const promotion = await createPromotion(t, admin, { ...HERE, code })
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    const before = cart.totals
    const withCode = expectOk(await typeCode(member, cart.id, code.toLowerCase()))
    expect(promotionOf(withCode)).toEqual([
      {
        id: promotion.id,
        source: 'promotion',
        label: 'Promotion: $2 off catering',
        amount: 200,
        line_id: null,
        removable: true,
        problem: null,
      },
    ])
    expect(withCode.totals.discount).toBe(200)
    expect(withCode.totals.subtotal).toBe(before.subtotal)
    expect(withCode.totals.total).toBeLessThan(before.total)
    const removed = expectOk(
      await t.call({ method: 'DELETE', url: cartUrl(cart.id, '/promotion-code'), headers: member.headers }),
    )
    expect(promotionOf(removed)).toEqual([])
    expect(removed.totals).toEqual(before)
  })

  it('applies to a guest who is not signed in, unless it is members-only', async () => {
    const code = uniqueCode()
    await createPromotion(t, admin, { ...HERE, code })
    const members = uniqueCode('MEMBERS')
    await createPromotion(t, admin, { ...HERE, code: members, members_only: true })
    const { cart, session } = await openCart(t, { menu_id: store.menu_id })
    const added = await addSimple(t, session, String(cart.id), sellableProductId(store.menu_id), 1)
    expect((added.products as TAny[]).length).toBe(1)
    expect(promotionOf(expectOk(await typeCode(session, cart.id, code)))[0]).toMatchObject({ amount: 200 })
    const refused = promotionOf(expectOk(await typeCode(session, cart.id, members)))
    expect(refused).toEqual([
      expect.objectContaining({ amount: 0, problem: 'Sign in to use $2 off catering.', removable: true }),
    ])
  })

  it('applies only on its channels: a kiosk-only code is not for the website', async () => {
    const code = uniqueCode('KIOSK')
    await createPromotion(t, admin, { ...HERE, code, channels: ['kiosk'] })
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    expect(promotionOf(expectOk(await typeCode(member, cart.id, code)))).toEqual([
      expect.objectContaining({
        amount: 0,
        problem: '$2 off catering is not offered for this kind of order.',
      }),
    ])
    const { rows } = await t.db.$client.query('select sales_channel from carts where id = $1', [cart.id])
    expect(rows).toEqual([{ sales_channel: 'web' }])
  })

  it('refuses a code no live promotion has, with a sentence, and keeps the basket as it was', async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    const unknown = await typeCode(member, cart.id, 'NOPE-NOT-A-CODE')
    expectError(unknown, 422, 'VALIDATION_FAILED')
    expect(unknown.json.message).toBe('We don’t know that code. Check it and try again.')
    expectError(await typeCode(member, cart.id, 'x'), 400, 'VALIDATION_FAILED')
    expect(promotionOf(await getCart(t, member, cart.id))).toEqual([])
    // Another session's basket is not found (the authorization matrix asks every caller).
    const other = await signInMember(t)
    expectError(await typeCode(other, cart.id, 'NOPE-NOT-A-CODE'), 404, 'CART_NOT_FOUND')
  })

  it('says a code whose promotion was ended has ended, kept on the basket or typed afresh', async () => {
    const code = uniqueCode('ENDED')
    const promotion = await createPromotion(t, admin, { ...HERE, code })
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    expect(promotionOf(expectOk(await typeCode(member, cart.id, code)))[0]).toMatchObject({ amount: 200 })
    expectOk(
      await t.call({
        method: 'POST',
        url: `/api/v1/staff/back-office/promotions/${promotion.id}/end`,
        headers: admin.headers,
      }),
    )
    // Kept on the basket: worth nothing, with why, until removed (validate refuses it meanwhile).
    expect(promotionOf(await getCart(t, member, cart.id))).toEqual([
      expect.objectContaining({ amount: 0, removable: true, problem: '$2 off catering has ended.' }),
    ])
    // Typed afresh on another basket: refused with the same sentence, not 'We don't know that code'.
    const someone = await signInMember(t)
    const other = await readyCart(t, someone)
    const refused = await typeCode(someone, other.cart.id, code)
    expectError(refused, 422, 'VALIDATION_FAILED')
    expect(refused.json.message).toBe('$2 off catering has ended.')
    expect(refused.json.errors.code).toBe('$2 off catering has ended.')
  })

  it('applies an automatic promotion by itself, only where it is offered', async () => {
    const auto = await createPromotion(t, admin, {
      ...HERE,
      name: 'Curbside treat',
      amount: 150,
      handoffs: ['curbside'],
    })
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    expect(promotionOf(cart)).toEqual([])
    const curbside = expectOk(
      await t.call({
        method: 'PUT',
        url: cartUrl(cart.id, '/handoff'),
        payload: { handoffMode: 'curbside' },
        headers: member.headers,
      }),
    )
    expect(promotionOf(curbside)).toEqual([
      expect.objectContaining({
        id: auto.id,
        label: 'Promotion: Curbside treat',
        amount: 150,
        removable: false,
      }),
    ])
    expectOk(
      await t.call({
        method: 'POST',
        url: `/api/v1/staff/back-office/promotions/${auto.id}/end`,
        headers: admin.headers,
      }),
    )
    expect(promotionOf(await getCart(t, member, cart.id))).toEqual([])
  })
})

describe('live promotions on every node (ADR 061)', () => {
  it('forgets them when another node announces a change: its basket sees the new promotion', async () => {
    const code = uniqueCode('NODE')
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    // Another node's change: the row and the announcement, without this node forgetting by itself.
    await t.db.$client.query(
      `insert into promotions (name, kind, amount, channels, handoffs, starts_at, code, store_ids)
       values ('From another node', 'amount', 125, '{web,app,kiosk,catering}',
               '{pickup,curbside,drivethru,delivery,dispatch}', '2026-01-01T00:00', $1, $2)`,
      [code, `{${store.id}}`],
    )
    await t.db.$client.query("select pg_notify('promotion_changes', 'another-node')")
    await expect
      .poll(async () => (await typeCode(member, cart.id, code)).statusCode, { timeout: 5000 })
      .toBe(200)
    expect(promotionOf(await getCart(t, member, cart.id))).toEqual([
      expect.objectContaining({ label: 'Promotion: From another node', amount: 125 }),
    ])
  })
})

describe('a promotion at checkout, taken exactly once', () => {
  it('is on the order and taken once; a declined payment gives it back', async () => {
    const code = uniqueCode()
    const promotion = await createPromotion(t, admin, { ...HERE, code, once_per_member: true })
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    expectOk(await typeCode(member, cart.id, code))
    const orderId = await submitWaiting(t, member, submitBody(cart.id, await cardToken(t)))
    await drain(t)
    await drain(t)
    const order = await getOrder(t, member, orderId)
    expect(order.status).not.toBe('failed')
    expect(order.discounts).toEqual([{ label: 'Promotion: $2 off catering', amount: 200 }])
    expect(order.totals.discount).toBe(200)
    expect(await usesOf(promotion.id)).toBe(1)
    // Once per member: the member's next basket says so.
    const next = await readyCart(t, member)
    expect(promotionOf(expectOk(await typeCode(member, next.cart.id, code)))).toEqual([
      expect.objectContaining({ amount: 0, problem: 'You have already used $2 off catering.' }),
    ])
    // A declined payment: the use is given back.
    const other = await signInMember(t)
    const declined = await readyCart(t, other)
    expectOk(await typeCode(other, declined.cart.id, code))
    const failedId = await submitWaiting(
      t,
      other,
      submitBody(declined.cart.id, await cardToken(t, DECLINE_CARD)),
    )
    await drain(t)
    await drain(t)
    expect((await getOrder(t, other, failedId)).status).toBe('failed')
    expect(await usesOf(promotion.id)).toBe(1)
  })

  it('never exceeds its budget of uses when many members submit at once', async () => {
    const code = uniqueCode('RUSH')
    const promotion = await createPromotion(t, admin, { ...HERE, code, budget_uses: 2 })
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => signInMember(t)))
    const carts = []
    for (const member of members) {
      const { cart } = await readyCart(t, member)
      expect(promotionOf(expectOk(await typeCode(member, cart.id, code)))[0]?.amount).toBe(200)
      carts.push({ member, cart, token: await cardToken(t) })
    }
    const answers = await Promise.all(
      carts.map(({ member, cart, token }) => submit(t, member, submitBody(cart.id, token))),
    )
    const accepted = answers.filter((answer) => answer.statusCode === 200)
    const refused = answers.filter((answer) => answer.statusCode !== 200)
    expect(accepted).toHaveLength(2)
    expect(refused).toHaveLength(3)
    // Refused under the promotion's lock (409), or — when the winners had committed before it read
    // the basket — by the basket's own answer (422, the code listed with why).
    for (const answer of refused) {
      if (answer.statusCode === 409) {
        expectError(answer, 409, 'CONFLICT')
        expect(answer.json.message).toBe('$2 off catering has run out. Please review your bag.')
      } else {
        expectError(answer, 422, 'REWARD_NOT_APPLICABLE')
        expect(answer.json.message).toBe('$2 off catering has run out.')
      }
    }
    await drain(t)
    expect(await usesOf(promotion.id)).toBe(2)
    const discounted = await countRows(
      t,
      `select count(*) from orders where discounts @> '[{"label": "Promotion: $2 off catering"}]'::jsonb
        and cart_id = any($1::uuid[])`,
      [`{${carts.map(({ cart }) => cart.id).join(',')}}`],
    )
    expect(discounted).toBe(2)
    // The refused baskets now show it as run out.
    const { member, cart } = carts[
      answers.indexOf(refused[0] as (typeof answers)[number])
    ] as (typeof carts)[number]
    expect(promotionOf(await getCart(t, member, cart.id))).toEqual([
      expect.objectContaining({ amount: 0, problem: '$2 off catering has run out.' }),
    ])
  })

  it('never exceeds a money budget: the last order gets what is left', async () => {
    const code = uniqueCode('MONEY')
    const promotion = await createPromotion(t, admin, { ...HERE, code, budget_cents: 300 })
    const first = await signInMember(t)
    const one = await readyCart(t, first)
    expectOk(await typeCode(first, one.cart.id, code))
    await submitWaiting(t, first, submitBody(one.cart.id, await cardToken(t)))
    const second = await signInMember(t)
    const two = await readyCart(t, second)
    expect(promotionOf(expectOk(await typeCode(second, two.cart.id, code)))[0]?.amount).toBe(100)
    await submitWaiting(t, second, submitBody(two.cart.id, await cardToken(t)))
    await drain(t)
    const spent = await countRows(
      t,
      'select sum(amount) as count from promotion_uses where promotion_id = $1',
      [promotion.id],
    )
    expect(spent).toBe(300)
  })
})
