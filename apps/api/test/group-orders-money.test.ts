import { beforeAll, describe, expect, it } from 'vitest'
import { settleOrder } from '../src/flows/settle-order.ts'
import { FIRE_ORDER_JOB } from '../src/modules/orders/index.ts'
import { JOBS_SCHEMA } from '../src/platform/jobs.ts'
import { API, type TAny, type TSession } from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { addItem, getGroup, joinGroup, passDeadline, startGroup } from './group-helpers.ts'
import { build, type TTestApp } from './helper.ts'
import {
  cardToken,
  countRows,
  DECLINE_CARD,
  drain,
  fireNow,
  getOrder,
  scheduleAhead,
  signInMember,
  submit,
  submitBody,
  submitWaiting,
  track,
} from './order-helpers.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const gatewayRows = (t: TTestApp, orderId: string, outcome: string) =>
  countRows(t, 'select count(*) from test_gateway_charges where idempotency_key = $1 and outcome = $2', [
    orderId,
    outcome,
  ])
/** Orders' firing as written (ADR 066), in the order asked. */
async function firingOf(...orderIds: string[]) {
  const { rows } = await t.db.$client.query<{ id: string; status: string; fire_at: Date | null }>(
    'select id, status, fire_at from orders where id = any($1::uuid[])',
    [orderIds],
  )
  return orderIds.map((id) => rows.find((row) => row.id === id))
}
const fireJobsOf = (orderId: string) =>
  countRows(t, `select count(*) from ${JOBS_SCHEMA}.job where name = $1 and data->>'orderId' = $2`, [
    FIRE_ORDER_JOB,
    orderId,
  ])
const ledgerRows = (t: TTestApp, orderId: string) =>
  countRows(t, 'select count(*) from payment_charges where order_id = $1', [orderId])

/** A split group whose host ordered ahead (participants' baskets take the host's time when they join). */
async function splitGroup() {
  const setup = await startGroup(t, { paymentType: 'split' })
  await scheduleAhead(t, setup.host, setup.cart.id)
  return setup
}

/** A member joins the split group, fills their own basket and pays for it (authorised by the job). */
async function payAsParticipant(group: TAny, menuId: number, name: string, card?: string) {
  const member = await signInMember(t, menuId)
  const joined = await joinGroup(t, group.id, name, member)
  const basketId = joined.group.basketid as string
  expect(basketId).toMatch(/^[0-9a-f-]{36}$/)
  await addItem(t, member, basketId, menuId, 2)
  const orderId = await submitWaiting(t, member, submitBody(basketId, await cardToken(t, card)))
  await drain(t)
  return { member: member as TSession, basketId, orderId }
}

