import { ORDER_HISTORY_PAGE_SIZE, ZOrderHistorySchema, ZReorderSchema } from '@deli/contracts'
import { demoStores } from '@deli/demo-data'
import { formatWantedTime } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { API, expectCart, expectCreated } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError, type TJson } from './expect-envelope.ts'
import { build, KIOSK_CLIENT, type TTestApp, WEB_CLIENT } from './helper.ts'
import {
  cardToken,
  drain,
  fireNow,
  getOrder,
  orderStore,
  readyCart,
  signInMember,
  submitBody,
  submitWaiting,
  type TMember,
} from './order-helpers.ts'
import { storeAppStaff, storeHeaders, withStoreClient } from './rewards-helpers.ts'

let t: TTestApp
/** A store's app with a staff member of the order store signed in on it (ADR 044). */
let storeApp: Awaited<ReturnType<typeof storeAppStaff>>
beforeAll(async () => {
  t = await build(withStoreClient)
  storeApp = await storeAppStaff(t)
})

const UNKNOWN_ORDER = '00000000-0000-4000-8000-000000000000'

/** A member's received order (paid by card, fired to the kitchen), with its basket. */
async function placedOrder(member: TMember, options: { quantity?: number } = {}) {
  const { cart, slot } = await readyCart(t, member, options)
  const orderId = await submitWaiting(t, member, submitBody(cart.id, await cardToken(t)))
  await drain(t)
  // Placed ahead, it waits as scheduled until its fire time (ADR 066): the kitchen has it now.
  await fireNow(t, orderId)
  return { orderId, cart, slot }
}

const setStatus = (orderId: string, status: string, headers: Record<string, string> = storeApp.headers) =>
  t.call({ method: 'PUT', url: `${API}/orders/${orderId}/status`, payload: { status }, headers })

describe('GET /api/v1/orders/{orderId}', () => {
  it("answers the member's order, 401 to guests and 404 to another member", async () => {
    const member = await signInMember(t)
    const { orderId } = await placedOrder(member)
    expect((await getOrder(t, member, orderId)).id).toBe(orderId)
    expectError(await t.call({ method: 'GET', url: `${API}/orders/${orderId}` }), 401, 'SIGN_IN_REQUIRED')
    const other = await signInMember(t)
    expectError(
      await t.call({ method: 'GET', url: `${API}/orders/${orderId}`, headers: other.headers }),
      404,
      'ORDER_NOT_FOUND',
    )
    expectError(
      await t.call({ method: 'GET', url: `${API}/orders/${UNKNOWN_ORDER}`, headers: member.headers }),
      404,
      'ORDER_NOT_FOUND',
    )
    expectValidationError(
      await t.call({ method: 'GET', url: `${API}/orders/nope`, headers: member.headers }),
      'orderId',
    )
  })
})

describe('GET /api/v1/orders/{orderId}/calendar', () => {
  it('answers an .ics event at the ready time and the store address', async () => {
    const member = await signInMember(t)
    const { orderId, slot } = await placedOrder(member)
    const order = await getOrder(t, member, orderId)
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/orders/${orderId}/calendar`,
      headers: { 'x-app-name': WEB_CLIENT.appName, 'x-api-key': WEB_CLIENT.key, ...member.headers },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/calendar')
    expect(response.headers['content-disposition']).toContain(`order-${order.number}.ics`)
    const ics = response.body.replace(/\r\n[ \t]/g, '')
    expect(ics).toContain('BEGIN:VCALENDAR')
    expect(ics).toContain(`SUMMARY:Pick up Red Door Deli order #${order.number}`)
    const { rows } = await t.db.$client.query('select ready_at from orders where id = $1', [orderId])
    const start = new Date(rows[0].ready_at)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')
    expect(ics).toContain(`DTSTART:${start}`)
    expect(ics).toContain(formatWantedTime(slot).replace(/,/g, '\\,'))
    const store = orderStore()
    expect(ics).toContain(`LOCATION:${store.name}\\, ${store.address}`)
  })

  it('refuses guests (401) and other members (404)', async () => {
    const member = await signInMember(t)
    const { orderId } = await placedOrder(member)
    const url = `${API}/orders/${orderId}/calendar`
    expectError(await t.call({ method: 'GET', url }), 401, 'SIGN_IN_REQUIRED')
    const other = await signInMember(t)
    expectError(await t.call({ method: 'GET', url, headers: other.headers }), 404, 'ORDER_NOT_FOUND')
  })
})

