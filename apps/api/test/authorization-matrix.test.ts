import { demoStores } from '@deli/demo-data'
import { shiftDay, storeToday } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { API, addSimple, cartUrl, openCart, type TAny, type TSession } from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { groupUrl, joinGroup, startGroup } from './group-helpers.ts'
import { build, type TTestApp } from './helper.ts'
import {
  cardToken,
  drain,
  orderStore,
  readyCart,
  SUBMIT_URL,
  sellableProductId,
  signInMember,
  submitBody,
  submitWaiting,
  type TMember,
} from './order-helpers.ts'
import { addSoftPasskey } from './passkey-helpers.ts'
import { withStoreClient } from './rewards-helpers.ts'
import { documentedRoutes, signInStaff } from './staff-helpers.ts'

/**
 * The authorization matrix (ADR 013): every route that takes the id of something someone owns, asked
 * by its owner, by another member, by a guest and with no session at all. Only the owner gets in;
 * everyone else is refused the same way the route refuses an id that does not exist (so nobody
 * learns that it does), and the thing is still there, unchanged, for its owner afterwards.
 *
 * Adding a route is one row: how to make a fresh thing of the owner's (`prepare`), the request,
 * and the refusal. Group-order routes are here too: the host's routes (change, cancel) and a
 * participant's own (submit selections, leave); reading a group and joining it are open to anyone
 * with the link by design (the join preview, spec §4), so they are not refused to anyone.
 */

type TCaller = 'owner' | 'another member' | 'a guest' | 'no session'
type TIds = {
  cartId: string
  lineId: string
  orderId: string
  addressId: string
  menuId: string
  groupOrderId: string
  passkeyId: string
  /** A usual order ('My usual') of the order's owner. */
  usualOrderId: string
}
type TRefusal = [status: number, code: string]
type TRow = {
  route: string
  request: (ids: TIds) => { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: TAny }
  /** How a non-owner is refused: one refusal for all, or per caller. */
  refused: TRefusal | Partial<Record<Exclude<TCaller, 'owner'>, TRefusal>>
  /** The owner's basket is submitted first (a submission to track). */
  submitted?: boolean
  /**
   * An event stream: it never ends for the owner, so the owner's side is in order-events.test.ts
   * (the stream opens with the status and follows every change); here, the refusals.
   */
  isStream?: boolean
  /**
   * A group-order row: the thing is a group order (ADR 015), owned by its host (`host`) or by a member
   * who joined it (`participant`: the routes that are a participant's own).
   */
  group?: 'host' | 'participant'
  /** The owner has a passkey (ADR 067) to rename or remove. */
  passkey?: true
  /** A usual order's row: the thing is a usual order the order's owner keeps. */
  usual?: boolean
}

const CART_REFUSED: TRefusal = [404, 'CART_NOT_FOUND']
const MEMBER_ONLY = (notFound: TRefusal): TRow['refused'] => ({
  'another member': notFound,
  'a guest': [401, 'SIGN_IN_REQUIRED'],
  'no session': [401, 'SIGN_IN_REQUIRED'],
})
const ADDRESS = { address: '1500 Main St', city: 'Dallas', state: 'TX', zip: '75201', lat: 32.78, lng: -96.8 }