describe('split payment: authorise at the participant’s checkout, capture at the host’s', () => {
  it('a group placed ahead keeps its one time: neither the host nor a participant moves their order', async () => {
    const { group, host, cart, menuId } = await splitGroup()
    const ben = await payAsParticipant(group, menuId, 'Ben')
    const hostOrderId = await submitWaiting(t, host, submitBody(cart.id, await cardToken(t)))
    await drain(t)
    for (const [who, orderId] of [
      [host, hostOrderId],
      [ben.member, ben.orderId],
    ] as const) {
      const order = await getOrder(t, who, orderId)
      expect(order).toMatchObject({ status: 'scheduled', in_group: true })
      const day = String(order.ready).slice(0, 8)
      const times = await t.call({
        method: 'GET',
        url: `${API}/orders/${orderId}/times?day=${day}`,
        headers: who.headers,
      })
      expectError(times, 409, 'CONFLICT')
      expect(times.json.message).toMatch(
        /^A group order is made together at the time its host chose\. To change it, call the store/,
      )
      const moved = await t.call({
        method: 'PUT',
        url: `${API}/orders/${orderId}/time`,
        payload: { wanted: `${day} 23:45` },
        headers: who.headers,
      })
      expectError(moved, 409, 'CONFLICT')
      expect((await getOrder(t, who, orderId)).status).toBe('scheduled')
    }
    const firing = await firingOf(hostOrderId, ben.orderId)
    expect(firing[1]?.fire_at).toEqual(firing[0]?.fire_at)
  })

  it('holds each participant’s money, then the host’s submission takes it once and sends the whole group', async () => {
    const { group, host, cart, menuId } = await splitGroup()
    const ben = await payAsParticipant(group, menuId, 'Ben')
    expect(await gatewayRows(t, ben.orderId, 'authorised')).toBe(1)
    expect(expectOk(await track(t, ben.member, ben.basketId)).status).toBe('success')
    const asBen = expectOk(await getGroup(t, group.id, ben.member.headers))
    expect(asBen.payment).toMatchObject({ status: 'authorised', paid: 1 })
    expect(asBen.payment.amount).toBeGreaterThan(0)
    expect(asBen.participants.find((p: TAny) => p.name === 'Ben').submitted).toBe(true)
    // Cy joins but never pays.
    const cy = await signInMember(t, menuId)
    const cyBasket = (await joinGroup(t, group.id, 'Cy', cy)).group.basketid
    await addItem(t, cy, cyBasket, menuId)

    const hostOrderId = await submitWaiting(t, host, submitBody(cart.id, await cardToken(t)))
    expect(expectOk(await getGroup(t, group.id, ben.member.headers)).status).toBe('locked')
    await drain(t)

    // Ordered ahead, the group waits as scheduled: Ben's order with the host's, at the same fire
    // time, with its own fire job (ADR 066).
    const firing = await firingOf(hostOrderId, ben.orderId)
    expect(firing.map((order) => order?.status)).toEqual(['scheduled', 'scheduled'])
    expect(firing[1]?.fire_at).toEqual(firing[0]?.fire_at)
    expect(firing[0]?.fire_at).toBeInstanceOf(Date)
    expect(await fireJobsOf(ben.orderId)).toBe(1)
    await fireNow(t, hostOrderId)
    await fireNow(t, ben.orderId)

    const hostOrder = await getOrder(t, host, hostOrderId)
    const benOrder = await getOrder(t, ben.member, ben.orderId)
    expect(hostOrder.status).toBe('received')
    expect(benOrder).toMatchObject({ status: 'received', handoff: hostOrder.handoff, ready: hostOrder.ready })
    expect(await gatewayRows(t, hostOrderId, 'succeeded')).toBe(1)
    expect(await gatewayRows(t, ben.orderId, 'captured')).toBe(1)
    const asHost = expectOk(await getGroup(t, group.id, host.headers))
    expect(asHost.status).toBe('confirmed')
    expect(asHost.payment).toMatchObject({ status: 'captured', paid: 1, amount: asBen.payment.amount })
    expect(
      await countRows(t, `select count(*) from carts where id = $1 and status = 'abandoned'`, [cyBasket]),
    ).toBe(1)

    // Nothing is charged twice: the job running again, a retried submission, drained again.
    await settleOrder({ db: t.db, config: t.config, payments: t.app.payments, jobs: t.app.jobs }, hostOrderId)
    await settleOrder({ db: t.db, config: t.config, payments: t.app.payments, jobs: t.app.jobs }, ben.orderId)
    expect(expectOk(await submit(t, host, submitBody(cart.id, await cardToken(t)))).id).toBe(hostOrderId)
    await drain(t)
    expect(await ledgerRows(t, hostOrderId)).toBe(1)
    expect(await ledgerRows(t, ben.orderId)).toBe(1)
    expect(
      await countRows(t, 'select count(*) from test_gateway_charges where idempotency_key = $1', [
        ben.orderId,
      ]),
    ).toBe(1)
  })

  it('voids every hold when the host cancels; the participant learns nothing was charged', async () => {
    const { group, host, menuId } = await splitGroup()
    const ben = await payAsParticipant(group, menuId, 'Ben')
    expectOk(
      await t.call({ method: 'DELETE', url: `/api/v1/carts/group/${group.id}`, headers: host.headers }),
    )
    await drain(t)
    expect(await gatewayRows(t, ben.orderId, 'voided')).toBe(1)
    expect(await ledgerRows(t, ben.orderId)).toBe(0)
    const tracked = expectOk(await track(t, ben.member, ben.basketId))
    expect(tracked.status).toBe('error')
    expect(tracked.message).toMatch(/nothing was charged/)
    expect(expectOk(await getGroup(t, group.id, ben.member.headers)).payment.status).toBe('voided')
  })

  it('lets a declined participant pay again; refuses pay in store and checkout after the deadline', async () => {
    const { group, menuId } = await splitGroup()
    const ben = await payAsParticipant(group, menuId, 'Ben', DECLINE_CARD)
    expect(expectOk(await track(t, ben.member, ben.basketId)).status).toBe('error')
    const afterDecline = expectOk(await getGroup(t, group.id, ben.member.headers))
    expect(afterDecline.payment.status).toBe('failed')
    expect(afterDecline.participants.find((p: TAny) => p.name === 'Ben').submitted).toBe(false)
    const instore = await submit(t, ben.member, submitBody(ben.basketId, null))
    expectError(instore, 422, 'CHECKOUT_INVALID')
    await submitWaiting(t, ben.member, submitBody(ben.basketId, await cardToken(t)))
    await drain(t)
    expect(expectOk(await getGroup(t, group.id, ben.member.headers)).payment.status).toBe('authorised')
    const cy = await signInMember(t, menuId)
    const cyBasket = (await joinGroup(t, group.id, 'Cy', cy)).group.basketid
    await addItem(t, cy, cyBasket, menuId)
    await passDeadline(t, group.id)
    const late = await submit(t, cy, submitBody(cyBasket, await cardToken(t)))
    expectError(late, 409, 'GROUP_ORDER_PAST_DEADLINE')
  })

  it('keeps the participant’s own basket at the host’s time and handoff: changing them is the host’s (403)', async () => {
    const { group, menuId } = await splitGroup()
    const member = await signInMember(t, menuId)
    const basketId = (await joinGroup(t, group.id, 'Ben', member)).group.basketid
    const response = await t.call({
      method: 'PUT',
      url: `/api/v1/carts/${basketId}/time`,
      payload: { mode: 'asap' },
      headers: member.headers,
    })
    expectError(response, 403, 'GROUP_HOST_ONLY')
  })
})