describe('GET /api/v1/members/orders', () => {
  it('lists the member’s orders newest first, without failed submissions or other members’ orders', async () => {
    const member = await signInMember(t)
    const first = await placedOrder(member)
    const second = await placedOrder(member, { quantity: 3 })
    const { cart } = await readyCart(t, member)
    await submitWaiting(t, member, submitBody(cart.id, await cardToken(t, '4000 0000 0000 0002')))
    await drain(t)
    const other = await signInMember(t)
    await placedOrder(other)
    const history = ZOrderHistorySchema.parse(
      expectOk(await t.call({ method: 'GET', url: `${API}/members/orders`, headers: member.headers })),
    )
    expect(history.orders.map((order) => order.id)).toEqual([second.orderId, first.orderId])
    expect(history.next_page).toBeNull()
    expect(history.orders.every((order) => order.points > 0 && order.status === 'received')).toBe(true)
  })

  it('pages by ORDER_HISTORY_PAGE_SIZE', async () => {
    const member = await signInMember(t)
    const { orderId } = await placedOrder(member)
    // More orders than a page: copies of the placed one (the listing only reads rows).
    await t.db.$client.query(
      `insert into orders (cart_id, user_id, store_id, menu_id, status, handoff, asap, ready_at, timezone, lines,
         totals, payment_type, payment_label, contact, created_at)
       select gen_random_uuid(), user_id, store_id, menu_id, status, handoff, asap, ready_at, timezone, lines, totals,
         payment_type, payment_label, contact, created_at - make_interval(mins => n)
       from orders, generate_series(1, $2::int) as n where id = $1`,
      [orderId, ORDER_HISTORY_PAGE_SIZE],
    )
    const url = `${API}/members/orders`
    const page1 = expectOk(await t.call({ method: 'GET', url, headers: member.headers }))
    expect(page1.orders).toHaveLength(ORDER_HISTORY_PAGE_SIZE)
    expect(page1.orders[0].id).toBe(orderId)
    expect(page1.next_page).toBe(2)
    const page2 = expectOk(await t.call({ method: 'GET', url: `${url}?page=2`, headers: member.headers }))
    expect(page2.orders).toHaveLength(1)
    expect(page2.next_page).toBeNull()
    expectValidationError(
      await t.call({ method: 'GET', url: `${url}?page=0`, headers: member.headers }),
      'page',
    )
  })

  it('refuses guests with 401', async () => {
    expectError(await t.call({ method: 'GET', url: `${API}/members/orders` }), 401, 'SIGN_IN_REQUIRED')
  })
})

describe('POST /api/v1/orders (re-order)', () => {
  it('opens a new basket at the order’s store with its lines, repriced', async () => {
    const member = await signInMember(t)
    const { orderId, cart } = await placedOrder(member)
    const response = await t.call({
      method: 'POST',
      url: `${API}/orders`,
      payload: { id: orderId },
      headers: member.headers,
    })
    expect(response.statusCode).toBe(201)
    const reorder = ZReorderSchema.parse(response.json.data)
    expect(reorder.removed).toEqual([])
    const fresh = expectCart(reorder.cart)
    expect(fresh.id).not.toBe(cart.id)
    expect(fresh.menu_id).toBe(cart.menu_id)
    expect(fresh.products.map((line: TJson) => [line.product_id, line.quantity, line.cost.unit])).toEqual(
      cart.products.map((line: TJson) => [line.product_id, line.quantity, line.cost.unit]),
    )
    expect(fresh.handoff).toBe('pickup')
    // The new basket is the member's to use.
    expectOk(await t.call({ method: 'GET', url: `${API}/carts/${fresh.id}`, headers: member.headers }))
  })

  it('reports lines the store no longer sells and reprices the others', async () => {
    const member = await signInMember(t)
    const { orderId, cart } = await placedOrder(member)
    const line = cart.products[0]
    await t.db.$client.query(
      'update menu_products set is_available = false where menu_id = $1 and product_id = $2',
      [cart.menu_id, line.product_id],
    )
    try {
      const reorder = expectCreated(
        await t.call({
          method: 'POST',
          url: `${API}/orders`,
          payload: { id: orderId },
          headers: member.headers,
        }),
      )
      expect(reorder.removed).toEqual([
        { product_id: line.product_id, name: line.name, quantity: line.quantity },
      ])
      expect(reorder.cart.products).toEqual([])
    } finally {
      await t.db.$client.query(
        'update menu_products set is_available = true where menu_id = $1 and product_id = $2',
        [cart.menu_id, line.product_id],
      )
    }
  })

  it('refuses guests (401), other members and unknown orders (404), bad ids (400)', async () => {
    const member = await signInMember(t)
    const { orderId } = await placedOrder(member)
    const reorder = (headers: Record<string, string>, id: string) =>
      t.call({ method: 'POST', url: `${API}/orders`, payload: { id }, headers })
    expectError(await reorder({}, orderId), 401, 'SIGN_IN_REQUIRED')
    const other = await signInMember(t)
    expectError(await reorder(other.headers, orderId), 404, 'ORDER_NOT_FOUND')
    expectError(await reorder(member.headers, UNKNOWN_ORDER), 404, 'ORDER_NOT_FOUND')
    expectValidationError(await reorder(member.headers, 'nope'), 'id')
  })
})