const AUTHORIZATION_MATRIX: TRow[] = [
  {
    route: 'GET carts/{cartId}',
    request: (ids) => ({ method: 'GET', url: cartUrl(ids.cartId) }),
    refused: CART_REFUSED,
  },
  {
    route: 'DELETE carts/{cartId}',
    request: (ids) => ({ method: 'DELETE', url: cartUrl(ids.cartId) }),
    refused: CART_REFUSED,
  },
  {
    route: 'POST carts/{cartId}/products',
    request: (ids) => ({
      method: 'POST',
      url: cartUrl(ids.cartId, '/products'),
      payload: { product_id: sellableProductId(Number(ids.menuId)), quantity: 1 },
    }),
    refused: CART_REFUSED,
  },
  {
    route: 'PUT carts/{cartId}/products/{lineId}',
    request: (ids) => ({
      method: 'PUT',
      url: cartUrl(ids.cartId, `/products/${ids.lineId}`),
      payload: { quantity: 3 },
    }),
    refused: CART_REFUSED,
  },
  {
    route: 'DELETE carts/{cartId}/products/{lineId}',
    request: (ids) => ({ method: 'DELETE', url: cartUrl(ids.cartId, `/products/${ids.lineId}`) }),
    refused: CART_REFUSED,
  },
  {
    route: 'POST carts/{cartId}/transfer',
    request: (ids) => ({
      method: 'POST',
      url: cartUrl(ids.cartId, '/transfer'),
      payload: { menu_id: Number(ids.menuId) },
    }),
    refused: CART_REFUSED,
  },
  {
    route: 'PUT carts/{cartId}/handoff',
    request: (ids) => ({
      method: 'PUT',
      url: cartUrl(ids.cartId, '/handoff'),
      payload: { handoffMode: 'pickup' },
    }),
    refused: CART_REFUSED,
  },
  {
    route: 'PUT carts/{cartId}/handoff/delivery',
    request: (ids) => ({ method: 'PUT', url: cartUrl(ids.cartId, '/handoff/delivery'), payload: ADDRESS }),
    refused: CART_REFUSED,
  },
  {
    route: 'PUT carts/{cartId}/time',
    request: (ids) => ({ method: 'PUT', url: cartUrl(ids.cartId, '/time'), payload: { mode: 'asap' } }),
    refused: CART_REFUSED,
  },
  {
    route: 'GET carts/{cartId}/times',
    request: (ids) => ({ method: 'GET', url: cartUrl(ids.cartId, `/times?day=${today()}`) }),
    refused: CART_REFUSED,
  },
  {
    route: 'POST carts/{cartId}/validate',
    request: (ids) => ({ method: 'POST', url: cartUrl(ids.cartId, '/validate') }),
    refused: CART_REFUSED,
  },
  {
    route: 'GET carts/{cartId}/upsells',
    request: (ids) => ({ method: 'GET', url: cartUrl(ids.cartId, '/upsells') }),
    refused: CART_REFUSED,
  },
  {
    route: 'GET carts/{cartId}/submit/track',
    request: (ids) => ({ method: 'GET', url: cartUrl(ids.cartId, '/submit/track') }),
    refused: CART_REFUSED,
    submitted: true,
  },
  {
    route: 'POST /api/submit-background',
    request: (ids) => ({ method: 'POST', url: SUBMIT_URL, payload: submitBody(ids.cartId, null) }),
    // Checkout needs a member (spec §4): a guest is asked to sign in before anything is looked up.
    refused: {
      'another member': CART_REFUSED,
      'a guest': [401, 'SIGN_IN_REQUIRED'],
      'no session': [401, 'SIGN_IN_REQUIRED'],
    },
  },
  {
    route: 'POST rewards/redeem {cart_id}',
    // A member's own basket only (ADR 024): the owner may get a business answer (points short).
    request: (ids) => ({
      method: 'POST',
      url: `${API}/rewards/redeem`,
      payload: { cart_id: ids.cartId, reward_id: 'free-sandwich' },
    }),
    refused: MEMBER_ONLY(CART_REFUSED),
  },
  {
    route: 'DELETE carts/{cartId}/reward (remove cart reward)',
    request: (ids) => ({ method: 'DELETE', url: cartUrl(ids.cartId, '/reward') }),
    refused: CART_REFUSED,
  },
  {
    route: 'PUT carts/{cartId}/promotion-code',
    request: (ids) => ({
      method: 'PUT',
      url: cartUrl(ids.cartId, '/promotion-code'),
      payload: { code: 'NOT-A-LIVE-CODE' },
    }),
    refused: CART_REFUSED,
  },
  {
    route: 'DELETE carts/{cartId}/promotion-code',
    request: (ids) => ({ method: 'DELETE', url: cartUrl(ids.cartId, '/promotion-code') }),
    refused: CART_REFUSED,
  },
  {
    route: 'GET orders/{orderId}',
    request: (ids) => ({ method: 'GET', url: `${API}/orders/${ids.orderId}` }),
    refused: MEMBER_ONLY([404, 'ORDER_NOT_FOUND']),
  },
  {
    route: 'GET orders/{orderId}/calendar',
    request: (ids) => ({ method: 'GET', url: `${API}/orders/${ids.orderId}/calendar` }),
    refused: MEMBER_ONLY([404, 'ORDER_NOT_FOUND']),
  },
  {
    route: 'GET orders/{orderId}/events',
    request: (ids) => ({ method: 'GET', url: `${API}/orders/${ids.orderId}/events` }),
    refused: MEMBER_ONLY([404, 'ORDER_NOT_FOUND']),
    isStream: true,
  },
  {
    route: "POST orders/{orderId}/arrival (curbside 'I'm here')",
    request: (ids) => ({ method: 'POST', url: `${API}/orders/${ids.orderId}/arrival`, payload: {} }),
    refused: MEMBER_ONLY([404, 'ORDER_NOT_FOUND']),
  },
  {
    route: 'POST orders/{orderId}/start (manual fire: Start my order)',
    request: (ids) => ({ method: 'POST', url: `${API}/orders/${ids.orderId}/start` }),
    refused: MEMBER_ONLY([404, 'ORDER_NOT_FOUND']),
  },
  {
    route: 'POST orders/{orderId}/cancel (before the kitchen starts)',
    request: (ids) => ({ method: 'POST', url: `${API}/orders/${ids.orderId}/cancel` }),
    refused: MEMBER_ONLY([404, 'ORDER_NOT_FOUND']),
  },
  {
    route: 'GET orders/{orderId}/times (times to move it to)',
    request: (ids) => ({ method: 'GET', url: `${API}/orders/${ids.orderId}/times?day=${tomorrow()}` }),
    refused: MEMBER_ONLY([404, 'ORDER_NOT_FOUND']),
  },
  {
    route: 'PUT orders/{orderId}/time (change the time before the kitchen starts)',
    request: (ids) => ({
      method: 'PUT',
      url: `${API}/orders/${ids.orderId}/time`,
      payload: { wanted: `${tomorrow()} 12:00` },
    }),
    refused: MEMBER_ONLY([404, 'ORDER_NOT_FOUND']),
  },
  {
    route: 'POST orders {id} (re-order)',
    request: (ids) => ({ method: 'POST', url: `${API}/orders`, payload: { id: ids.orderId } }),
    refused: MEMBER_ONLY([404, 'ORDER_NOT_FOUND']),
  },
  {
    route: 'POST members/usual-orders {order_id} (keep as My usual)',
    request: (ids) => ({
      method: 'POST',
      url: `${API}/members/usual-orders`,
      payload: { order_id: ids.orderId, name: 'My usual' },
    }),
    refused: MEMBER_ONLY([404, 'ORDER_NOT_FOUND']),
    // The owner finds it kept already (409): a business answer, not a refusal of access.
    usual: true,
  },
  {
    route: 'PUT members/usual-orders/{id} (rename)',
    request: (ids) => ({
      method: 'PUT',
      url: `${API}/members/usual-orders/${ids.usualOrderId}`,
      payload: { name: 'Friday lunch' },
    }),
    refused: MEMBER_ONLY([404, 'USUAL_ORDER_NOT_FOUND']),
    usual: true,
  },
  {
    route: 'DELETE members/usual-orders/{id}',
    request: (ids) => ({ method: 'DELETE', url: `${API}/members/usual-orders/${ids.usualOrderId}` }),
    refused: MEMBER_ONLY([404, 'USUAL_ORDER_NOT_FOUND']),
    usual: true,
  },
  {
    route: 'DELETE members/addresses/{id}',
    request: (ids) => ({ method: 'DELETE', url: `${API}/members/addresses/${ids.addressId}` }),
    refused: MEMBER_ONLY([404, 'NOT_FOUND']),
  },
  {
    route: 'PUT members/addresses/{id}/default',
    request: (ids) => ({ method: 'PUT', url: `${API}/members/addresses/${ids.addressId}/default` }),
    refused: MEMBER_ONLY([404, 'NOT_FOUND']),
  },
  {
    route: 'PUT members/passkeys/{id}',
    request: (ids) => ({
      method: 'PUT',
      url: `${API}/members/passkeys/${ids.passkeyId}`,
      payload: { name: 'Not yours' },
    }),
    refused: MEMBER_ONLY([404, 'NOT_FOUND']),
    passkey: true,
  },
  {
    route: 'DELETE members/passkeys/{id}',
    request: (ids) => ({ method: 'DELETE', url: `${API}/members/passkeys/${ids.passkeyId}` }),
    refused: MEMBER_ONLY([404, 'NOT_FOUND']),
    passkey: true,
  },
  {
    route: 'PUT carts/group/{groupOrderId}',
    request: (ids) => ({
      method: 'PUT',
      url: groupUrl(ids.groupOrderId),
      payload: { deadline: `${tomorrow()} 12:00`, note: 'Ring twice' },
    }),
    // Without any session the group is not found at all (the route's own choice); with one, host only.
    refused: {
      'another member': [403, 'GROUP_HOST_ONLY'],
      'a guest': [403, 'GROUP_HOST_ONLY'],
      'no session': [404, 'GROUP_ORDER_NOT_FOUND'],
    },
    group: 'host',
  },
  {
    route: 'DELETE carts/group/{groupOrderId}',
    request: (ids) => ({ method: 'DELETE', url: groupUrl(ids.groupOrderId) }),
    refused: [403, 'GROUP_HOST_ONLY'],
    group: 'host',
  },
  {
    route: 'POST carts/group/{groupOrderId}/submissions',
    request: (ids) => ({ method: 'POST', url: groupUrl(ids.groupOrderId, '/submissions') }),
    refused: [403, 'FORBIDDEN'],
    group: 'participant',
  },
  {
    route: 'DELETE carts/group/{groupOrderId}/participants/me',
    request: (ids) => ({ method: 'DELETE', url: groupUrl(ids.groupOrderId, '/participants/me') }),
    refused: [403, 'FORBIDDEN'],
    group: 'participant',
  },
]

