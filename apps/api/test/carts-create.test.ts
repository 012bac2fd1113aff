import { demoStores } from '@deli/demo-data'
import { isOpenAt, localDay } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  API,
  addDays,
  asCookie,
  cartUrl,
  expectCart,
  getCart,
  openCart,
  operationsOf,
  pickStore,
  type TAny,
} from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { apiHeaders, build, KIOSK_CLIENT, sessionTokenOf, type TTestApp } from './helper.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const create = (payload: unknown, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: `${API}/carts`, payload: payload as TAny, headers })

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('POST /api/v1/carts', () => {
  it('opens an empty basket on the menu, with the store, its pickup handoff, delivery terms and totals at 0', async () => {
    const store = pickStore((candidate) => candidate.priceTierPercent !== 100 && candidate.services.delivery)
    const before = Date.now()
    const { cart } = await openCart(t, { menu_id: store.menu_id })
    expect(cart.id).toMatch(UUID)
    expect(cart.menu_id).toBe(store.menu_id)
    expect(cart.store_id).toBe(store.id)
    expect(cart.channel).toBe('mealtime')
    expect(cart.handoff).toBe('pickup')
    expect(cart.address).toBeNull()
    expect(cart.products).toEqual([])
    expect(cart.discounts).toEqual([])
    expect(cart.payments).toEqual([])
    expect(cart.count).toBe(0)
    expect(cart.totals).toEqual({
      subtotal: 0,
      discount: 0,
      taxRateBps: store.taxRateBps,
      tax: 0,
      deliveryFee: 0,
      total: 0,
    })
    const delivery = operationsOf(store).delivery
    expect(cart.delivery).toEqual({ fee: delivery?.feeCents, minimum: delivery?.minimumCents })
    const reset = Date.parse(cart.reset)
    expect(reset).toBeGreaterThanOrEqual(before + (t.config.CART_RESET_MINUTES - 1) * 60_000)
    expect(reset).toBeLessThanOrEqual(Date.now() + (t.config.CART_RESET_MINUTES + 1) * 60_000)
  })

  it("answers the order time in the store's zone: ASAP only while open with a slot left today, days from today", async () => {
    const store = pickStore()
    const { cart } = await openCart(t, { menu_id: store.menu_id })
    // ASAP while open and the kitchen can still make it today: a slot today after the lead time
    // (then today is the first day offered); not in a store's last minutes.
    const open = isOpenAt(store.hours.pickup ?? [], new Date(), store.timezone)
    const isAsap = open && cart.time.days[0] === localDay(new Date(), store.timezone)
    expect(cart.time.timezone).toBe(store.timezone)
    expect(cart.time.asapAvailable).toBe(isAsap)
    expect(cart.time.mode).toBe(isAsap ? 'asap' : 'advance')
    expect(cart.time.wanted).toBeNull()
    expect(cart.time.days.length).toBeGreaterThan(0)
    expect(cart.time.days.length).toBeLessThanOrEqual(store.services.advancedays)
    expect(cart.time.days[0] >= localDay(new Date(), store.timezone)).toBe(true)
    expect(cart.time.earliest?.slice(0, 8)).toBe(cart.time.days[0])
    expect([...cart.time.days].sort()).toEqual(cart.time.days)
  })

  it('starts a session: an HttpOnly deli_session cookie, and for a browser channel no token header', async () => {
    const response = await create({ menu_id: pickStore().menu_id })
    expect(response.statusCode).toBe(201)
    const token = sessionTokenOf(response)
    expect(typeof token).toBe('string')
    // A page script could read a header: the storefront's channel gets the HttpOnly cookie only.
    expect(response.headers['x-session-token']).toBeUndefined()
    const cookie = String(response.headers['set-cookie'])
    expect(cookie).toContain(`deli_session=${token}`)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('Path=/')
    const cartId = response.json.data.id
    expectOk(await t.call({ method: 'GET', url: cartUrl(cartId), headers: asCookie(String(token)) }))
    expectOk(await t.call({ method: 'GET', url: cartUrl(cartId), headers: { token: String(token) } }))
  })

  it('hands an app (another channel, no Fetch Metadata) its token in x-session-token, never a browser', async () => {
    const app = await create({ menu_id: pickStore().menu_id }, apiHeaders(KIOSK_CLIENT))
    expect(app.statusCode).toBe(201)
    expect(app.headers['x-session-token']).toBe(sessionTokenOf(app))
    const appToken = String(app.headers['x-session-token'])
    expectOk(await t.call({ method: 'GET', url: cartUrl(app.json.data.id), headers: { token: appToken } }))
    // The same channel's key used by a page script: the browser adds Sec-Fetch-*, no script can drop it.
    const script = await create(
      { menu_id: pickStore().menu_id },
      { ...apiHeaders(KIOSK_CLIENT), 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' },
    )
    expect(script.statusCode).toBe(201)
    expect(script.headers['x-session-token']).toBeUndefined()
    expect(sessionTokenOf(script)).toBeDefined()
  })

  it('keeps the caller’s session for a second basket (no new token)', async () => {
    const store = pickStore()
    const { cart: first, session } = await openCart(t, { menu_id: store.menu_id })
    const response = await create({ menu_id: store.menu_id }, asCookie(session.token))
    expect(response.statusCode).toBe(201)
    expect(sessionTokenOf(response)).toBeUndefined()
    expect(response.headers['set-cookie']).toBeUndefined()
    const second = expectCart(response.json.data)
    expect(second.id).not.toBe(first.id)
    expect((await getCart(t, session, first.id)).id).toBe(first.id)
    expect((await getCart(t, session, second.id)).id).toBe(second.id)
  })

  it('opens a basket with a pickup-group handoff the store offers', async () => {
    const store = pickStore((candidate) => candidate.services.curbside)
    const { cart } = await openCart(t, { menu_id: store.menu_id, handoffMode: 'curbside' })
    expect(cart.handoff).toBe('curbside')
    expect(cart.address).toBeNull()
  })

  it('opens a catering basket when asked: no ASAP, days from 2 days ahead', async () => {
    const store = pickStore()
    const { cart } = await openCart(t, { menu_id: store.menu_id, channel: 'catering' })
    expect(cart.channel).toBe('catering')
    expect(cart.time.asapAvailable).toBe(false)
    expect(cart.time.mode).toBe('advance')
    const first = addDays(localDay(new Date(), store.timezone), 2)
    expect(cart.time.days.length).toBeGreaterThan(0)
    for (const day of cart.time.days) expect(day >= first, day).toBe(true)
  })

  it('opens a mealtime basket for a non-catering client', async () => {
    const response = await create({ menu_id: pickStore().menu_id }, apiHeaders(KIOSK_CLIENT))
    expect(response.statusCode).toBe(201)
    expect(response.json.data.channel).toBe('mealtime')
  })

  it('has no delivery terms at a store that does not deliver', async () => {
    const store = pickStore((candidate) => !candidate.services.delivery && !candidate.services.dispatch)
    const { cart } = await openCart(t, { menu_id: store.menu_id })
    expect(cart.delivery).toBeNull()
  })

  it('refuses a handoff the store does not offer: 422 HANDOFF_UNAVAILABLE', async () => {
    const store = pickStore((candidate) => !candidate.services.drivethru)
    const response = await create({ menu_id: store.menu_id, handoffMode: 'drivethru' })
    expectError(response, 422, 'HANDOFF_UNAVAILABLE')
  })

  it('refuses delivery without an address: 422 DELIVERY_ADDRESS_REQUIRED', async () => {
    const store = pickStore((candidate) => candidate.services.delivery)
    expectError(
      await create({ menu_id: store.menu_id, handoffMode: 'delivery' }),
      422,
      'DELIVERY_ADDRESS_REQUIRED',
    )
  })

  it('answers MENU_NOT_FOUND for an unknown menu', async () => {
    const unknown = Math.max(...demoStores.map((store) => store.menu_id)) + 1000
    expectError(await create({ menu_id: unknown }), 404, 'MENU_NOT_FOUND')
  })

  it('refuses an unavailable store and a Coming Soon store: 422 LOCATION_UNAVAILABLE', async () => {
    const unavailable = demoStores.find((store) => !store.available)
    const comingSoon = demoStores.find((store) => store.available && store.comingSoon)
    expect(unavailable).toBeDefined()
    expect(comingSoon).toBeDefined()
    for (const store of [unavailable, comingSoon]) {
      const response = await create({ menu_id: store?.menu_id })
      expectError(response, 422, 'LOCATION_UNAVAILABLE')
      expect(response.json.message).toContain(store?.name)
    }
  })

  it('starts no session for a refused basket (bad input changes nothing)', async () => {
    const count = async () =>
      Number((await t.db.$client.query('select count(*) from sessions')).rows[0].count)
    const before = await count()
    const unknown = Math.max(...demoStores.map((store) => store.menu_id)) + 1000
    const response = await create({ menu_id: unknown })
    expectError(response, 404, 'MENU_NOT_FOUND')
    expect(response.headers['set-cookie']).toBeUndefined()
    expect(sessionTokenOf(response)).toBeUndefined()
    expect(await count()).toBe(before)
  })

  it('refuses malformed bodies with 400 VALIDATION_FAILED', async () => {
    const menuId = pickStore().menu_id
    expectValidationError(await create({}), 'menu_id')
    expectValidationError(await create({ menu_id: 'abc' }), 'menu_id')
    expectValidationError(await create({ menu_id: -4 }), 'menu_id')
    expectValidationError(await create({ menu_id: 10.5 }), 'menu_id')
    expectValidationError(await create({ menu_id: menuId, channel: 'brunch' }), 'channel')
    expectValidationError(await create({ menu_id: menuId, handoffMode: 'drone' }), 'handoffMode')
  })

  it('is refused without an API key', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/carts`,
      payload: { menu_id: pickStore().menu_id },
    })
    expectError({ statusCode: response.statusCode, json: response.json() }, 401, 'API_KEY_INVALID')
    expect(response.headers['set-cookie']).toBeUndefined()
  })
})
