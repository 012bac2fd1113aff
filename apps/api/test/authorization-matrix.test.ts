import { describe, expect, it } from 'vitest'
import {
  ADDRESS,
  CART_REFUSED,
  MEMBER_ONLY,
  type TRow,
  today,
  tomorrow,
  useOwnerMatrix,
} from './authorization-matrix-helpers.ts'
import { API, addSimple, cartUrl } from './cart-helpers.ts'
import { groupUrl } from './group-helpers.ts'
import { SUBMIT_URL, sellableProductId, submitBody } from './order-helpers.ts'

/**
 * The authorization matrix (ADR 013): every route that takes the id of something someone owns, asked
 * by its owner, by another member, by a guest and with no session at all. Only the owner gets in;
 * everyone else is refused the same way the route refuses an id that does not exist (so nobody
 * learns that it does), and the thing is still there, unchanged, for its owner afterwards.
 *
 * Adding a route is one row: how to make a fresh thing of the owner's (the flags `prepare` reads, in
 * authorization-matrix-helpers.ts), the request, and the refusal. Group-order routes are here too:
 * the host's routes (change, cancel) and a participant's own (submit selections, leave); reading a
 * group and joining it are open to anyone with the link by design (the join preview, spec §4), so
 * they are not refused to anyone. The reports' matrix is authorization-matrix-reports.test.ts.
 */

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

const matrix = useOwnerMatrix()

describe('authorization matrix: owner × another member × a guest × no session', () => {
  it.each(AUTHORIZATION_MATRIX)('$route: only the owner gets in', (row) => matrix.expectOnlyOwnerGetsIn(row))

  it('covers every route of the OpenAPI document that takes the id of something owned', async () => {
    const document = (await matrix.app().app.inject({ method: 'GET', url: '/api/docs/json' })).json()
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

export type { TRow as TAuthorizationRow }

void addSimple
