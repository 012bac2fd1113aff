import { beforeAll, describe, expect, it } from 'vitest'
import { API, openCart, type TAny } from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { orderStore, sellableProductId, signInMember } from './order-helpers.ts'
import { createPromotion, PROMOTIONS_URL, promotionBody } from './promotion-helpers.ts'
import { documentedRoutes, signInStaff } from './staff-helpers.ts'

let t: TTestApp
/** A member who owns nothing here, and no session: both asked to sign in as staff. */
let member: Record<string, string>
/** A guest's session (no member). */
let guest: Record<string, string>
beforeAll(async () => {
  t = await build()
  member = (await signInMember(t)).headers
  guest = (await openCart(t, { menu_id: orderStore().menu_id })).session.headers
})

/**
 * The back office's prices (ADR 062, 063), role × store: a chain admin may everything; a store's
 * manager their store's overrides and its reads, never the chain's base price or a region's; the
 * store's staff read only; another store's manager nothing of this store; a member, a guest and no
 * session are asked to sign in as staff. Each row: the call, and who gets in.
 */
type TPriceCaller = 'admin' | 'manager' | 'staff' | 'other manager' | 'member' | 'no session'
const PRICE_STORE = 42
const PRICE_OTHER_STORE = 43
const PRICES_URL = `${API}/staff/back-office/prices`
const PRICE_MATRIX: {
  route: string
  request: (productId: number) => { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: TAny }
  allowed: TPriceCaller[]
}[] = [
  {
    route: 'GET staff/back-office/prices?store_id',
    request: () => ({ method: 'GET', url: `${PRICES_URL}?store_id=${PRICE_STORE}` }),
    allowed: ['admin', 'manager', 'staff'],
  },
  {
    route: 'GET staff/back-office/prices (the chain)',
    request: () => ({ method: 'GET', url: PRICES_URL }),
    allowed: ['admin', 'manager', 'staff', 'other manager'],
  },
  {
    route: 'PUT staff/back-office/prices (a store)',
    request: (productId) => ({
      method: 'PUT',
      url: PRICES_URL,
      payload: { scope: 'store', store_id: PRICE_STORE, product_id: productId, cost: 1001 },
    }),
    allowed: ['admin', 'manager'],
  },
  {
    route: 'PUT staff/back-office/prices (the base price)',
    request: (productId) => ({
      method: 'PUT',
      url: PRICES_URL,
      payload: { scope: 'chain', product_id: productId, cost: 1002 },
    }),
    allowed: ['admin'],
  },
  {
    route: 'PUT staff/back-office/prices (a region)',
    request: (productId) => ({
      method: 'PUT',
      url: PRICES_URL,
      payload: { scope: 'region', region: 'TN', product_id: productId, cost: 1003 },
    }),
    allowed: ['admin'],
  },
  {
    route: 'GET staff/back-office/prices/history?store_id',
    request: (productId) => ({
      method: 'GET',
      url: `${PRICES_URL}/history?product_id=${productId}&store_id=${PRICE_STORE}`,
    }),
    allowed: ['admin', 'manager', 'staff'],
  },
  {
    route: 'GET staff/back-office/prices/export',
    request: () => ({ method: 'GET', url: `${PRICES_URL}/export` }),
    allowed: ['admin', 'manager', 'staff', 'other manager'],
  },
  {
    route: 'POST staff/back-office/prices/import (preview)',
    request: () => ({
      method: 'POST',
      url: `${PRICES_URL}/import`,
      payload: { csv: 'product_id,option_id,where,category,name,description,calories,price\n', apply: false },
    }),
    allowed: ['admin', 'manager', 'other manager'],
  },
]

