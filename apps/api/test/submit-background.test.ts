import { ZOrderSchema, ZSubmitTrackSchema } from '@deli/contracts'
import { orderPoints, TEXTS } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  API,
  addSimple,
  cartUrl,
  DOWNTOWN_POINT,
  expectCreated,
  fillSlot,
  getCart,
  openCart,
  polygonStore,
  stable,
} from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import {
  bookingsOfCart,
  cardToken,
  chargesOf,
  countRows,
  drain,
  getOrder,
  orderStore,
  ordersOfCart,
  readyCart,
  scheduleAhead,
  signInMember,
  submit,
  submitBody,
  submitWaiting,
  type TMember,
  track,
} from './order-helpers.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const toCurbside = (member: TMember, cartId: string) =>
  t.call({
    method: 'PUT',
    url: cartUrl(cartId, '/handoff'),
    payload: { handoffMode: 'curbside' },
    headers: member.headers,
  })

describe('POST /api/submit-background: who may submit', () => {
  it('refuses a caller without a session with 401 and the spec sentence', async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    const response = await submit(t, null, submitBody(cart.id, null))
    expectError(response, 401, 'SIGN_IN_REQUIRED')
    expect(response.json.message).toBe(TEXTS.signInBeforeCheckout)
    expect(response.json.message).toBe('Please sign in or create an account before checking out.')
  })

  it("refuses a guest's own basket with 401 and leaves it active", async () => {
    const store = orderStore()
    const { cart, session } = await openCart(t, { menu_id: store.menu_id })
    await addSimple(t, session, cart.id, 102)
    const response = await submit(t, session, submitBody(cart.id, null))
    expectError(response, 401, 'SIGN_IN_REQUIRED')
    expect(response.json.message).toBe(TEXTS.signInBeforeCheckout)
    expect((await getCart(t, session, cart.id)).id).toBe(cart.id)
    expect(await ordersOfCart(t, cart.id)).toBe(0)
  })

  it("answers 404 for another member's basket and for an unknown one, writing nothing", async () => {
    const owner = await signInMember(t)
    const other = await signInMember(t)
    const { cart } = await readyCart(t, owner)
    expectError(await submit(t, other, submitBody(cart.id, null)), 404, 'CART_NOT_FOUND')
    expectError(
      await submit(t, other, submitBody('00000000-0000-4000-8000-000000000000', null)),
      404,
      'CART_NOT_FOUND',
    )
    expect(await ordersOfCart(t, cart.id)).toBe(0)
    expect((await getCart(t, owner, cart.id)).id).toBe(cart.id)
  })

  it('needs the API key', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/submit-background', payload: {} })
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe('API_KEY_INVALID')
  })
})

