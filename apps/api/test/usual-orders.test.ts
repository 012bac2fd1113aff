import { USUAL_NAME_RULE, USUAL_ORDERS_MAX, ZReorderSchema, ZUsualOrdersSchema } from '@deli/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { API, expectCreated } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError, type TJson } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { placeOrder, signInMember, type TMember } from './order-helpers.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build({ SLOT_CAPACITY: '1000' })
})

const URL = `${API}/members/usual-orders`
const UNKNOWN_ORDER = '00000000-0000-4000-8000-000000000000'

const list = (member: { headers: Record<string, string> }) =>
  t.call({ method: 'GET', url: URL, headers: member.headers })
const save = (headers: Record<string, string>, payload: TJson) =>
  t.call({ method: 'POST', url: URL, payload, headers })
const rename = (headers: Record<string, string>, id: number | string, payload: TJson) =>
  t.call({ method: 'PUT', url: `${URL}/${id}`, payload, headers })
const remove = (headers: Record<string, string>, id: number | string) =>
  t.call({ method: 'DELETE', url: `${URL}/${id}`, headers })

/** Copies of the member's order with ids of their own (the limit test needs many kept orders). */
async function copiesOf(orderId: string, copies: number): Promise<string[]> {
  const result = await t.db.$client.query<{ id: string }>(
    `insert into orders (cart_id, user_id, store_id, menu_id, status, handoff, asap, ready_at, timezone,
       lines, totals, payment_type, payment_label, contact)
     select gen_random_uuid(), user_id, store_id, menu_id, status, handoff, asap, ready_at, timezone,
       lines, totals, payment_type, payment_label, contact
     from orders, generate_series(1, $2) where id = $1
     returning id`,
    [orderId, copies],
  )
  return result.rows.map((row) => row.id)
}

