import { demoStores } from '@deli/demo-data'
import { beforeAll, describe, expect, it } from 'vitest'
import { API, openCart, type TAny } from './cart-helpers.ts'
import { expectError } from './expect-envelope.ts'
import { build, KIOSK_CLIENT, type TTestApp } from './helper.ts'
import {
  cardToken,
  drain,
  orderStore,
  readyCart,
  signInMember,
  submitBody,
  submitWaiting,
} from './order-helpers.ts'
import { storeAppStaff, storeHeaders, withStoreClient } from './rewards-helpers.ts'

let t: TTestApp
/** Callers with no business at a store: a member and a guest (the matrix's other rows). */
let callers: Record<'another member' | 'a guest', Record<string, string>>

beforeAll(async () => {
  t = await build({ SLOT_CAPACITY: '1000', ...withStoreClient })
  const stranger = await signInMember(t)
  const guest = await openCart(t, { menu_id: orderStore().menu_id })
  callers = { 'another member': stranger.headers, 'a guest': guest.session.headers }
})

/**
 * Store-side actions (ADR 044): no shared key acts for the chain. Each is asked by a staff member of
 * another store (403), a member, a guest, the store app's key alone and a kiosk's key (401), then
 * by a staff member of the store on the store's app, who gets in and is recorded as having done it.
 */
type TStoreSideContext = { orderId: string; code: string; storeId: number }
const STORE_SIDE_MATRIX: {
  route: string
  action: string
  request: (ids: TStoreSideContext) => { method: 'PUT' | 'POST'; url: string; payload: TAny }
}[] = [
  {
    route: 'PUT orders/{orderId}/status',
    action: 'order.status',
    request: (ids) => ({
      method: 'PUT',
      url: `${API}/orders/${ids.orderId}/status`,
      payload: { status: 'in_progress' },
    }),
  },
  {
    route: 'POST rewards/check-in',
    action: 'rewards.check-in',
    request: (ids) => ({
      method: 'POST',
      url: `${API}/rewards/check-in`,
      payload: { code: ids.code, store_id: ids.storeId, total: 1000 },
    }),
  },
]

describe('store-side actions: the store’s staff × another store’s staff × member × guest × a key alone', () => {
  it.each(STORE_SIDE_MATRIX)(
    '$route: only an identified staff member of the store, recorded',
    async (row) => {
      const storeId = orderStore().id
      const owner = await signInMember(t)
      const { cart } = await readyCart(t, owner)
      const orderId = await submitWaiting(t, owner, submitBody(cart.id, await cardToken(t)))
      await drain(t)
      const code = (
        await t.call({ method: 'POST', url: `${API}/rewards/check-in/code`, headers: owner.headers })
      ).json.data.code
      const request = row.request({ orderId, code, storeId })
      const other = demoStores.find((store) => store.available && store.id !== storeId)
      const elsewhere = await storeAppStaff(t, other?.id, 'manager')
      expectError(await t.call({ ...request, headers: elsewhere.headers }), 403, 'FORBIDDEN')
      const kiosk = { 'x-app-name': KIOSK_CLIENT.appName, 'x-api-key': KIOSK_CLIENT.key }
      for (const headers of [callers['another member'], callers['a guest'], storeHeaders, kiosk]) {
        expectError(await t.call({ ...request, headers }), 401, 'SIGN_IN_REQUIRED')
      }
      const staff = await storeAppStaff(t, storeId)
      const response = await t.call({ ...request, headers: staff.headers })
      expect(response.statusCode, JSON.stringify(response.json)).toBe(200)
      const { rows } = await t.db.$client.query(
        'select store_id, action from staff_actions where staff_id = $1',
        [staff.id],
      )
      expect(rows).toEqual([{ store_id: storeId, action: row.action }])
    },
  )
})
