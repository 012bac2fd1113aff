import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { demoStores } from '@deli/demo-data'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../src/app.ts'
import { createDatabase, type TDatabase } from '../src/platform/database.ts'
import { API } from './cart-helpers.ts'
import { expectOk } from './expect-envelope.ts'
import { apiHeaders, build, type TTestApp } from './helper.ts'
import { sellableProductId } from './order-helpers.ts'
import { signInStaff, type TStaffSession } from './staff-helpers.ts'

/**
 * The menu cache (ADR 023) on real PostgreSQL: one version serialized once, ETag and 304,
 * br and gzip bodies, and every node dropping a menu when it changes (the `menu_changes` trigger and
 * each node's LISTEN), when a 'today' hold ends (a moved clock) and after its listener reconnects.
 * Other nodes follow a notification, so they are awaited by polling, never by a timed assertion.
 */

let first: TTestApp
let second: FastifyInstance
/** The clock the second node's menu cache reads: real time unless a test moves it. */
let movedClock: Date | null = null
const nodes: { app: FastifyInstance; db: TDatabase }[] = []

beforeAll(async () => {
  first = await build()
  if (!first.config.DATABASE_URL) throw new Error('the test app has no DATABASE_URL')
  const db = createDatabase(first.config.DATABASE_URL, { max: 2 })
  second = await buildApp({
    config: first.config,
    db,
    web: false,
    logger: false,
    clock: () => movedClock ?? new Date(),
  })
  await second.ready()
  nodes.push({ app: second, db })
  // Registered after build()'s own afterAll, so it runs first: the second node lets go of its
  // connections before the test database is dropped.
  afterAll(async () => {
    for (const node of nodes) {
      await node.app.close()
      await node.db.$client.end()
    }
  })
})

const openStores = demoStores.filter((store) => store.available && !store.comingSoon)
const storeAt = (index: number) => {
  const store = openStores[index]
  if (!store) throw new Error(`the demo chain has fewer than ${index + 1} open stores`)
  return store
}

type TMenuResponse = {
  statusCode: number
  headers: Record<string, string | string[] | number | undefined>
  raw: Buffer
}
async function getMenu(
  app: FastifyInstance,
  menuId: number,
  headers: Record<string, string> = {},
  query = '',
): Promise<TMenuResponse> {
  const response = await app.inject({
    method: 'GET',
    url: `${API}/menus/${menuId}${query}`,
    headers: { ...apiHeaders(), ...headers },
  })
  return { statusCode: response.statusCode, headers: response.headers, raw: response.rawPayload }
}

/** The JSON a response carries, whatever its Content-Encoding. */
function decoded(response: TMenuResponse) {
  const coding = response.headers['content-encoding']
  const bytes =
    coding === 'br'
      ? brotliDecompressSync(response.raw)
      : coding === 'gzip'
        ? gunzipSync(response.raw)
        : response.raw
  return JSON.parse(bytes.toString('utf8'))
}

const productIds = (body: { data: { categories: { products: { product_id: number }[] }[] } }) =>
  new Set(body.data.categories.flatMap((category) => category.products.map((product) => product.product_id)))

const etagOf = (response: TMenuResponse) => String(response.headers.etag)

async function hold(
  manager: TStaffSession,
  storeId: number,
  productId: number,
  length: 'today' | 'indefinite',
) {
  expectOk(
    await first.call({
      method: 'PUT',
      url: `${API}/staff/stores/${storeId}/holds`,
      payload: { kind: 'product', id: productId, length },
      headers: manager.headers,
    }),
  )
}

async function release(manager: TStaffSession, storeId: number, productId: number) {
  expectOk(
    await first.call({
      method: 'DELETE',
      url: `${API}/staff/stores/${storeId}/holds/product/${productId}`,
      headers: manager.headers,
    }),
  )
}