describe('POST /api/submit-background: validation', () => {
  it('refuses malformed bodies with 400 VALIDATION_FAILED naming the field', async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    expectValidationError(await submit(t, member, { id: cart.id }), 'data')
    expectValidationError(
      await submit(t, member, submitBody(cart.id, null, { email: 'not-an-email' })),
      'email',
    )
    expectValidationError(await submit(t, member, submitBody(cart.id, null, { phone: '12' })), 'phone')
    expectValidationError(
      await submit(t, member, submitBody(cart.id, null, { first_name: ' ' })),
      'first_name',
    )
    expectValidationError(await submit(t, member, submitBody(cart.id, null, { tip: -1 })), 'tip')
    expectValidationError(await submit(t, member, submitBody(cart.id, null, { payments: [] })), 'payments')
    expectValidationError(
      await submit(t, member, submitBody(cart.id, null, { payments: [{ type: 'cash' }] })),
      'payments',
    )
    expectValidationError(await submit(t, member, { ...submitBody(cart.id, null), id: 'nope' }), 'id')
    expect(await ordersOfCart(t, cart.id)).toBe(0)
  })

  it('refuses an unknown card token with 422 CARD_INVALID', async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    const response = await submit(t, member, submitBody(cart.id, 'tok_test_unknown'))
    expectError(response, 422, 'CARD_INVALID')
    expect(response.json.errors).toHaveProperty('payments')
    expectError(await submit(t, member, submitBody(cart.id, 'card_unheard_of')), 422, 'CARD_INVALID')
    expect(await ordersOfCart(t, cart.id)).toBe(0)
  })

  it('refuses an empty basket with 422 CART_EMPTY, like validate', async () => {
    const member = await signInMember(t)
    const created = expectCreated(
      await t.call({
        method: 'POST',
        url: `${API}/carts`,
        payload: { menu_id: orderStore().menu_id },
        headers: member.headers,
      }),
    )
    expectError(await submit(t, member, submitBody(created.id, null)), 422, 'CART_EMPTY')
    expect(await ordersOfCart(t, created.id)).toBe(0)
  })

  it('needs car details for curbside (422 CHECKOUT_INVALID) and keeps them on the order', async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    expectOk(await toCurbside(member, cart.id))
    const missing = await submit(t, member, submitBody(cart.id, null))
    expectError(missing, 422, 'CHECKOUT_INVALID')
    expect(missing.json.errors).toHaveProperty('car')
    expect(await ordersOfCart(t, cart.id)).toBe(0)
    const car = { make: 'Subaru', model: 'Outback', color: 'Green' }
    const orderId = await submitWaiting(t, member, submitBody(cart.id, null, { car }))
    await drain(t)
    const order = await getOrder(t, member, orderId)
    // Ordered ahead: accepted, it waits as scheduled for its fire time (ADR 066).
    expect(order).toMatchObject({ handoff: 'curbside', car, status: 'scheduled' })
  })

  it('refuses a slot that filled up since it was chosen: 409 SLOT_FULL, nothing written', async () => {
    const member = await signInMember(t)
    const store = orderStore()
    const { cart } = await readyCart(t, member)
    const instant = new Date(
      (await t.db.$client.query('select wanted_at from carts where id = $1', [cart.id])).rows[0].wanted_at,
    )
    await fillSlot(t, store.id, instant, 6)
    const before = stable(await getCart(t, member, cart.id))
    const response = await submit(t, member, submitBody(cart.id, await cardToken(t)))
    expectError(response, 409, 'SLOT_FULL')
    expect(await ordersOfCart(t, cart.id)).toBe(0)
    expect(await bookingsOfCart(t, cart.id)).toBe(0)
    expect(stable(await getCart(t, member, cart.id))).toEqual(before)
  })
})

