import { beforeAll, describe, expect, it } from 'vitest'
import { API, openCart, pickStore } from './cart-helpers.ts'
import { expectError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { statementsOf } from './round-trips.ts'

/**
 * ADR 013, amended: a node remembers the stores new baskets open on, and the basket's insert writes
 * only if the store's row is still the version the node judged it by. A store changed since — by a
 * manager on another node, or straight in the database — is read and judged again before anything is
 * written, so a remembered store never lets a basket through that the store would refuse.
 */

let t: TTestApp
const store = pickStore(
  (candidate) => candidate.available && !candidate.comingSoon && candidate.services.delivery,
)

beforeAll(async () => {
  t = await build()
  // The node now knows the store.
  await openCart(t, { menu_id: store.menu_id })
})

const setStore = (assignments: string) =>
  t.db.$client.query(`update stores set ${assignments} where menu_id = $1`, [store.menu_id])
const count = async (table: 'sessions' | 'carts') =>
  Number((await t.db.$client.query(`select count(*) from ${table}`)).rows[0].count)
const open = () => t.call({ method: 'POST', url: `${API}/carts`, payload: { menu_id: store.menu_id } })

describe('a new basket at a store the node remembers', () => {
  it('reads a store changed since, and opens the basket with what it is now', async () => {
    await setStore('delivery_minimum_cents = delivery_minimum_cents + 100')
    try {
      const { rows } = await t.db.$client.query<{ minimum: number }>(
        'select delivery_minimum_cents as minimum from stores where menu_id = $1',
        [store.menu_id],
      )
      const { configs, result } = await statementsOf(() => openCart(t, { menu_id: store.menu_id }))
      expect(result.cart.delivery.minimum).toBe(rows[0]?.minimum)
      // The guarded insert wrote nothing, the store was read, and the insert ran again.
      expect(configs.map((config) => config.name).filter((name) => name !== 'count_rate_limit_hits')).toEqual(
        ['insert_cart_at_store', 'find_store_for_new_cart', 'insert_cart_at_store'],
      )
    } finally {
      await setStore('delivery_minimum_cents = delivery_minimum_cents - 100')
    }
  })

  it('refuses a basket once the remembered store stopped taking orders, and writes no session', async () => {
    const before = { sessions: await count('sessions'), carts: await count('carts') }
    await setStore('is_available = false')
    try {
      const refused = await open()
      expectError(refused, 422, 'LOCATION_UNAVAILABLE')
      expect(refused.headers['set-cookie']).toBeUndefined()
      expect({ sessions: await count('sessions'), carts: await count('carts') }).toEqual(before)
    } finally {
      await setStore('is_available = true')
    }
    expect((await open()).statusCode).toBe(201)
  })
})