describe("members/usual-orders ('My usual')", () => {
  let member: TMember
  let orderId: string
  beforeAll(async () => {
    member = await signInMember(t)
    orderId = await placeOrder(t, member)
  })

  it('keeps an order under a name, lists it with its order, renames it and forgets it', async () => {
    expect(ZUsualOrdersSchema.parse(expectOk(await list(member)))).toEqual({ usual_orders: [] })

    const saved = ZUsualOrdersSchema.parse(
      expectCreated(await save(member.headers, { order_id: orderId, name: '  My usual  ' })),
    )
    expect(saved.usual_orders).toHaveLength(1)
    const [usual] = saved.usual_orders
    expect(usual?.name).toBe('My usual')
    expect(usual?.order.id).toBe(orderId)
    expect(usual?.order.products.length).toBeGreaterThan(0)
    expect(ZUsualOrdersSchema.parse(expectOk(await list(member)))).toEqual(saved)

    const renamed = ZUsualOrdersSchema.parse(
      expectOk(await rename(member.headers, Number(usual?.id), { name: 'Friday lunch' })),
    )
    expect(renamed.usual_orders.map((kept) => kept.name)).toEqual(['Friday lunch'])

    const removed = ZUsualOrdersSchema.parse(expectOk(await remove(member.headers, Number(usual?.id))))
    expect(removed.usual_orders).toEqual([])
    // The order itself stays in the history.
    const history = expectOk(
      await t.call({ method: 'GET', url: `${API}/members/orders`, headers: member.headers }),
    )
    expect(history.orders.map((order: TJson) => order.id)).toContain(orderId)
  })

  it('orders a usual again through the one re-order (POST orders {id})', async () => {
    const saved = ZUsualOrdersSchema.parse(
      expectCreated(await save(member.headers, { order_id: orderId, name: 'Again' })),
    )
    const usual = saved.usual_orders[0]
    const reorder = ZReorderSchema.parse(
      expectCreated(
        await t.call({
          method: 'POST',
          url: `${API}/orders`,
          payload: { id: usual?.order.id },
          headers: member.headers,
        }),
      ),
    )
    expect(reorder.cart.menu_id).toBe(usual?.order.menu_id)
    expect(reorder.cart.products.map((line) => line.product_id)).toEqual(
      usual?.order.products.map((line) => line.product_id),
    )
    expectOk(await remove(member.headers, Number(usual?.id)))
  })

  it('keeps each order once, with a sentence naming the name it is kept under', async () => {
    expectCreated(await save(member.headers, { order_id: orderId, name: 'First' }))
    const again = await save(member.headers, { order_id: orderId, name: 'Second' })
    expectError(again, 409, 'CONFLICT')
    expect(again.json.message).toBe('This order is already kept as “First”.')
    const kept = ZUsualOrdersSchema.parse(expectOk(await list(member)))
    expect(kept.usual_orders.map((usual) => usual.name)).toEqual(['First'])
    expectOk(await remove(member.headers, Number(kept.usual_orders[0]?.id)))
  })

  it(`keeps at most ${USUAL_ORDERS_MAX} usual orders a member`, async () => {
    const owner = await signInMember(t)
    const first = await placeOrder(t, owner)
    const orderIds = [first, ...(await copiesOf(first, USUAL_ORDERS_MAX))]
    for (const [index, id] of orderIds.slice(0, USUAL_ORDERS_MAX).entries())
      expectCreated(await save(owner.headers, { order_id: id, name: `Usual ${index + 1}` }))
    const over = await save(owner.headers, { order_id: orderIds[USUAL_ORDERS_MAX], name: 'One too many' })
    expectError(over, 409, 'USUAL_ORDER_LIMIT')
    expect(over.json.message).toBe(
      `You can keep up to ${USUAL_ORDERS_MAX} usual orders. Remove one to keep this order.`,
    )
    expect(ZUsualOrdersSchema.parse(expectOk(await list(owner))).usual_orders).toHaveLength(USUAL_ORDERS_MAX)
  })

  it('refuses an order that did not go through', async () => {
    const [copy] = await copiesOf(orderId, 1)
    await t.db.$client.query(`update orders set status = 'failed' where id = $1`, [copy])
    const refused = await save(member.headers, { order_id: copy, name: 'Failed' })
    expectError(refused, 409, 'CONFLICT')
    expect(refused.json.message).toBe('This order did not go through, so it cannot be kept as a usual.')
  })

  it('validates the name and the ids with the rule’s sentence', async () => {
    for (const name of ['', '   ', 'x'.repeat(USUAL_NAME_RULE.max + 1), 'Tab\there']) {
      const refused = await save(member.headers, { order_id: orderId, name })
      expectValidationError(refused, 'name')
      expect(Object.values(refused.json.errors)).toContain(USUAL_NAME_RULE.invalid)
    }
    expectCreated(await save(member.headers, { order_id: orderId, name: 'x'.repeat(USUAL_NAME_RULE.max) }))
    expectValidationError(await save(member.headers, { order_id: 'nope', name: 'Lunch' }), 'order_id')
    expectValidationError(await save(member.headers, { order_id: orderId }), 'name')
    const kept = ZUsualOrdersSchema.parse(expectOk(await list(member))).usual_orders[0]
    expectValidationError(await rename(member.headers, Number(kept?.id), { name: '' }), 'name')
    expectValidationError(await rename(member.headers, 'abc', { name: 'Lunch' }), 'id')
    expectValidationError(await remove(member.headers, '0'), 'id')
    expectOk(await remove(member.headers, Number(kept?.id)))
  })

  it('answers 404 for an unknown order or usual order', async () => {
    expectError(
      await save(member.headers, { order_id: UNKNOWN_ORDER, name: 'Lunch' }),
      404,
      'ORDER_NOT_FOUND',
    )
    expectError(await rename(member.headers, 999_999, { name: 'Lunch' }), 404, 'USUAL_ORDER_NOT_FOUND')
    expectError(await remove(member.headers, 999_999), 404, 'USUAL_ORDER_NOT_FOUND')
  })

  it('is the member’s own: guests sign in (401); another member’s order and usual orders do not exist (404)', async () => {
    const kept = ZUsualOrdersSchema.parse(
      expectCreated(await save(member.headers, { order_id: orderId, name: 'Mine' })),
    ).usual_orders[0]
    const id = Number(kept?.id)
    const stranger = await signInMember(t)
    expectError(await list({ headers: {} }), 401, 'SIGN_IN_REQUIRED')
    expectError(await save({}, { order_id: orderId, name: 'Theirs' }), 401, 'SIGN_IN_REQUIRED')
    expectError(await save(stranger.headers, { order_id: orderId, name: 'Theirs' }), 404, 'ORDER_NOT_FOUND')
    expectError(await rename(stranger.headers, id, { name: 'Theirs' }), 404, 'USUAL_ORDER_NOT_FOUND')
    expectError(await remove(stranger.headers, id), 404, 'USUAL_ORDER_NOT_FOUND')
    expect(ZUsualOrdersSchema.parse(expectOk(await list(stranger))).usual_orders).toEqual([])
    // Unchanged for its owner.
    const after = ZUsualOrdersSchema.parse(expectOk(await list(member)))
    expect(after.usual_orders.map((usual) => [usual.id, usual.name])).toEqual([[id, 'Mine']])
  })
})
