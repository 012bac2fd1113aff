import { ORDER_POINTS_TEXTS, orderPoints } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { API, getCart } from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { mailTo } from './member-helpers.ts'
import {
  cardToken,
  chargesOf,
  DECLINE_CARD,
  drain,
  fireNow,
  getOrder,
  submit,
  submitBody,
  submitWaiting,
  type TMember,
} from './order-helpers.ts'
import {
  balanceOf,
  basketWith,
  lineOfKind,
  memberWithPoints,
  redeem,
  rewardsOf,
  storeAppStaff,
  withStoreClient,
} from './rewards-helpers.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build(withStoreClient)
})

async function ledgerOf(userId: string) {
  const { rows } = await t.db.$client.query<{ kind: string; points: number; order_id: string | null }>(
    'select kind, points, order_id from points_ledger where user_id = $1 order by id',
    [userId],
  )
  return rows
}

/** A member with 500 points whose sandwich + cookie basket carries the free cookie reward. */
async function redeemedBasket(points = 500) {
  const member = await memberWithPoints(t, points)
  const basket = await basketWith(t, member, ['sandwich', 'cookie'])
  const cart = expectOk(await redeem(t, member.headers, { cart_id: basket.id, reward_id: 'free-cookie' }))
  return { member, cart }
}

async function paidOrder(member: TMember, cartId: string) {
  const orderId = await submitWaiting(t, member, submitBody(cartId, await cardToken(t)))
  await drain(t)
  return orderId
}

