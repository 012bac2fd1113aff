import { randomBytes, randomUUID } from 'node:crypto'
import { localDay, TEXTS } from '@deli/domain'
import type { InjectOptions } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  addSimple,
  asCookie,
  asToken,
  cartUrl,
  DOWNTOWN_POINT,
  getCart,
  openCart,
  openEveryDay,
  pickStore,
  polygonStore,
  type TAny,
  type TSession,
} from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const { store: downtown } = polygonStore()
const transferTarget = pickStore((store) => store.services.transfercart && store.id !== downtown.id)
const noTransfer = pickStore((store) => !store.services.transfercart)

type TRoute = { name: string; method: InjectOptions['method']; url: string; payload?: TAny }

/** Every cart route, each with a request that would succeed for the owner. */
function cartRoutes(cartId: string, lineId: number | string, day: string, slot: string): TRoute[] {
  return [
    { name: 'GET cart', method: 'GET', url: cartUrl(cartId) },
    { name: 'DELETE cart', method: 'DELETE', url: cartUrl(cartId) },
    {
      name: 'transfer',
      method: 'POST',
      url: cartUrl(cartId, '/transfer'),
      payload: { menu_id: transferTarget.menu_id },
    },
    {
      name: 'add product',
      method: 'POST',
      url: cartUrl(cartId, '/products'),
      payload: { product_id: 172, quantity: 1 },
    },
    {
      name: 'update product',
      method: 'PUT',
      url: cartUrl(cartId, `/products/${lineId}`),
      payload: { quantity: 3 },
    },
    { name: 'remove product', method: 'DELETE', url: cartUrl(cartId, `/products/${lineId}`) },
    { name: 'handoff', method: 'PUT', url: cartUrl(cartId, '/handoff'), payload: { handoffMode: 'pickup' } },
    {
      name: 'delivery handoff',
      method: 'PUT',
      url: cartUrl(cartId, '/handoff/delivery'),
      payload: { address: '1500 Main St', city: 'Dallas', state: 'TX', zip: '75201', ...DOWNTOWN_POINT },
    },
    {
      name: 'time',
      method: 'PUT',
      url: cartUrl(cartId, '/time'),
      payload: { mode: 'advance', wanted: slot },
    },
    { name: 'times', method: 'GET', url: cartUrl(cartId, `/times?day=${day}`) },
    { name: 'validate', method: 'POST', url: cartUrl(cartId, '/validate') },
    { name: 'upsells', method: 'GET', url: cartUrl(cartId, '/upsells') },
  ]
}

/** A downtown basket with a line and an order-ahead slot, and the routes that reach it. */
async function ownedCart() {
  const { cart, session } = await openCart(t, { menu_id: downtown.menu_id })
  const filled = await addSimple(t, session, cart.id, 102, 2)
  const day = cart.time.days.find((candidate: string) => candidate > localDay(new Date(), downtown.timezone))
  const url = cartUrl(cart.id, `/times?day=${day}`)
  const [slot] = expectOk(await t.call({ method: 'GET', url, headers: session.headers })).times
  const payload = { mode: 'advance', wanted: slot }
  expectOk(await t.call({ method: 'PUT', url: cartUrl(cart.id, '/time'), payload, headers: session.headers }))
  const routes = cartRoutes(cart.id, filled.products[0].id, day, slot)
  return { cartId: cart.id as string, session, routes }
}

const send = (route: TRoute, headers: Record<string, string>) =>
  t.call({
    method: route.method,
    url: route.url,
    headers,
    ...(route.payload ? { payload: route.payload } : {}),
  })

async function expectEveryRoute(
  routes: TRoute[],
  headers: Record<string, string>,
  status: number,
  code: string,
) {
  for (const route of routes) {
    const response = await send(route, headers)
    expect(`${route.name}: ${response.statusCode} ${response.json?.code}`).toBe(
      `${route.name}: ${status} ${code}`,
    )
    expectError(response, status, code)
  }
}

