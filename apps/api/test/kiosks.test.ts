import { ZKioskSchema, ZOrderSchema } from '@deli/contracts'
import { demoStores } from '@deli/demo-data'
import { KIOSK_TEXTS, localDay } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { API, addSimple, cartUrl, openCart, type TAny, type TSession } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { addItem, joinGroup, startGroup } from './group-helpers.ts'
import { build, cookieOf, type TTestApp } from './helper.ts'
import {
  cardToken,
  chargesOf,
  countRows,
  drain,
  orderStore,
  placeOrder,
  putStoreAtMidDay,
  scheduleAhead,
  sellableProductId,
  signInMember,
  submit,
  submitBody,
  track,
} from './order-helpers.ts'
import {
  documentedRoutes,
  expectStoreRoleMatrix,
  moveAsStaff,
  signInStaff,
  signInStoreRoles,
  type TStaffSession,
  type TStoreRoles,
} from './staff-helpers.ts'

let t: TTestApp
let roles: TStoreRoles
const store = orderStore()
const kioskHeaders = (token: string) => ({ 'kiosk-token': token })

/** The store's zone in this file's database (set below). */
let storeZone = store.timezone
/** Every day, all day: a kiosk orders for now only (ADR 046), so its store is open whatever the hour. */
const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '00:00' }))

beforeAll(async () => {
  t = await build()
  roles = await signInStoreRoles(t, store.id)
  // This file's own database (a clone): the store opens all day, with room for every test's order,
  // at its mid-day (no ASAP slot is left in a day's last minutes, ADR 065).
  storeZone = await putStoreAtMidDay(t, store.id)
  await t.db.$client.query(
    `update stores set hours = jsonb_set(hours, '{pickup}', $2::jsonb), slot_capacity = 100 where id = $1`,
    [store.id, JSON.stringify(ALL_DAY)],
  )
})

/** Sets a device up as `storeId`'s kiosk as `staff`; answers the kiosk and its device token. */
async function setUpKiosk(staff: TStaffSession, storeId = store.id, name = 'Front counter') {
  const response = await t.call({
    method: 'POST',
    url: `${API}/staff/stores/${storeId}/kiosks`,
    payload: { name },
    headers: staff.headers,
  })
  const kiosk = ZKioskSchema.parse(expectOk(response))
  const token = String(cookieOf(response, 'deli_kiosk'))
  const cookies = [response.headers['set-cookie']].flat().map(String)
  expect(cookies.some((line) => line.startsWith(`deli_kiosk=${token};`) && /HttpOnly/i.test(line))).toBe(true)
  return { kiosk, token }
}

/** A guest's basket at the kiosk: one item for pickup, as soon as possible (ordered ahead: `isAhead`). */
async function kioskBasket(
  menuId = store.menu_id,
  isAhead = false,
): Promise<{ cartId: string; session: TSession }> {
  const { cart, session } = await openCart(t, { menu_id: menuId })
  await addSimple(t, session, cart.id, sellableProductId(menuId), 2)
  if (isAhead) await scheduleAhead(t, session, cart.id)
  return { cartId: cart.id, session }
}

const kioskSubmit = (session: TSession | null, token: string | null, body: TAny) =>
  t.call({
    method: 'POST',
    url: `${API}/kiosk/submit`,
    payload: body,
    headers: { ...(session?.headers ?? {}), ...(token ? kioskHeaders(token) : {}) },
  })
const kioskBody = (cartId: string, payment: TAny = { type: 'instore' }, name = 'Sam') => ({
  id: cartId,
  data: { payments: [payment], first_name: name },
})
const kioskOrder = (token: string, orderId: string) =>
  t.call({ method: 'GET', url: `${API}/kiosk/orders/${orderId}`, headers: kioskHeaders(token) })