describe('GET menus/{id}: one serialization per version', () => {
  it('answers 200 with a strong ETag, Vary and no-cache, then 304 (no body) to a matching If-None-Match', async () => {
    const store = storeAt(0)
    const full = await getMenu(first.app, store.menu_id)
    expect(full.statusCode).toBe(200)
    expect(etagOf(full)).toMatch(/^"[A-Za-z0-9_-]+"$/)
    expect(String(full.headers.vary).toLowerCase()).toContain('accept-encoding')
    expect(full.headers['cache-control']).toBe('no-cache')
    expect(String(full.headers['content-type'])).toBe('application/json; charset=utf-8')
    expect(full.headers['content-encoding']).toBeUndefined()
    expect(Number(full.headers['content-length'])).toBe(full.raw.length)
    expect(decoded(full).status).toBe('ok')

    const again = await getMenu(first.app, store.menu_id, { 'if-none-match': etagOf(full) })
    expect(again.statusCode).toBe(304)
    expect(again.raw.length).toBe(0)
    // A 304 announces no body (a Content-Length it never sends would hang keep-alive clients).
    expect(again.headers['content-length'] ?? '0').toBe('0')
    expect(etagOf(again)).toBe(etagOf(full))
    // One of several tags, or a weak form of it, matches too; another tag does not.
    const listed = await getMenu(first.app, store.menu_id, { 'if-none-match': `"nope", W/${etagOf(full)}` })
    expect(listed.statusCode).toBe(304)
    const other = await getMenu(first.app, store.menu_id, { 'if-none-match': '"another-version"' })
    expect(other.statusCode).toBe(200)
    expect(decoded(other)).toEqual(decoded(full))
  })

  it('sends precompressed br and gzip bodies by Accept-Encoding, each decoding to the same JSON', async () => {
    const store = storeAt(0)
    const identity = await getMenu(first.app, store.menu_id)
    const br = await getMenu(first.app, store.menu_id, { 'accept-encoding': 'gzip, deflate, br' })
    const gzip = await getMenu(first.app, store.menu_id, { 'accept-encoding': 'gzip, deflate' })
    const preferGzip = await getMenu(first.app, store.menu_id, { 'accept-encoding': 'br;q=0.5, gzip' })
    const deflateOnly = await getMenu(first.app, store.menu_id, { 'accept-encoding': 'deflate' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(preferGzip.headers['content-encoding']).toBe('gzip')
    // Not a coding the cache keeps, and never compressed again per request: identity.
    expect(deflateOnly.headers['content-encoding']).toBeUndefined()
    expect(deflateOnly.raw.equals(identity.raw)).toBe(true)
    for (const response of [br, gzip]) {
      expect(response.statusCode).toBe(200)
      expect(Number(response.headers['content-length'])).toBe(response.raw.length)
      expect(response.raw.length).toBeLessThan(identity.raw.length / 4)
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding')
      expect(decoded(response)).toEqual(decoded(identity))
    }
    // Each representation has its own tag; any of them names this version.
    expect(new Set([etagOf(identity), etagOf(br), etagOf(gzip)]).size).toBe(3)
    const revalidated = await getMenu(first.app, store.menu_id, {
      'accept-encoding': 'br',
      'if-none-match': etagOf(br),
    })
    expect(revalidated.statusCode).toBe(304)
    expect(etagOf(revalidated)).toBe(etagOf(br))
  })

  it('gives one version the same ETag and bytes on every node, and keeps each menu type apart', async () => {
    const store = storeAt(1)
    const [a, b] = [await getMenu(first.app, store.menu_id), await getMenu(second, store.menu_id)]
    expect(etagOf(a)).toBe(etagOf(b))
    expect(a.raw.equals(b.raw)).toBe(true)
    const catering = await getMenu(first.app, store.menu_id, {}, '?type=catering')
    const mealtime = await getMenu(first.app, store.menu_id, {}, '?type=mealtime')
    expect(new Set([etagOf(a), etagOf(catering), etagOf(mealtime)]).size).toBe(3)
    for (const category of decoded(catering).data.categories) expect(category.superCategory).toBe('catering')
  })
})

describe('GET menus/{id}: every node follows a change', () => {
  it('86-ing an item changes the ETag and the body on the writing node at once and on a second node', async () => {
    const store = storeAt(2)
    const productId = sellableProductId(store.menu_id)
    const manager = await signInStaff(first, 'manager', [store.id])
    const before = await getMenu(first.app, store.menu_id)
    const beforeOnSecond = await getMenu(second, store.menu_id)
    expect(productIds(decoded(before)).has(productId)).toBe(true)
    expect(second.menuCache.size).toBeGreaterThan(0)

    await hold(manager, store.id, productId, 'indefinite')
    const after = await getMenu(first.app, store.menu_id, { 'if-none-match': etagOf(before) })
    expect(after.statusCode).toBe(200)
    expect(etagOf(after)).not.toBe(etagOf(before))
    expect(productIds(decoded(after)).has(productId)).toBe(false)
    await vi.waitFor(async () => {
      const onSecond = await getMenu(second, store.menu_id, { 'if-none-match': etagOf(beforeOnSecond) })
      expect(onSecond.statusCode).toBe(200)
      expect(etagOf(onSecond)).toBe(etagOf(after))
      expect(productIds(decoded(onSecond)).has(productId)).toBe(false)
    })

    await release(manager, store.id, productId)
    const back = await getMenu(first.app, store.menu_id)
    expect(etagOf(back)).toBe(etagOf(before))
    expect(productIds(decoded(back)).has(productId)).toBe(true)
    await vi.waitFor(async () => {
      expect(etagOf(await getMenu(second, store.menu_id))).toBe(etagOf(before))
    })
  })

  it("follows writes that bypass the API: a store's price (menu_products), its name (stores) and the catalogue (products)", async () => {
    const store = storeAt(3)
    const productId = sellableProductId(store.menu_id)
    const priceOf = (response: TMenuResponse) =>
      decoded(response)
        .data.categories.flatMap(
          (category: { products: { product_id: number; cost: number }[] }) => category.products,
        )
        .find((product: { product_id: number }) => product.product_id === productId)?.cost
    const cost = priceOf(await getMenu(first.app, store.menu_id))
    await getMenu(second, store.menu_id)
    await first.db.$client.query(
      'update menu_products set cost = cost + 100 where menu_id = $1 and product_id = $2',
      [store.menu_id, productId],
    )
    for (const app of [first.app, second])
      await vi.waitFor(async () => expect(priceOf(await getMenu(app, store.menu_id))).toBe(cost + 100))

    await first.db.$client.query('update stores set name = $1 where id = $2', [
      'Renamed Menu Store',
      store.id,
    ])
    for (const app of [first.app, second])
      await vi.waitFor(async () =>
        expect(decoded(await getMenu(app, store.menu_id)).data.name).toBe('Renamed Menu Store'),
      )

    const name = 'Catalogue Renamed Product'
    await first.db.$client.query('update products set name = $1 where id = $2', [name, productId])
    for (const app of [first.app, second]) {
      const other = storeAt(4)
      await vi.waitFor(async () => {
        const names = decoded(await getMenu(app, other.menu_id)).data.categories.flatMap(
          (category: { products: { name: string }[] }) => category.products.map((product) => product.name),
        )
        expect(names).toContain(name)
      })
    }
  })

  it("keeps a 'today' hold's menu until the hold's end, then answers the item again without any write", async () => {
    const store = storeAt(5)
    const productId = sellableProductId(store.menu_id)
    const manager = await signInStaff(first, 'manager', [store.id])
    const listed = await getMenu(second, store.menu_id)
    await hold(manager, store.id, productId, 'today')
    const { rows } = await first.db.$client.query<{ until: Date }>(
      "select until from store_item_holds where store_id = $1 and kind = 'product' and item_id = $2",
      [store.id, productId],
    )
    const until = rows[0]?.until
    expect(until).toBeInstanceOf(Date)
    if (!until) return
    let held: TMenuResponse | undefined
    await vi.waitFor(async () => {
      held = await getMenu(second, store.menu_id)
      expect(productIds(decoded(held)).has(productId)).toBe(false)
    })
    if (!held) return
    // Still cached while the hold lasts (the clock a moment before its end)…
    movedClock = new Date(until.getTime() - 1000)
    expect((await getMenu(second, store.menu_id, { 'if-none-match': etagOf(held) })).statusCode).toBe(304)
    // …and read anew at its end: the item is back, in the same version as before the hold.
    movedClock = new Date(until.getTime())
    try {
      const ended = await getMenu(second, store.menu_id, { 'if-none-match': etagOf(held) })
      expect(ended.statusCode).toBe(200)
      expect(productIds(decoded(ended)).has(productId)).toBe(true)
      expect(etagOf(ended)).toBe(etagOf(listed))
    } finally {
      movedClock = null
      await release(manager, store.id, productId)
    }
  })

  it('drops every cached menu when its LISTEN connection comes back (notifications may have been missed)', async () => {
    for (const index of [6, 7]) await getMenu(second, storeAt(index).menu_id)
    expect(second.menuCache.size).toBeGreaterThanOrEqual(2)
    const { rows } = await first.db.$client.query<{ killed: boolean }>(
      `select pg_terminate_backend(pid) as killed from pg_stat_activity
       where application_name = 'deli-api-listener' and datname = current_database()`,
    )
    expect(rows.some((row) => row.killed)).toBe(true)
    // No request reaches the node meanwhile, so only the reconnect empties it.
    await vi.waitFor(() => expect(second.menuCache.size).toBe(0), { timeout: 15_000, interval: 100 })
    const fresh = await getMenu(second, storeAt(6).menu_id, { 'accept-encoding': 'br' })
    expect(fresh.statusCode).toBe(200)
    expect(fresh.headers['content-encoding']).toBe('br')
    expect(second.menuCache.size).toBe(1)
  })
})