describe("PUT /api/v1/orders/{orderId}/status (a store's app, as a signed-in staff member)", () => {
  it('moves an order received → in progress → ready → completed, each recorded as who did it', async () => {
    const member = await signInMember(t)
    const { orderId } = await placedOrder(member)
    for (const status of ['in_progress', 'ready', 'completed']) {
      expect(expectOk(await setStatus(orderId, status)).status).toBe(status)
    }
    expect((await getOrder(t, member, orderId)).status).toBe('completed')
    const { rows } = await t.db.$client.query(
      `select staff_id, staff_name, store_id, action, detail->>'status' as status,
         (detail->>'number')::int as number
         from staff_actions where subject = $1 order by created_at`,
      [orderId],
    )
    const { rows: placed } = await t.db.$client.query('select number from orders where id = $1', [orderId])
    expect(rows).toEqual(
      ['in_progress', 'ready', 'completed'].map((status) => ({
        staff_id: storeApp.id,
        staff_name: 'Test staff',
        store_id: orderStore().id,
        action: 'order.status',
        status,
        // The number the Activity page names it by.
        number: placed[0]?.number,
      })),
    )
    const refused = await setStatus(orderId, 'cancelled')
    expectError(refused, 409, 'CONFLICT')
    expect(refused.json.message).toBe('An order that is completed cannot become cancelled.')
  })

  it('cancels a received order and frees its slot', async () => {
    const member = await signInMember(t)
    const { orderId, cart } = await placedOrder(member)
    expect(expectOk(await setStatus(orderId, 'cancelled')).status).toBe('cancelled')
    const { rows } = await t.db.$client.query(
      'select count(*)::int as n from slot_bookings where cart_id = $1',
      [cart.id],
    )
    expect(rows[0].n).toBe(0)
    expectError(await setStatus(orderId, 'in_progress'), 409, 'CONFLICT')
  })

  it("no API key acts alone (401), another store's staff 403; validates the status (400) and the order (404)", async () => {
    const member = await signInMember(t)
    const { orderId } = await placedOrder(member)
    expectError(await setStatus(orderId, 'ready', storeHeaders), 401, 'SIGN_IN_REQUIRED')
    expectError(await setStatus(orderId, 'ready', member.headers), 401, 'SIGN_IN_REQUIRED')
    const kiosk = { 'x-app-name': KIOSK_CLIENT.appName, 'x-api-key': KIOSK_CLIENT.key }
    expectError(await setStatus(orderId, 'ready', kiosk), 401, 'SIGN_IN_REQUIRED')
    const otherStore = demoStores.find((store) => store.available && store.id !== orderStore().id)
    const elsewhere = await storeAppStaff(t, otherStore?.id)
    expectError(await setStatus(orderId, 'ready', elsewhere.headers), 403, 'FORBIDDEN')
    expectValidationError(await setStatus(orderId, 'received'), 'status')
    expectError(await setStatus(UNKNOWN_ORDER, 'in_progress'), 404, 'ORDER_NOT_FOUND')
    expect((await getOrder(t, member, orderId)).status).toBe('received')
  })

  it('cannot move an order still waiting for its payment', async () => {
    const member = await signInMember(t)
    const { cart } = await readyCart(t, member)
    const orderId = await submitWaiting(t, member, submitBody(cart.id, null))
    expectError(await setStatus(orderId, 'in_progress'), 409, 'CONFLICT')
    await drain(t)
    expect(expectOk(await setStatus(orderId, 'in_progress')).status).toBe('in_progress')
  })
})