describe('setting a device up as a kiosk', () => {
  it('is for the store’s managers and chain admins (role × store matrix)', async () => {
    await expectStoreRoleMatrix(t, roles, [
      { call: { method: 'GET', url: `${API}/staff/stores/${store.id}/kiosks` }, least: 'manager' },
      {
        call: { method: 'POST', url: `${API}/staff/stores/${store.id}/kiosks`, payload: { name: 'Lobby' } },
        least: 'manager',
      },
    ])
  })

  it('makes the calling device the kiosk: GET kiosk names it and its store; the list shows it', async () => {
    const { kiosk, token } = await setUpKiosk(roles.manager)
    expect(kiosk).toMatchObject({ name: 'Front counter', store_id: store.id, menu_id: store.menu_id })
    const self = expectOk(await t.call({ method: 'GET', url: `${API}/kiosk`, headers: kioskHeaders(token) }))
    expect(self).toEqual({ ...kiosk, ordering: { taking_orders: true, reason: null, message: null } })
    expect(self.store_name).toBe(demoStores.find((candidate) => candidate.id === store.id)?.name)
    const list = expectOk(
      await t.call({
        method: 'GET',
        url: `${API}/staff/stores/${store.id}/kiosks`,
        headers: roles.admin.headers,
      }),
    )
    expect(list.map((entry: TAny) => entry.id)).toContain(kiosk.id)
  })

  it('needs a name of at most 40 characters', async () => {
    for (const name of ['', '   ', 'x'.repeat(41)]) {
      const response = await t.call({
        method: 'POST',
        url: `${API}/staff/stores/${store.id}/kiosks`,
        payload: { name },
        headers: roles.manager.headers,
      })
      expectValidationError(response, 'name')
    }
  })

  it('is not a kiosk for any other device: no token, an unknown one, a member', async () => {
    for (const headers of [{}, kioskHeaders('not-a-kiosk-token'), (await signInMember(t)).headers]) {
      const response = await t.call({ method: 'GET', url: `${API}/kiosk`, headers })
      expectError(response, 403, 'KIOSK_REQUIRED')
      expect(response.json.message).toBe(KIOSK_TEXTS.notKiosk)
    }
  })

  it('is undone by removing the kiosk (managers of the store, admins): the device is a browser again', async () => {
    const { kiosk, token } = await setUpKiosk(roles.admin, store.id, 'Lobby')
    const remove = (staff: TStaffSession) =>
      t.call({ method: 'DELETE', url: `${API}/staff/kiosks/${kiosk.id}`, headers: staff.headers })
    expectError(await remove(roles.staff), 403, 'FORBIDDEN')
    expectError(await remove(roles.otherManager), 403, 'FORBIDDEN')
    expectError(
      await t.call({
        method: 'DELETE',
        url: `${API}/staff/kiosks/${kiosk.id}`,
        headers: roles.member.headers,
      }),
      401,
      'SIGN_IN_REQUIRED',
    )
    expect(expectOk(await remove(roles.manager)).message).toBe(KIOSK_TEXTS.revoked)
    expectError(
      await t.call({ method: 'GET', url: `${API}/kiosk`, headers: kioskHeaders(token) }),
      403,
      'KIOSK_REQUIRED',
    )
    expectError(await remove(roles.manager), 404, 'KIOSK_NOT_FOUND')
    const { cartId, session } = await kioskBasket()
    expectError(await kioskSubmit(session, token, kioskBody(cartId)), 403, 'KIOSK_REQUIRED')
  })

  it('has every documented kiosk staff route in this file’s matrix', async () => {
    const ours = (await documentedRoutes(t, /kiosk/)).sort()
    expect(ours).toEqual([
      'DELETE /api/v1/staff/kiosks/{kioskId}',
      'GET /api/v1/kiosk',
      'GET /api/v1/kiosk/orders/{orderId}',
      'GET /api/v1/staff/stores/{storeId}/kiosks',
      'POST /api/v1/kiosk/submit',
      'POST /api/v1/staff/stores/{storeId}/kiosks',
    ])
  })
})