describe('authorization matrix: back-office prices, role × store', () => {
  it.each(PRICE_MATRIX)('$route', async (row) => {
    const productId = sellableProductId(orderStore().menu_id)
    const who: Record<TPriceCaller, Record<string, string>> = {
      admin: (await signInStaff(t, 'admin')).headers,
      manager: (await signInStaff(t, 'manager', [PRICE_STORE])).headers,
      staff: (await signInStaff(t, 'staff', [PRICE_STORE])).headers,
      'other manager': (await signInStaff(t, 'manager', [PRICE_OTHER_STORE])).headers,
      member,
      'no session': {},
    }
    for (const [caller, headers] of Object.entries(who) as [TPriceCaller, Record<string, string>][]) {
      const response = await t.call({ ...row.request(productId), headers })
      if (row.allowed.includes(caller)) {
        expect(response.statusCode, `${row.route} as ${caller}: ${JSON.stringify(response.json)}`).toBe(200)
      } else if (caller === 'member' || caller === 'no session') {
        expectError(response, 401, 'SIGN_IN_REQUIRED')
      } else {
        expectError(response, 403, 'FORBIDDEN')
      }
    }
  })

  it('covers every back-office price route of the OpenAPI document', async () => {
    const routes = await documentedRoutes(t, /\/staff\/back-office\/prices/)
    const covered = new Set(
      PRICE_MATRIX.map((row) => `${row.request(1).method} ${row.request(1).url.split('?')[0]}`),
    )
    for (const route of routes) expect(covered, `${route} is missing from the matrix`).toContain(route)
  })
})

/**
 * The back office's promotions (ADR 061) by role, not ownership: a chain admin reads and changes; a
 * manager reads, and is refused every change with a sentence; store staff are refused; a member, a
 * guest and no session are asked to sign in as staff.
 */
describe('back-office promotions: admin × manager × store staff × member × guest', () => {
  it('lets a chain admin change, a manager only read, and refuses everyone else', async () => {
    const storeId = orderStore().id
    const [admin, manager, staff] = [
      await signInStaff(t, 'admin'),
      await signInStaff(t, 'manager', [storeId]),
      await signInStaff(t, 'staff', [storeId]),
    ]
    const created = await createPromotion(t, admin, { store_ids: [999_999] })
    const one = `${PROMOTIONS_URL}/${created.id}`
    const reads = [
      { method: 'GET' as const, url: PROMOTIONS_URL },
      { method: 'GET' as const, url: one },
    ]
    const writes = [
      { method: 'POST' as const, url: PROMOTIONS_URL, payload: promotionBody({ store_ids: [999_999] }) },
      { method: 'PUT' as const, url: one, payload: promotionBody({ store_ids: [999_999] }) },
      { method: 'POST' as const, url: `${one}/end` },
    ]
    for (const call of [...reads, ...writes]) {
      expect((await t.call({ ...call, headers: admin.headers })).statusCode).toBeLessThan(300)
      const asManager = await t.call({ ...call, headers: manager.headers })
      if (call.method === 'GET') expectOk(asManager)
      else expectError(asManager, 403, 'FORBIDDEN')
      expectError(await t.call({ ...call, headers: staff.headers }), 403, 'FORBIDDEN')
      for (const caller of ['another member', 'a guest', 'no session'] as const) {
        expectError(
          await t.call({
            ...call,
            headers: caller === 'another member' ? member : caller === 'a guest' ? guest : {},
          }),
          401,
          'SIGN_IN_REQUIRED',
        )
      }
    }
  })
})

/**
 * Which menu a store sells (ADR 060) is a chain admin's: the store's manager and staff are refused
 * with a sentence, a member, a guest and no session are asked to sign in as staff.
 */
describe('back-office store menu: admin × manager × store staff × member × guest', () => {
  it('PUT staff/stores/{storeId}/menu lets only a chain admin in', async () => {
    const storeId = PRICE_OTHER_STORE
    const call = {
      method: 'PUT' as const,
      url: `${API}/staff/stores/${storeId}/menu`,
      payload: { from_store_id: storeId + 1 },
    }
    const admin = await signInStaff(t, 'admin')
    // Store 43 is only the other manager's store above: nothing else here reads its menu.
    expectOk(await t.call({ ...call, headers: admin.headers }))
    for (const role of ['manager', 'staff'] as const) {
      const who = await signInStaff(t, role, [storeId])
      expectError(await t.call({ ...call, headers: who.headers }), 403, 'FORBIDDEN')
    }
    for (const headers of [member, guest, {}]) {
      expectError(await t.call({ ...call, headers }), 401, 'SIGN_IN_REQUIRED')
    }
  })
})