describe('cart ownership', () => {
  it('answers the owner on every route (token header and cookie)', async () => {
    const { session, routes } = await ownedCart()
    for (const route of routes.filter(
      (candidate) => candidate.method === 'GET' || candidate.name === 'validate',
    )) {
      expect((await send(route, asToken(session.token))).statusCode, route.name).toBe(200)
      expect((await send(route, asCookie(session.token))).statusCode, route.name).toBe(200)
    }
  })

  it('answers 404 CART_NOT_FOUND on every route without a session, changing nothing', async () => {
    const { cartId, session, routes } = await ownedCart()
    const before = await getCart(t, session, cartId)
    await expectEveryRoute(routes, {}, 404, 'CART_NOT_FOUND')
    expect(await getCart(t, session, cartId)).toMatchObject({
      products: before.products,
      handoff: before.handoff,
    })
  })

  it("answers 404 CART_NOT_FOUND on every route to another session's token, cookie or a forged token", async () => {
    const { cartId, session, routes } = await ownedCart()
    const before = await getCart(t, session, cartId)
    const other = (await openCart(t, { menu_id: downtown.menu_id })).session
    await expectEveryRoute(routes, asToken(other.token), 404, 'CART_NOT_FOUND')
    await expectEveryRoute(routes, asCookie(other.token), 404, 'CART_NOT_FOUND')
    await expectEveryRoute(routes, asToken(randomBytes(32).toString('base64url')), 404, 'CART_NOT_FOUND')
    await expectEveryRoute(routes, asToken('x'.repeat(500)), 404, 'CART_NOT_FOUND')
    const after = await getCart(t, session, cartId)
    expect(after.products).toEqual(before.products)
    expect(after.time.wanted).toBe(before.time.wanted)
    expect(after.menu_id).toBe(before.menu_id)
  })

  it('answers 404 to another session even for a transfer to a store that refuses baskets', async () => {
    const { cartId } = await ownedCart()
    const other = (await openCart(t, { menu_id: downtown.menu_id })).session
    const payload = { menu_id: noTransfer.menu_id }
    const response = await t.call({
      method: 'POST',
      url: cartUrl(cartId, '/transfer'),
      payload,
      headers: other.headers,
    })
    expectError(response, 404, 'CART_NOT_FOUND')
  })

  it('answers 404 to another session even for a delivery address that cannot be located', async () => {
    const { cartId } = await ownedCart()
    const other = (await openCart(t, { menu_id: downtown.menu_id })).session
    const payload = { address: '1 Nowhere Rd', city: 'Dallas', state: 'TX', zip: '00000' }
    const response = await t.call({
      method: 'PUT',
      url: cartUrl(cartId, '/handoff/delivery'),
      payload,
      headers: other.headers,
    })
    expectError(response, 404, 'CART_NOT_FOUND')
  })

  it('answers 404 CART_NOT_FOUND for an unknown basket id', async () => {
    const { session } = await ownedCart()
    const day = localDay(new Date(), downtown.timezone)
    await expectEveryRoute(
      cartRoutes(randomUUID(), 1, day, `${day} 12:00`),
      session.headers,
      404,
      'CART_NOT_FOUND',
    )
  })

  it('refuses a malformed basket id with 400 VALIDATION_FAILED on every route, never a 500', async () => {
    const { session } = await ownedCart()
    const day = localDay(new Date(), downtown.timezone)
    for (const badId of ['abc', '123', `${randomUUID()}x`, 'not-a-uuid-at-all-0000000000000000']) {
      for (const route of cartRoutes(badId, 1, day, `${day} 12:00`)) {
        const response = await send(route, session.headers)
        expect(response.statusCode, `${route.name} ${badId}`).toBe(400)
        expectValidationError(response, 'cartId')
      }
    }
  })
})

describe('abandoned and expired baskets', () => {
  it('abandons a basket: 200 {id, status}, then 404 CART_NOT_FOUND on every route', async () => {
    const { cartId, session, routes } = await ownedCart()
    const abandoned = expectOk(
      await t.call({ method: 'DELETE', url: cartUrl(cartId), headers: session.headers }),
    )
    expect(abandoned).toEqual({ id: cartId, status: 'abandoned' })
    await expectEveryRoute(routes, session.headers, 404, 'CART_NOT_FOUND')
  })

  it('answers 410 CART_EXPIRED with the timed-out message once the reset time has passed', async () => {
    const { cartId, session, routes } = await ownedCart()
    await t.db.$client.query("update carts set reset_at = now() - interval '1 minute' where id = $1", [
      cartId,
    ])
    const others = routes.filter((route) => route.name !== 'DELETE cart')
    await expectEveryRoute(others, session.headers, 410, 'CART_EXPIRED')
    const response = await send(others[0] as TRoute, session.headers)
    expect(response.json.message).toBe(TEXTS.basketTimedOut)
  })

  it('answers 410 CART_EXPIRED to DELETE of a basket past its reset time too', async () => {
    const { cartId, session } = await ownedCart()
    await t.db.$client.query("update carts set reset_at = now() - interval '1 minute' where id = $1", [
      cartId,
    ])
    expectError(
      await t.call({ method: 'DELETE', url: cartUrl(cartId), headers: session.headers }),
      410,
      'CART_EXPIRED',
    )
  })

  it("keeps another session's expired basket hidden: 404, not 410", async () => {
    const { cartId, routes } = await ownedCart()
    await t.db.$client.query("update carts set reset_at = now() - interval '1 minute' where id = $1", [
      cartId,
    ])
    const other: TSession = (await openCart(t, { menu_id: pickStore(openEveryDay).menu_id })).session
    await expectEveryRoute(routes, other.headers, 404, 'CART_NOT_FOUND')
  })
})

describe('API key', () => {
  it('refuses every cart route and stores/for-delivery-address without API key headers: 401', async () => {
    const { routes } = await ownedCart()
    const all: TRoute[] = [
      { name: 'create', method: 'POST', url: '/api/v1/carts', payload: { menu_id: downtown.menu_id } },
      ...routes,
      {
        name: 'for-delivery-address',
        method: 'PUT',
        url: '/api/v1/stores/for-delivery-address',
        payload: { address: '1500 Main St', zip: '75201' },
      },
    ]
    for (const route of all) {
      const response = await t.app.inject({
        method: route.method,
        url: route.url,
        ...(route.payload ? { payload: route.payload } : {}),
      })
      expect(response.statusCode, route.name).toBe(401)
      expectError({ statusCode: response.statusCode, json: response.json() }, 401, 'API_KEY_INVALID')
    }
  })
})