describe("a kiosk's checkout", () => {
  let token: string
  let kioskId: string
  beforeAll(async () => {
    const setUp = await setUpKiosk(roles.manager)
    token = setUp.token
    kioskId = setUp.kiosk.id
  })

  it('takes a guest’s order without an account, to pay at the counter, with the name only', async () => {
    const { cartId, session } = await kioskBasket()
    const waiting = expectOk(await kioskSubmit(session, token, kioskBody(cartId)))
    expect(waiting.status).toBe('waiting')
    await drain(t)
    const tracked = expectOk(await track(t, session, cartId))
    expect(tracked).toMatchObject({ status: 'success', id: waiting.id })
    const order = ZOrderSchema.parse(expectOk(await kioskOrder(token, waiting.id)))
    expect(order.status).toBe('received')
    expect(order.payment).toEqual({ type: 'instore', label: KIOSK_TEXTS.payAtCounter })
    expect(order.handoff).toBe('pickup')
    const { rows } = await t.db.$client.query(
      'select user_id, kiosk_id, points, contact, client from orders where id = $1',
      [waiting.id],
    )
    expect(rows[0]).toMatchObject({
      user_id: null,
      kiosk_id: kioskId,
      points: 0,
      contact: { first_name: 'Sam', last_name: '', email: '', phone: '' },
      client: { client_type: 'kiosk', device_id: kioskId },
    })
    // No address to send a receipt to, and no 'ready' mail or text when the kitchen marks it ready.
    expectOk(await moveAsStaff(t, roles.staff, waiting.id, 'in_progress'))
    expectOk(await moveAsStaff(t, roles.staff, waiting.id, 'ready'))
    expect(await countRows(t, 'select count(*) from mail_outbox where "to" = \'\'', [])).toBe(0)
    expect(await countRows(t, 'select count(*) from sms_outbox where "to" = \'\'', [])).toBe(0)
  })

  it('charges a card once when the guest pays by card', async () => {
    const { cartId, session } = await kioskBasket()
    const payment = { type: 'card', token: await cardToken(t) }
    const first = expectOk(await kioskSubmit(session, token, kioskBody(cartId, payment)))
    const again = expectOk(await kioskSubmit(session, token, kioskBody(cartId, payment)))
    expect(again.id).toBe(first.id)
    await drain(t)
    expect(await chargesOf(t, first.id)).toBe(1)
    const order = expectOk(await kioskOrder(token, first.id))
    expect(order.payment.type).toBe('card')
    expect(order.payment.label).toMatch(/4242/)
  })

  it('refuses a missing name or payment (400), and keeps the basket', async () => {
    const { cartId, session } = await kioskBasket()
    expectValidationError(
      await kioskSubmit(session, token, kioskBody(cartId, { type: 'instore' }, ' ')),
      'data.first_name',
    )
    expectValidationError(
      await kioskSubmit(session, token, { id: cartId, data: { payments: [], first_name: 'Sam' } }),
      'data.payments',
    )
    expect(await countRows(t, 'select count(*) from orders where cart_id = $1', [cartId])).toBe(0)
  })

  it('is only the kiosk’s: any other device is refused (403) and a guest still signs in on the web (401)', async () => {
    const { cartId, session } = await kioskBasket()
    expectError(await kioskSubmit(session, null, kioskBody(cartId)), 403, 'KIOSK_REQUIRED')
    expectError(await kioskSubmit(session, 'unknown-token', kioskBody(cartId)), 403, 'KIOSK_REQUIRED')
    expectError(await submit(t, session, submitBody(cartId, null)), 401, 'SIGN_IN_REQUIRED')
  })

  it('is for its own store, for pickup, and never another session’s basket', async () => {
    const other = demoStores.find(
      (candidate) => candidate.id !== store.id && candidate.available && candidate.services.pickup,
    )
    if (!other) throw new Error('no other store')
    const elsewhere = await kioskBasket(other.menu_id)
    const refused = await kioskSubmit(elsewhere.session, token, kioskBody(elsewhere.cartId))
    expectError(refused, 403, 'FORBIDDEN')
    expect(refused.json.message).toBe(KIOSK_TEXTS.storeOnly)

    const curbside = await kioskBasket()
    expectOk(
      await t.call({
        method: 'PUT',
        url: cartUrl(curbside.cartId, '/handoff'),
        payload: { handoffMode: 'curbside' },
        headers: curbside.session.headers,
      }),
    )
    const notPickup = await kioskSubmit(curbside.session, token, kioskBody(curbside.cartId))
    expectError(notPickup, 422, 'CHECKOUT_INVALID')
    expect(notPickup.json.message).toBe(KIOSK_TEXTS.pickupOnly)

    const mine = await kioskBasket()
    const stranger = await openCart(t, { menu_id: store.menu_id })
    expectError(await kioskSubmit(stranger.session, token, kioskBody(mine.cartId)), 404, 'CART_NOT_FOUND')
  })

  it("refuses a group order's basket: a guest joining a group at the kiosk pays through the group", async () => {
    const { group, menuId, host, cart } = await startGroup(t, { paymentType: 'split' })
    await scheduleAhead(t, host, cart.id)
    const groupStoreId = demoStores.find((candidate) => candidate.menu_id === menuId)?.id ?? 0
    const staff = await signInStaff(t, 'manager', [groupStoreId])
    const kiosk = await setUpKiosk(staff, groupStoreId, 'Group corner')
    const joined = await joinGroup(t, group.id, 'Sam Guest')
    const basketId = joined.group.basketid as string
    await addItem(t, joined.session, basketId, menuId, 1)
    const refused = await kioskSubmit(joined.session, kiosk.token, kioskBody(basketId))
    expectError(refused, 422, 'CHECKOUT_INVALID')
    expect(refused.json.message).toBe(KIOSK_TEXTS.noGroupOrders)
    expect(await countRows(t, 'select count(*) from orders where cart_id = $1', [basketId])).toBe(0)
  })

  it('shows a kiosk its own recent orders only', async () => {
    const { cartId, session } = await kioskBasket()
    const { id } = expectOk(await kioskSubmit(session, token, kioskBody(cartId)))
    await drain(t)
    const second = await setUpKiosk(roles.manager, store.id, 'Second screen')
    expectError(await kioskOrder(second.token, id), 404, 'ORDER_NOT_FOUND')
    const member = await signInMember(t)
    const memberOrder = await placeOrder(t, member)
    expectError(await kioskOrder(token, memberOrder), 404, 'ORDER_NOT_FOUND')
    expectError(
      await t.call({ method: 'GET', url: `${API}/kiosk/orders/${id}`, headers: member.headers }),
      403,
      'KIOSK_REQUIRED',
    )
    // A member's order route does not show a kiosk's order to anyone.
    expectError(
      await t.call({ method: 'GET', url: `${API}/orders/${id}`, headers: member.headers }),
      404,
      'ORDER_NOT_FOUND',
    )
    await t.db.$client.query("update orders set created_at = now() - interval '31 minutes' where id = $1", [
      id,
    ])
    expectError(await kioskOrder(token, id), 404, 'ORDER_NOT_FOUND')
  })
})