function today(): string {
  return new Date().toISOString().slice(0, 10).replaceAll('-', '')
}

function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10).replaceAll('-', '')
}

let t: TTestApp
let order: { orderId: string }
let orderOwner: TMember
let callers: Record<Exclude<TCaller, 'owner'>, Record<string, string>>

beforeAll(async () => {
  t = await build({ SLOT_CAPACITY: '1000', ...withStoreClient })
  // One placed order of the owner's kind is enough for the order rows (they change nothing).
  const buyer = await signInMember(t)
  const { cart } = await readyCart(t, buyer)
  const orderId = await submitWaiting(t, buyer, submitBody(cart.id, await cardToken(t)))
  await drain(t)
  order = { orderId }
  orderOwner = buyer
  const stranger = await signInMember(t)
  const guest = await openCart(t, { menu_id: orderStore().menu_id })
  callers = { 'another member': stranger.headers, 'a guest': guest.session.headers, 'no session': {} }
})

/** A fresh basket with one line and a saved address of a new owner, so every row starts clean. */
async function prepare(row: TRow): Promise<{ owner: TSession; ids: TIds }> {
  if (row.group) return prepareGroup(row.group)
  const owner = await signInMember(t)
  const menuId = orderStore().menu_id
  const { cart } = await readyCart(t, owner, { menuId })
  if (row.submitted) await submitWaiting(t, owner, submitBody(cart.id, await cardToken(t)))
  const line = await t.db.$client.query<{ id: number }>('select id from cart_lines where cart_id = $1', [
    cart.id,
  ])
  const saved = await t.call({
    method: 'POST',
    url: `${API}/members/addresses`,
    payload: ADDRESS,
    headers: owner.headers,
  })
  const addressId = String(saved.json.data.addresses[0].id)
  const passkeyId = row.passkey ? String((await addSoftPasskey(t, owner.headers)).list[0]?.id) : 'none'
  return {
    owner,
    ids: {
      cartId: cart.id,
      lineId: String(line.rows[0]?.id),
      orderId: order.orderId,
      addressId,
      menuId: String(menuId),
      groupOrderId: 'none',
      passkeyId,
      usualOrderId: row.usual ? await keepUsualOrder() : 'none',
    },
  }
}