describe('a redeemed reward is spent once, when the order is paid', () => {
  it('holds the points at submit, spends them at payment, and the order carries the discount', async () => {
    const { member, cart } = await redeemedBasket()
    const orderId = await submitWaiting(t, member, submitBody(cart.id, await cardToken(t)))
    // Submitted, not paid: nothing spent, but the points are held from other baskets.
    expect(await balanceOf(t, member.userId)).toBe(500)
    expect(await rewardsOf(t, member)).toMatchObject({ points: 500, available: 250 })
    await drain(t)
    const order = await getOrder(t, member, orderId)
    // Paid, and ordered ahead: it waits for its fire time (ADR 066).
    expect(order.status).toBe('scheduled')
    expect(order.totals.discount).toBe(lineOfKind(cart, 'cookie').cost.unit)
    // By label, as the basket showed it: the confirmation, history and receipt list each discount.
    const [redeemed] = cart.discounts
    expect(order.discounts).toEqual([{ label: redeemed.label, amount: order.totals.discount }])
    expect(order.totals.total).toBe(cart.totals.total)
    const earned = orderPoints(cart.totals.subtotal - cart.totals.discount)
    expect(order.points).toBe(earned)
    expect(await balanceOf(t, member.userId)).toBe(500 - 250 + earned)
    expect(await ledgerOf(member.userId)).toEqual([
      { kind: 'earn', points: earned, order_id: orderId },
      { kind: 'spend', points: -250, order_id: orderId },
    ])
    const rewards = await rewardsOf(t, member)
    expect(rewards.available).toBe(rewards.points)
    expect(rewards.history.map((entry: { label: string }) => entry.label)).toEqual(
      expect.arrayContaining(['Redeemed: Free cookie', 'Points earned on an order']),
    )
  })

  it('spends once however often submission and settlement are retried', async () => {
    const { member, cart } = await redeemedBasket()
    const body = submitBody(cart.id, await cardToken(t))
    const [first, second] = await Promise.all([submit(t, member, body), submit(t, member, body)])
    const orderId = expectOk(first).id
    expect(expectOk(second).id).toBe(orderId)
    const { settleOrder } = await import('../src/flows/settle-order.ts')
    const deps = { db: t.db, config: t.config, payments: t.app.payments, jobs: t.app.jobs }
    await Promise.all([settleOrder(deps, orderId), settleOrder(deps, orderId), drain(t)])
    await drain(t)
    // The rewards settlement itself is idempotent by (order, kind), even when called again.
    const { settleOrderRewards } = await import('../src/modules/rewards/settle-order-rewards.ts')
    const order = await getOrder(t, member, orderId)
    await t.db.transaction((tx) =>
      settleOrderRewards(tx, { id: orderId, userId: member.userId, points: order.points }),
    )
    expect(await chargesOf(t, orderId)).toBe(1)
    expect(await balanceOf(t, member.userId)).toBe(500 - 250 + order.points)
    expect((await ledgerOf(member.userId)).map((entry) => entry.kind)).toEqual(['earn', 'spend'])
  })

  it('a declined payment spends nothing and puts the reward back on the basket', async () => {
    const { member, cart } = await redeemedBasket()
    await submitWaiting(t, member, submitBody(cart.id, await cardToken(t, DECLINE_CARD)))
    await drain(t)
    expect(await balanceOf(t, member.userId)).toBe(500)
    expect(await rewardsOf(t, member)).toMatchObject({ points: 500, available: 500, history: [] })
    const again = await getCart(t, member, cart.id)
    expect(again.discounts).toEqual(cart.discounts)
    expect(again.totals).toEqual(cart.totals)
    // Paying another way spends the points once.
    const orderId = await paidOrder(member, cart.id)
    const earned = (await getOrder(t, member, orderId)).points
    expect(await balanceOf(t, member.userId)).toBe(500 - 250 + earned)
  })

  it('a cancelled order gives the reward’s points back and takes back what it earned — once', async () => {
    const { member, cart } = await redeemedBasket()
    const orderId = await paidOrder(member, cart.id)
    const { headers } = await storeAppStaff(t)
    const status = (value: string) =>
      t.call({ method: 'PUT', url: `${API}/orders/${orderId}/status`, payload: { status: value }, headers })
    expectOk(await status('cancelled'))
    expectError(await status('cancelled'), 409, 'CONFLICT')
    await drain(t)
    expect(await balanceOf(t, member.userId)).toBe(500)
    expect((await ledgerOf(member.userId)).map((entry) => [entry.kind, entry.points])).toEqual([
      ['earn', (await getOrder(t, member, orderId)).points],
      ['spend', -250],
      ['refund', 250],
      ['reverse', -(await getOrder(t, member, orderId)).points],
    ])
  })

  it('two baskets cannot spend the same points: the second submission is refused with the reason', async () => {
    const member = await memberWithPoints(t, 300)
    const first = await basketWith(t, member, ['sandwich', 'cookie'])
    const second = await basketWith(t, member, ['sandwich', 'cookie'])
    expectOk(await redeem(t, member.headers, { cart_id: first.id, reward_id: 'free-cookie' }))
    expectOk(await redeem(t, member.headers, { cart_id: second.id, reward_id: 'free-cookie' }))
    await submitWaiting(t, member, submitBody(first.id, await cardToken(t)))
    const refused = await submit(t, member, submitBody(second.id, await cardToken(t)))
    expectError(refused, 422, 'REWARD_NOT_APPLICABLE')
    expect(refused.json.message).toBe('Free cookie needs 250 points; you have 50 available.')
    expectError(
      await redeem(t, member.headers, { cart_id: second.id, reward_id: 'free-cookie' }),
      409,
      'POINTS_SHORT',
    )
  })
})