describe('a kiosk orders for now only (ADR 046)', () => {
  let token: string
  beforeAll(async () => {
    token = (await setUpKiosk(roles.manager)).token
  })
  const ordering = async () =>
    expectOk(await t.call({ method: 'GET', url: `${API}/kiosk`, headers: kioskHeaders(token) })).ordering
  const today = () => localDay(new Date(), storeZone)
  const staffCall = (method: 'PUT' | 'DELETE', path: string, payload?: TAny) =>
    t.call({
      method,
      url: `${API}/staff/stores/${store.id}/${path}`,
      payload,
      headers: roles.manager.headers,
    })

  it('refuses a basket scheduled for later, with a sentence, and keeps it', async () => {
    const { cartId, session } = await kioskBasket(store.menu_id, true)
    const refused = await kioskSubmit(session, token, kioskBody(cartId))
    expectError(refused, 422, 'CHECKOUT_INVALID')
    expect(refused.json.message).toBe(KIOSK_TEXTS.asapOnly)
    expect(await countRows(t, 'select count(*) from orders where cart_id = $1', [cartId])).toBe(0)
  })

  it("says it is closed on a day the manager closed, with the manager's message, until reopened", async () => {
    expect(await ordering()).toEqual({ taking_orders: true, reason: null, message: null })
    expectOk(await staffCall('PUT', `closures/${today()}`, { message: 'Closed for a private event.' }))
    expect(await ordering()).toEqual({
      taking_orders: false,
      reason: 'closed',
      message: 'Closed for a private event.',
    })
    const { cartId, session } = await kioskBasket()
    expectError(await kioskSubmit(session, token, kioskBody(cartId)), 422, 'ORDER_TIME_INVALID')
    expectOk(await staffCall('DELETE', `closures/${today()}`))
    expect((await ordering()).taking_orders).toBe(true)
  })

  it('says it is paused while the manager pauses ASAP orders', async () => {
    expectOk(await staffCall('PUT', 'timing', { asap_paused: true, extra_lead_minutes: 0 }))
    expect(await ordering()).toEqual({ taking_orders: false, reason: 'paused', message: null })
    expectOk(await staffCall('PUT', 'timing', { asap_paused: false, extra_lead_minutes: 0 }))
    expect((await ordering()).taking_orders).toBe(true)
  })
})
