import { demoStores } from '@deli/demo-data'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../src/app.ts'
import { createDatabase, type TDatabase } from '../src/platform/database.ts'
import { mealtimeCategoryId, productBody } from './back-office-helpers.ts'
import { API } from './cart-helpers.ts'
import { expectOk } from './expect-envelope.ts'
import { apiHeaders, build, KIOSK_CLIENT, type TTestApp } from './helper.ts'
import { orderStore, sellableProductId } from './order-helpers.ts'
import { signInStaff } from './staff-helpers.ts'

let first: TTestApp
let second: FastifyInstance
let secondDb: TDatabase

beforeAll(async () => {
  first = await build()
  if (!first.config.DATABASE_URL) throw new Error('the test app has no DATABASE_URL')
  secondDb = createDatabase(first.config.DATABASE_URL, { max: 2 })
  second = await buildApp({ config: first.config, db: secondDb, web: false, logger: false })
  await second.ready()
})

// Registered after helper.ts's own afterAll so that it runs first (hooks run as a stack): the
// second node lets go of its connections before the test database is dropped.
afterAll(async () => {
  await second?.close()
  await secondDb?.$client.end()
})

const get = async (app: FastifyInstance, url: string, client = apiHeaders()) => {
  const response = await app.inject({ method: 'GET', url, headers: client })
  return { statusCode: response.statusCode, body: response.json() }
}

describe('two API nodes on one database', () => {
  it('are different instances with their own pools', () => {
    expect(second).not.toBe(first.app)
    expect(secondDb.$client).not.toBe(first.db.$client)
  })

  it('answer GET stores identically', async () => {
    const [a, b] = await Promise.all([get(first.app, '/api/v1/stores'), get(second, '/api/v1/stores')])
    expect(a.statusCode).toBe(200)
    expect(b.statusCode).toBe(200)
    expect(a.body.status).toBe('ok')
    expect(a.body.data.locations.length).toBeGreaterThanOrEqual(60)
    expect(b.body).toEqual(a.body)
  })

  it('answer other reads identically, whichever node a client reaches', async () => {
    // The same client on each node (the site config is the kiosk app's own for the kiosk client).
    for (const url of ['/api/v1/stores/regions', '/api/v1/site', '/api/v1/stores/near-postal-code/75201']) {
      const a = await get(first.app, url, apiHeaders(KIOSK_CLIENT))
      const b = await get(second, url, apiHeaders(KIOSK_CLIENT))
      expect(a.statusCode).toBe(200)
      expect(b.body).toEqual(a.body)
    }
  })

  it('refuse the same requests the same way', async () => {
    const a = await get(first.app, '/api/v1/stores/999999')
    const b = await get(second, '/api/v1/stores/999999')
    expect(a.statusCode).toBe(404)
    expect(b).toEqual(a)
    const c = await get(second, '/api/v1/stores', { 'x-app-name': 'web', 'x-api-key': 'nope-nope-nope' })
    expect(c.statusCode).toBe(401)
    expect(c.body.code).toBe('API_KEY_INVALID')
  })

  it('see the same rows: a change through one pool is visible to the other node', async () => {
    const [store] = (await get(first.app, '/api/v1/stores')).body.data.locations
    await first.db.$client.query('update stores set name = $1 where id = $2', [
      'Renamed By Node One',
      store.id,
    ])
    const b = await get(second, `/api/v1/stores/${store.id}`)
    expect(b.body.data.name).toBe('Renamed By Node One')
    const a = await get(first.app, `/api/v1/stores/${store.id}`)
    expect(a.body).toEqual(b.body)
  })

  it("an item a manager 86s through one node is gone from the other node's menu once the change is announced (ADR 021, 023)", async () => {
    const store = orderStore()
    const productId = sellableProductId(store.menu_id)
    const listed = async (app: FastifyInstance) =>
      (await get(app, `/api/v1/menus/${store.menu_id}`)).body.data.categories.some(
        (category: { products: { product_id: number }[] }) =>
          category.products.some((product) => product.product_id === productId),
      )
    expect(await listed(second)).toBe(true)
    const manager = await signInStaff(first, 'manager', [store.id])
    const url = `${API}/staff/stores/${store.id}/holds`
    const payload = { kind: 'product', id: productId, length: 'indefinite' }
    expectOk(await first.call({ method: 'PUT', url, payload, headers: manager.headers }))
    // The second node keeps its menu until `menu_changes` reaches it (ADR 023): within the
    // notification's delivery, not at its next read.
    await vi.waitFor(async () => expect(await listed(second)).toBe(false), { timeout: 2000 })
    const back = `${API}/staff/stores/${store.id}/holds/product/${productId}`
    expectOk(await first.call({ method: 'DELETE', url: back, headers: manager.headers }))
    await vi.waitFor(async () => expect(await listed(second)).toBe(true), { timeout: 2000 })
  })

  it("a product an admin adds or retires through one node is on, then off, the other node's cached menu", async () => {
    const store = orderStore()
    const menuUrl = `/api/v1/menus/${store.menu_id}`
    const listed = async (productId: number) =>
      (await get(second, menuUrl)).body.data.categories.some(
        (category: { products: { product_id: number }[] }) =>
          category.products.some((product) => product.product_id === productId),
      )
    // The second node has the menu in its cache before the change.
    await get(second, menuUrl)
    expect(second.menuCache.size).toBeGreaterThan(0)
    const admin = await signInStaff(first, 'admin')
    const categoryId = await mealtimeCategoryId(first, admin.headers)
    const payload = productBody(categoryId)
    const created = expectOk(
      await first.call({
        method: 'POST',
        url: `${API}/staff/catalogue/products`,
        payload,
        headers: admin.headers,
      }),
    )
    // The first node drops its own at once; the second when the notification arrives (ADR 023).
    await vi.waitFor(async () => expect(await listed(created.id)).toBe(true))
    const retire = `${API}/staff/catalogue/products/${created.id}/retire`
    expectOk(await first.call({ method: 'POST', url: retire, payload: {}, headers: admin.headers }))
    await vi.waitFor(async () => expect(await listed(created.id)).toBe(false))
  })

  it("a store's new price set through one node is on the other node's cached menu (ADR 062, 023)", async () => {
    const [store, elsewhere] = [orderStore(), demoStores.find((one) => one.id === 31)]
    if (!elsewhere) throw new Error('no store 31')
    const productId = sellableProductId(store.menu_id)
    const costAt = async (app: FastifyInstance, menuId: number) =>
      (await get(app, `/api/v1/menus/${menuId}`)).body.data.categories
        .flatMap((category: { products: { product_id: number; cost: number }[] }) => category.products)
        .find((product: { product_id: number }) => product.product_id === productId)?.cost
    const before = await costAt(second, store.menu_id)
    const elsewhereBefore = await costAt(second, elsewhere.menu_id)
    expect(second.menuCache.size).toBeGreaterThan(0)
    const manager = await signInStaff(first, 'manager', [store.id])
    const payload = { scope: 'store', store_id: store.id, product_id: productId, cost: (before ?? 0) + 111 }
    const url = `${API}/staff/back-office/prices`
    expectOk(await first.call({ method: 'PUT', url, payload, headers: manager.headers }))
    expect(await costAt(first.app, store.menu_id)).toBe((before ?? 0) + 111)
    await vi.waitFor(async () => expect(await costAt(second, store.menu_id)).toBe((before ?? 0) + 111))
    expect(await costAt(second, elsewhere.menu_id)).toBe(elsewhereBefore)
  })
})