describe('an order paid at the counter earns its points when it is paid (handed over)', () => {
  // The store's staff move the order along, as an identified member of its store (ADR 044).
  let staffHeaders: Record<string, string>
  beforeAll(async () => {
    staffHeaders = (await storeAppStaff(t)).headers
  })
  const move = (orderId: string, value: string) =>
    t.call({
      method: 'PUT',
      url: `${API}/orders/${orderId}/status`,
      payload: { status: value },
      headers: staffHeaders,
    })

  it('shows them pending, earns them once when completed, and the API says which', async () => {
    const member = await memberWithPoints(t, 100)
    const basket = await basketWith(t, member, ['sandwich'])
    const orderId = await submitWaiting(t, member, submitBody(basket.id, null))
    await drain(t)
    // Ordered ahead, it is fired to the kitchen first (ADR 066), which then makes and hands it over.
    await fireNow(t, orderId)
    const received = await getOrder(t, member, orderId)
    const points = orderPoints(basket.totals.subtotal - basket.totals.discount)
    expect(received).toMatchObject({ status: 'received', points, points_state: 'pending' })
    expect(received.payment.type).toBe('instore')
    expect(await balanceOf(t, member.userId)).toBe(100)
    expect(await ledgerOf(member.userId)).toEqual([])
    const receipt = (await mailTo(t, received.contact.email)).find((mail: { text: string }) =>
      mail.text.includes(`#${received.number}`),
    )
    expect(receipt?.text).toContain(`${points} points pending. ${ORDER_POINTS_TEXTS.pendingInStore}`)
    expect(receipt?.text).not.toContain('points earned')

    for (const next of ['in_progress', 'ready']) expectOk(await move(orderId, next))
    expect((await getOrder(t, member, orderId)).points_state).toBe('pending')
    expect(await balanceOf(t, member.userId)).toBe(100)
    expectOk(await move(orderId, 'completed'))
    expect(await getOrder(t, member, orderId)).toMatchObject({ status: 'completed', points_state: 'earned' })
    expect(await balanceOf(t, member.userId)).toBe(100 + points)
    expect(await ledgerOf(member.userId)).toEqual([{ kind: 'earn', points, order_id: orderId }])
    // The order history answers the same.
    const history = expectOk(
      await t.call({ method: 'GET', url: `${API}/members/orders`, headers: member.headers }),
    )
    expect(history.orders.find((order: { id: string }) => order.id === orderId)?.points_state).toBe('earned')
  })

  it('a cancelled pay-in-store order takes back nothing it never earned', async () => {
    const member = await memberWithPoints(t, 100)
    const basket = await basketWith(t, member, ['sandwich'])
    const orderId = await submitWaiting(t, member, submitBody(basket.id, null))
    await drain(t)
    expectOk(await move(orderId, 'cancelled'))
    await drain(t)
    expect((await getOrder(t, member, orderId)).points_state).toBe('none')
    expect(await balanceOf(t, member.userId)).toBe(100)
    expect(await ledgerOf(member.userId)).toEqual([])
  })

  it('a card order earns at payment, as before', async () => {
    const member = await memberWithPoints(t, 0)
    const basket = await basketWith(t, member, ['sandwich'])
    const orderId = await paidOrder(member, basket.id)
    const order = await getOrder(t, member, orderId)
    expect(order.points_state).toBe('earned')
    expect(await balanceOf(t, member.userId)).toBe(order.points)
  })
})

describe('offers are used once', () => {
  it('the welcome offer is taken by a paid order, given back by a declined one', async () => {
    const member = await memberWithPoints(t, 0, { isNew: true })
    const declined = await basketWith(t, member, ['sandwich', 'cookie'])
    expect(declined.discounts.map((discount: { id: string }) => discount.id)).toEqual(['welcome'])
    await submitWaiting(t, member, submitBody(declined.id, await cardToken(t, DECLINE_CARD)))
    await drain(t)
    expect((await rewardsOf(t, member)).offers.map((offer: { id: string }) => offer.id)).toEqual(['welcome'])
    const basket = await getCart(t, member, declined.id)
    expect(basket.discounts.map((discount: { id: string }) => discount.id)).toEqual(['welcome'])
    const orderId = await paidOrder(member, declined.id)
    const paid = await getOrder(t, member, orderId)
    expect(paid.totals.discount).toBe(basket.totals.discount)
    expect(paid.discounts).toEqual([{ label: 'Welcome offer: free cookie', amount: basket.totals.discount }])
    const receipt = (await mailTo(t, paid.contact.email)).find((mail: { text: string }) =>
      mail.text.includes(`order #${paid.number} `),
    )
    expect(receipt?.text).toContain(
      `Welcome offer: free cookie -$${(basket.totals.discount / 100).toFixed(2)}`,
    )
    expect((await rewardsOf(t, member)).offers).toEqual([])
    const next = await basketWith(t, member, ['sandwich', 'cookie'])
    expect(next.discounts).toEqual([])
    expect(next.totals.discount).toBe(0)
  })
})