/** The order owner's order kept afresh as a usual order; answers its id. */
async function keepUsualOrder(): Promise<string> {
  await t.db.$client.query('delete from usual_orders where user_id = $1', [orderOwner.userId])
  const kept = await t.call({
    method: 'POST',
    url: `${API}/members/usual-orders`,
    payload: { order_id: order.orderId, name: 'My usual' },
    headers: orderOwner.headers,
  })
  return String(kept.json.data.usual_orders[0].id)
}

/** A fresh host-pays group order of a new host, and (for a participant's row) a member who joined it. */
async function prepareGroup(kind: 'host' | 'participant'): Promise<{ owner: TSession; ids: TIds }> {
  const { host, cart, group, menuId } = await startGroup(t)
  const owner =
    kind === 'host' ? host : (await joinGroup(t, group.id, 'Pat Doe', await signInMember(t))).session
  const ids = {
    cartId: cart.id,
    lineId: 'none',
    orderId: 'none',
    addressId: 'none',
    menuId: String(menuId),
    usualOrderId: 'none',
  }
  return { owner, ids: { ...ids, groupOrderId: group.id, passkeyId: 'none' } }
}

describe('authorization matrix: owner × another member × a guest × no session', () => {
  it.each(AUTHORIZATION_MATRIX)('$route: only the owner gets in', async (row) => {
    const { owner: cartOwner, ids } = await prepare(row)
    const isOrderRow = row.usual || row.request(ids).url.includes('/orders')
    const owner = isOrderRow ? orderOwner : cartOwner
    for (const caller of ['another member', 'a guest', 'no session'] as const) {
      const refusal = Array.isArray(row.refused) ? row.refused : row.refused[caller]
      if (!refusal) throw new Error(`${row.route}: no refusal for ${caller}`)
      const request = row.request(ids)
      const response = await t.call({ ...request, headers: callers[caller] })
      expectError(response, refusal[0], refusal[1])
    }
    if (row.isStream) return
    // Still there for its owner, who gets in (a business answer at most, never a refusal of access).
    const response = await t.call({ ...row.request(ids), headers: owner.headers })
    expect(response.statusCode, `${row.route} as owner: ${JSON.stringify(response.json)}`).toBeLessThan(500)
    expect([401, 403, 404]).not.toContain(response.statusCode)
  })

  it('covers every route of the OpenAPI document that takes the id of something owned', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    const owned = Object.keys(document.paths).filter((path) =>
      /\{(cartId|lineId|orderId|id|groupOrderId)\}/.test(path),
    )
    const covered = AUTHORIZATION_MATRIX.map(
      (row) =>
        row
          .request({
            cartId: '{cartId}',
            lineId: '{lineId}',
            orderId: '{orderId}',
            addressId: '{id}',
            menuId: '1',
            groupOrderId: '{groupOrderId}',
            passkeyId: '{id}',
            usualOrderId: '{id}',
          })
          .url.split('?')[0],
    )
    // Staff move orders along as themselves, by role × store, not by ownership: the store-side matrix
    // below and staff-board.test.ts's role × store matrix; the back office's store and daypart routes
    // in staff-store-admin.test.ts and staff-dayparts.test.ts (ADR 060).
    const isStaffOnly = (path: string) =>
      path === '/api/v1/orders/{orderId}/status' || path.startsWith('/api/v1/staff/')
    // Open to anyone with the invitation link: the join preview and joining itself (spec §4).
    const isOpenByDesign = (path: string) =>
      path === '/api/v1/carts/group/{groupOrderId}' || path === '/api/v1/carts/group/{groupOrderId}/join'
    // A kiosk reads its own recent orders by its device token, not by ownership (kiosks.test.ts).
    const isKioskOnly = (path: string) => path.startsWith('/api/v1/kiosk/')
    const checked = owned.filter(
      (candidate) => !isStaffOnly(candidate) && !isOpenByDesign(candidate) && !isKioskOnly(candidate),
    )
    for (const path of checked) {
      expect(covered, `${path} is missing from the matrix`).toContain(path)
    }
  })
})

