import { ZSubmitBodySchema } from '@deli/contracts'
import { PAYMENT_FAILED_MESSAGE } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { submitOrder } from '../src/flows/submit-order.ts'
import { getCart, stable } from './cart-helpers.ts'
import { expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import {
  APPROVE_CARD,
  bookingsOfCart,
  cardToken,
  chargesOf,
  countRows,
  DECLINE_CARD,
  drain,
  ERROR_CARD,
  getOrder,
  ordersOfCart,
  readyCart,
  signInMember,
  submit,
  submitBody,
  submitWaiting,
  track,
} from './order-helpers.ts'
import { statementsOf } from './round-trips.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const anyCharges = (orderId: string) =>
  countRows(t, 'select count(*) from test_gateway_charges where idempotency_key = $1', [orderId])

describe('one basket, one order, one charge', () => {
  it('gives parallel double submits (two tabs, double clicks) the same order', async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    const body = submitBody(cart.id, await cardToken(t))
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(t, member, body)))
    const ids = new Set(answers.map((answer) => expectOk(answer).id))
    expect(ids.size).toBe(1)
    const [orderId] = [...ids] as [string]
    expect(await ordersOfCart(t, cart.id)).toBe(1)
    expect(await bookingsOfCart(t, cart.id)).toBe(1)
    // One submission job, and the fire job of the order ahead it accepted (ADR 066).
    expect(await drain(t)).toBe(2)
    // A retry after success answers the same order as success, and queues nothing.
    expect(expectOk(await submit(t, member, body))).toEqual({ status: 'success', message: '', id: orderId })
    expect(await drain(t)).toBe(0)
    expect(await chargesOf(t, orderId)).toBe(1)
  })

  it('answers the clicks waiting behind a submission with its order, without a transaction of their own; another member asks the database', async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    const body = ZSubmitBodySchema.parse(submitBody(cart.id, await cardToken(t)))
    const { rows } = await t.db.$client.query<{ id: string }>('select id from sessions where user_id = $1', [
      member.userId,
    ])
    const sessionId = String(rows[0]?.id)
    // Three clicks in one tick (as the route runs them): each starts before the first has written.
    const click = () =>
      submitOrder({
        db: t.db,
        config: t.config,
        jobs: t.app.jobs,
        payments: t.app.payments,
        session: { id: sessionId, userId: member.userId, expiresAt: new Date(Date.now() + 60_000) },
        body,
        client: { client_type: 'web' },
      })
    const { configs, result } = await statementsOf(() => Promise.all([click(), click(), click()]))
    const ids = new Set(result.map((answer) => answer.id))
    expect(ids.size).toBe(1)
    expect(configs.filter((config) => config.name === 'lock_cart_for_submission')).toHaveLength(1)
    expect(await ordersOfCart(t, cart.id)).toBe(1)
    await drain(t)
    // Someone else's submission of the basket is not answered from this node's memory: not theirs.
    const stranger = await signInMember(t)
    expect((await submit(t, stranger, submitBody(cart.id, await cardToken(t)))).statusCode).toBe(404)
  })

  it('never charges twice when the job runs again (crash after charging, before recording)', async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    const orderId = await submitWaiting(t, member, submitBody(cart.id, await cardToken(t)))
    // The gateway charged, then the worker died before its transaction: the charge exists, the order is pending.
    const gateway = t.app.payments.test
    if (!gateway) throw new Error('test gateway off')
    const order = await t.db.$client.query('select payment_token, totals from orders where id = $1', [
      orderId,
    ])
    const first = await gateway.charge({
      token: order.rows[0].payment_token,
      amount: order.rows[0].totals.total,
      idempotencyKey: orderId,
      description: 'first attempt',
      email: 'ada@example.com',
    })
    expect(first.outcome).toBe('succeeded')
    // The submission's job, and the fire job of the order ahead it accepted (ADR 066).
    expect(await drain(t)).toBe(2)
    expect(await chargesOf(t, orderId)).toBe(1)
    const { rows } = await t.db.$client.query('select reference from payment_charges where order_id = $1', [
      orderId,
    ])
    expect(rows).toEqual([{ reference: first.outcome === 'succeeded' ? first.reference : '' }])
    expect((await getOrder(t, member, orderId)).status).toBe('scheduled')
  })

  it('settles an order once however often its job is run', async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    const orderId = await submitWaiting(t, member, submitBody(cart.id, await cardToken(t)))
    const { settleOrder } = await import('../src/flows/settle-order.ts')
    const deps = { db: t.db, config: t.config, payments: t.app.payments, jobs: t.app.jobs }
    await Promise.all([settleOrder(deps, orderId), settleOrder(deps, orderId), settleOrder(deps, orderId)])
    await drain(t)
    expect(await chargesOf(t, orderId)).toBe(1)
    expect(await countRows(t, 'select count(*) from payment_charges where order_id = $1', [orderId])).toBe(1)
    const points = await t.db.$client.query('select points from users where id = $1', [member.userId])
    expect(points.rows[0].points).toBe((await getOrder(t, member, orderId)).points)
  })
})

describe('a declined card', () => {
  it("fails with 'Your card was declined.', charges nothing, keeps the basket as it was", async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    const before = stable(await getCart(t, member, cart.id))
    const orderId = await submitWaiting(t, member, submitBody(cart.id, await cardToken(t, DECLINE_CARD)))
    await drain(t)
    expect(expectOk(await track(t, member, cart.id))).toEqual({
      status: 'error',
      message: 'Your card was declined.',
      id: orderId,
    })
    expect(await chargesOf(t, orderId)).toBe(0)
    expect(await countRows(t, 'select count(*) from payment_charges where order_id = $1', [orderId])).toBe(0)
    expect(await bookingsOfCart(t, cart.id)).toBe(0)
    const after = stable(await getCart(t, member, cart.id))
    expect({ ...after, reset: null }).toEqual({ ...before, reset: null })
    const points = await t.db.$client.query('select points from users where id = $1', [member.userId])
    expect(points.rows[0].points).toBe(0)
    expect(
      await countRows(t, 'select count(*) from orders where user_id = $1 and status <> $2', [
        member.userId,
        'failed',
      ]),
    ).toBe(0)

    // Paying again with another card makes a second (live) order for the basket.
    const retryId = await submitWaiting(t, member, submitBody(cart.id, await cardToken(t, APPROVE_CARD)))
    expect(retryId).not.toBe(orderId)
    await drain(t)
    expect(expectOk(await track(t, member, cart.id))).toEqual({ status: 'success', message: '', id: retryId })
    expect(await chargesOf(t, retryId)).toBe(1)
    expect(await bookingsOfCart(t, cart.id)).toBe(1)
  })
})

describe('a processing failure', () => {
  it('is retried a few times, then the submission fails with a clear message and nothing charged', async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    const orderId = await submitWaiting(t, member, submitBody(cart.id, await cardToken(t, ERROR_CARD)))
    expect(await drain(t)).toBe(3)
    expect(expectOk(await track(t, member, cart.id))).toEqual({
      status: 'error',
      message: PAYMENT_FAILED_MESSAGE,
      id: orderId,
    })
    const attempts = await t.db.$client.query('select payment_attempts, status from orders where id = $1', [
      orderId,
    ])
    expect(attempts.rows[0]).toEqual({ payment_attempts: 3, status: 'failed' })
    expect(await anyCharges(orderId)).toBe(0)
    expect(await bookingsOfCart(t, cart.id)).toBe(0)
    expect((await getCart(t, member, cart.id)).id).toBe(cart.id)
  })
})