describe('POST /api/submit-background: a paid order', () => {
  it('answers waiting, then the worker charges once and the order is accepted with points', async () => {
    const member = await signInMember(t)
    const { cart, slot } = await readyCart(t, member)
    const tip = 300
    const body = submitBody(cart.id, await cardToken(t), { tip })
    const answer = expectOk(
      await submit(t, member, body, { client_type: 'web', device_id: 'device-1', push_token: 'push-1' }),
    )
    expect(ZSubmitTrackSchema.parse(answer)).toEqual({
      status: 'waiting',
      message: '',
      id: expect.any(String),
    })
    const orderId = answer.id
    expect(expectOk(await track(t, member, cart.id))).toEqual({ status: 'waiting', message: '', id: orderId })
    expect(await bookingsOfCart(t, cart.id)).toBe(1)

    // The submission's job, and the fire job it queued for the order ahead (ADR 066), which a drain
    // runs before its time: it fires nothing.
    expect(await drain(t)).toBe(2)
    expect(expectOk(await track(t, member, cart.id))).toEqual({ status: 'success', message: '', id: orderId })
    const order = ZOrderSchema.parse(await getOrder(t, member, orderId))
    expect(order).toMatchObject({
      status: 'scheduled',
      menu_id: cart.menu_id,
      handoff: 'pickup',
      ready: slot,
      asap: false,
      payment: { type: 'card', label: 'Visa •••• 4242' },
      contact: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '2145550100' },
      points: orderPoints(cart.totals.subtotal),
    })
    expect(order.number).toBeGreaterThanOrEqual(1001)
    expect(order.products.map((line) => [line.product_id, line.quantity])).toEqual(
      cart.products.map((line: { product_id: number; quantity: number }) => [line.product_id, line.quantity]),
    )
    expect(order.totals).toEqual({
      subtotal: cart.totals.subtotal,
      discount: cart.totals.discount,
      tax: cart.totals.tax,
      deliveryFee: 0,
      tip,
      total: cart.totals.total + tip,
    })
    expect(await chargesOf(t, orderId)).toBe(1)
    const { rows } = await t.db.$client.query(
      'select amount, gateway from payment_charges where order_id = $1',
      [orderId],
    )
    expect(rows).toEqual([{ amount: cart.totals.total + tip, gateway: 'test' }])
    const client = await t.db.$client.query('select client from orders where id = $1', [orderId])
    expect(client.rows[0].client).toEqual({ client_type: 'web', device_id: 'device-1', push_token: 'push-1' })
    const points = await t.db.$client.query('select points from users where id = $1', [member.userId])
    expect(points.rows[0].points).toBe(order.points)
    expect(
      await countRows(t, `select count(*) from mail_outbox where kind = 'receipt' and "to" = $1`, [
        'ada@example.com',
      ]),
    ).toBeGreaterThanOrEqual(1)
    // Spec §5 phone display: the store's phone in the receipt reads (xxx) xxx-xxxx.
    const receipt = await t.db.$client.query(
      `select text from mail_outbox where kind = 'receipt' and "to" = $1 order by id desc limit 1`,
      ['ada@example.com'],
    )
    expect(receipt.rows[0].text).toMatch(/ · \(\d{3}\) \d{3}-\d{4}/)
  })

  it('freezes the submitted basket: every change answers 409 CART_SUBMITTED', async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    await submitWaiting(t, member, submitBody(cart.id, null))
    const headers = member.headers
    const add = await t.call({
      method: 'POST',
      url: cartUrl(cart.id, '/products'),
      payload: { product_id: 102, quantity: 1, choices: [] },
      headers,
    })
    expectError(add, 409, 'CART_SUBMITTED')
    const line = cart.products[0].id
    expectError(
      await t.call({ method: 'DELETE', url: cartUrl(cart.id, `/products/${line}`), headers }),
      409,
      'CART_SUBMITTED',
    )
    expectError(
      await t.call({ method: 'PUT', url: cartUrl(cart.id, '/time'), payload: { mode: 'asap' }, headers }),
      409,
      'CART_SUBMITTED',
    )
    expectError(await t.call({ method: 'DELETE', url: cartUrl(cart.id), headers }), 409, 'CART_SUBMITTED')
    await drain(t)
    expectError(await toCurbside(member, cart.id), 409, 'CART_SUBMITTED')
  })

  it('pays in store: no charge, labelled Pay in store, accepted at once by the worker', async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    const orderId = await submitWaiting(t, member, submitBody(cart.id, null))
    await drain(t)
    const order = await getOrder(t, member, orderId)
    expect(order.payment).toEqual({ type: 'instore', label: 'Pay in store' })
    expect(order.status).toBe('scheduled')
    expect(await countRows(t, 'select count(*) from payment_charges where order_id = $1', [orderId])).toBe(0)
  })

  it('delivers: pay in store refused (422), the address saved to the member after a paid order', async () => {
    const member = await signInMember(t)
    const { store } = polygonStore()
    const created = expectCreated(
      await t.call({
        method: 'POST',
        url: `${API}/carts`,
        payload: { menu_id: store.menu_id },
        headers: member.headers,
      }),
    )
    await addSimple(t, member, created.id, 105, 3)
    const address = { address: '1500 Main St', city: 'Dallas', state: 'TX', zip: '75201', ...DOWNTOWN_POINT }
    expectOk(
      await t.call({
        method: 'PUT',
        url: cartUrl(created.id, '/handoff/delivery'),
        payload: { ...address, handoffMode: 'delivery' },
        headers: member.headers,
      }),
    )
    await scheduleAhead(t, member, created.id)
    const inStore = await submit(t, member, submitBody(created.id, null))
    expectError(inStore, 422, 'CHECKOUT_INVALID')
    expect(inStore.json.errors).toHaveProperty('payments')
    const orderId = await submitWaiting(t, member, submitBody(created.id, await cardToken(t)))
    await drain(t)
    const order = await getOrder(t, member, orderId)
    expect(order).toMatchObject({ status: 'scheduled', handoff: 'delivery', address: { zip: '75201' } })
    expect(order.totals.deliveryFee).toBeGreaterThan(0)
    const saved = await t.db.$client.query('select address, zip from member_addresses where user_id = $1', [
      member.userId,
    ])
    expect(saved.rows).toEqual([{ address: '1500 Main St', zip: '75201' }])
  })
})

describe('GET /api/v1/carts/{id}/submit/track', () => {
  it('answers 404 to a guest, another member, and for a basket never submitted', async () => {
    const member = await signInMember(t)
    const other = await signInMember(t)
    const { cart } = await readyCart(t, member)
    expectError(await track(t, member, cart.id), 404, 'ORDER_NOT_FOUND')
    await submitWaiting(t, member, submitBody(cart.id, null))
    expectError(await track(t, other, cart.id), 404, 'CART_NOT_FOUND')
    expectError(
      await t.call({ method: 'GET', url: cartUrl(cart.id, '/submit/track') }),
      404,
      'CART_NOT_FOUND',
    )
    expectValidationError(await track(t, member, 'not-a-uuid'), 'cartId')
    expect(expectOk(await track(t, member, cart.id)).status).toBe('waiting')
  })
})