/**
 * The reports' matrix (ADR 064): chain admin everything; a manager their store and their own chain
 * (their stores), never another store; store staff today at their store only; members and nobody 401.
 */
type TReportCaller = 'admin' | 'manager' | 'other manager' | 'store staff' | 'a member' | 'no session'
const REPORT_MATRIX: {
  route: string
  query: (storeId: number, today: string) => string
  allowed: TReportCaller[]
}[] = [
  {
    route: 'GET staff/reports/sales (the chain)',
    query: (_, today) => `sales?from=${today}&to=${today}`,
    allowed: ['admin', 'manager', 'other manager'],
  },
  {
    route: "GET staff/reports/sales (a store's today)",
    query: (storeId, today) => `sales?from=${today}&to=${today}&store_id=${storeId}&by=hour`,
    allowed: ['admin', 'manager', 'store staff'],
  },
  {
    route: "GET staff/reports/sales (a store's week)",
    query: (storeId, today) => `sales?from=${shiftDay(today, -6)}&to=${today}&store_id=${storeId}`,
    allowed: ['admin', 'manager'],
  },
  {
    route: 'GET staff/reports/items (the chain)',
    query: (_, today) => `items?from=${today}&to=${today}`,
    allowed: ['admin', 'manager', 'other manager'],
  },
  {
    route: 'GET staff/reports/channels (the chain)',
    query: (_, today) => `channels?from=${today}&to=${today}`,
    allowed: ['admin', 'manager', 'other manager'],
  },
  {
    route: "GET staff/reports/channels (a store's today)",
    query: (storeId, today) => `channels?from=${today}&to=${today}&store_id=${storeId}`,
    allowed: ['admin', 'manager', 'store staff'],
  },
  {
    route: "GET staff/reports/items (a store's today)",
    query: (storeId, today) => `items?from=${today}&to=${today}&store_id=${storeId}`,
    allowed: ['admin', 'manager', 'store staff'],
  },
  {
    route: 'GET staff/reports/kitchen (the chain)',
    query: (_, today) => `kitchen?from=${today}&to=${today}`,
    allowed: ['admin', 'manager', 'other manager'],
  },
  {
    route: "GET staff/reports/kitchen (a store's today)",
    query: (storeId, today) => `kitchen?from=${today}&to=${today}&store_id=${storeId}`,
    allowed: ['admin', 'manager', 'store staff'],
  },
  {
    route: "GET staff/reports/held-items (a store's week)",
    query: (storeId, today) => `held-items?from=${shiftDay(today, -6)}&to=${today}&store_id=${storeId}`,
    allowed: ['admin', 'manager'],
  },
  {
    route: "GET staff/reports/held-items (a store's today)",
    query: (storeId, today) => `held-items?from=${today}&to=${today}&store_id=${storeId}`,
    allowed: ['admin', 'manager', 'store staff'],
  },
  // The order mix and guests reports (ADR 064's amendment).
  {
    route: "GET staff/reports/order-mix (a store's today)",
    query: (storeId, today) => `order-mix?from=${today}&to=${today}&store_id=${storeId}`,
    allowed: ['admin', 'manager', 'store staff'],
  },
  {
    route: "GET staff/reports/guests (a store's week)",
    query: (storeId, today) => `guests?from=${shiftDay(today, -6)}&to=${today}&store_id=${storeId}`,
    allowed: ['admin', 'manager'],
  },
]