describe('host pays: the host’s submission locks, then confirms the group', () => {
  it('orders every participant’s lines with their recipients; a failed payment opens the group again', async () => {
    const { group, host, cart, menuId } = await startGroup(t)
    await scheduleAhead(t, host, cart.id)
    const ben = await joinGroup(t, group.id, 'Ben')
    await addItem(t, ben.session, cart.id, menuId)
    const declined = await submitWaiting(t, host, submitBody(cart.id, await cardToken(t, DECLINE_CARD)))
    expect(expectOk(await getGroup(t, group.id, ben.session.headers)).status).toBe('locked')
    await drain(t)
    expect((await getOrder(t, host, declined)).status).toBe('failed')
    expect(expectOk(await getGroup(t, group.id, ben.session.headers)).status).toBe('open')

    const orderId = await submitWaiting(t, host, submitBody(cart.id, await cardToken(t)))
    await drain(t)
    await fireNow(t, orderId)
    const order = await getOrder(t, host, orderId)
    expect(order.status).toBe('received')
    expect(order.products.map((line: TAny) => line.recipient).sort()).toEqual(['Ada Lovelace', 'Ben'])
    const polled = expectOk(await getGroup(t, group.id, ben.session.headers))
    expect(polled).toMatchObject({ status: 'confirmed', payment: null })
    expectError(
      await t.call({ method: 'DELETE', url: `/api/v1/carts/group/${group.id}`, headers: host.headers }),
      409,
      'GROUP_ORDER_CLOSED',
    )
  })
})