describe('reports: admin × manager × another store’s manager × store staff × member × nobody', () => {
  it.each(REPORT_MATRIX)('$route', async (row) => {
    const store = orderStore()
    const other = demoStores.find((candidate) => candidate.id !== store.id && candidate.available)
    const reportCallers: Record<TReportCaller, Record<string, string>> = {
      admin: (await signInStaff(t, 'admin')).headers,
      manager: (await signInStaff(t, 'manager', [store.id])).headers,
      'other manager': (await signInStaff(t, 'manager', [other?.id ?? store.id])).headers,
      'store staff': (await signInStaff(t, 'staff', [store.id])).headers,
      'a member': callers['another member'],
      'no session': {},
    }
    const url = `${API}/staff/reports/${row.query(store.id, storeToday(new Date(), store.timezone))}`
    for (const [caller, headers] of Object.entries(reportCallers) as [
      TReportCaller,
      Record<string, string>,
    ][]) {
      const response = await t.call({ method: 'GET', url, headers })
      if (row.allowed.includes(caller)) expectOk(response)
      else if (caller === 'a member' || caller === 'no session')
        expectError(response, 401, 'SIGN_IN_REQUIRED')
      else expectError(response, 403, 'FORBIDDEN')
    }
  })

  it('covers every reports route of the OpenAPI document', async () => {
    const routes = await documentedRoutes(t, /^GET \/api\/v1\/staff\/reports\//)
    const covered = new Set(
      REPORT_MATRIX.map((row) => `GET /api/v1/staff/reports/${row.query(1, '2026-11-27').split('?')[0]}`),
    )
    expect(routes.length).toBeGreaterThan(0)
    expect([...covered].sort()).toEqual(routes.sort())
  })
})

export type { TRow as TAuthorizationRow }

void addSimple
