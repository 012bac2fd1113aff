import { demoStores } from '@deli/demo-data'
import { localDay } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  addDays,
  addProduct,
  addSimple,
  cartUrl,
  DOWNTOWN_POINT,
  expectCart,
  expectUnchanged,
  getCart,
  menuOf,
  openCart,
  openEveryDay,
  operationsOf,
  optionCost,
  pickStore,
  polygonStore,
  productById,
  requiredChoices,
  superCategoryOf,
  type TAny,
  type TSession,
  taxOf,
  utensilsProduct,
} from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const transfer = (session: TSession, cartId: string, payload: unknown) =>
  t.call({
    method: 'POST',
    url: cartUrl(cartId, '/transfer'),
    payload: payload as TAny,
    headers: session.headers,
  })

/** Sells everything at list price, open every day. */
const source = pickStore(
  (store) =>
    store.priceTierPercent === 100 && store.unavailableProductIds.length === 0 && openEveryDay(store),
)
const unavailableOf = (store: (typeof demoStores)[number], superCategory: 'mealtime' | 'catering') =>
  store.unavailableProductIds.filter((id) => superCategoryOf(id) === superCategory)
const { store: downtown } = polygonStore()
const ADDRESS = { address: '1500 Main St', city: 'Dallas', state: 'TX', zip: '75201', ...DOWNTOWN_POINT }

describe('POST /api/v1/carts/{cartId}/transfer', () => {
  it('moves the basket to a store with transfercart: same id, unsold lines removed, repriced lines reported', async () => {
    const target = pickStore(
      (store) =>
        store.services.transfercart &&
        store.priceTierPercent !== 100 &&
        unavailableOf(store, 'mealtime').length > 0,
    )
    const [sourceMenu, targetMenu] = await Promise.all([menuOf(t, source.menu_id), menuOf(t, target.menu_id)])
    const { cart, session } = await openCart(t, { menu_id: source.menu_id })
    const bread = productById(102).optionGroups[0]?.options.find((option) => option.cost > 0)
    await addProduct(t, session, cart.id, {
      product_id: 102,
      quantity: 2,
      choices: [{ id: bread?.id, quantity: 1 }],
    })
    const gone = unavailableOf(target, 'mealtime')
    for (const productId of gone) await addSimple(t, session, cart.id, productId, 3)
    await addSimple(t, session, cart.id, utensilsProduct().product_id)
    const report = expectOk(await transfer(session, cart.id, { menu_id: target.menu_id }))
    const moved = expectCart(report.cart)
    expect(moved.id).toBe(cart.id)
    expect(moved.menu_id).toBe(target.menu_id)
    expect(moved.store_id).toBe(target.id)
    expect(moved.time.timezone).toBe(target.timezone)
    expect(report.removed).toEqual(
      gone.map((productId) => ({ product_id: productId, name: productById(productId).name, quantity: 3 })),
    )
    const before = (sourceMenu.get(102)?.cost ?? 0) + (bread?.cost ?? 0)
    const after = (targetMenu.get(102)?.cost ?? 0) + optionCost(targetMenu.get(102) as TAny, bread?.id ?? 0)
    expect(after).not.toBe(before)
    expect(report.repriced).toEqual([{ product_id: 102, name: productById(102).name, before, after }])
    expect(moved.products.map((line: TAny) => line.product_id)).toEqual([102, utensilsProduct().product_id])
    expect(moved.products[0].cost).toEqual({ unit: after, total: after * 2 })
    expect(moved.count).toBe(2)
    const tax = taxOf(after * 2, target.taxRateBps)
    expect(moved.totals).toMatchObject({
      subtotal: after * 2,
      taxRateBps: target.taxRateBps,
      tax,
      total: after * 2 + tax,
    })
    expect(await getCart(t, session, cart.id)).toEqual(moved)
  })

  it('reports nothing when the new store sells everything at the same prices, and keeps a still-valid time', async () => {
    const target = pickStore(
      (store) =>
        store.id !== source.id &&
        store.services.transfercart &&
        store.priceTierPercent === 100 &&
        store.unavailableProductIds.length === 0 &&
        store.timezone === source.timezone &&
        openEveryDay(store),
    )
    const { cart, session } = await openCart(t, { menu_id: source.menu_id })
    const filled = await addSimple(t, session, cart.id, 141, 2)
    const day = addDays(localDay(new Date(), source.timezone), 2)
    const url = cartUrl(cart.id, `/times?day=${day}`)
    const slot = `${day} 12:00`
    expect(expectOk(await t.call({ method: 'GET', url, headers: session.headers })).times).toContain(slot)
    const payload = { mode: 'advance', wanted: slot }
    expectOk(
      await t.call({ method: 'PUT', url: cartUrl(cart.id, '/time'), payload, headers: session.headers }),
    )
    const report = expectOk(await transfer(session, cart.id, { menu_id: target.menu_id }))
    expect(report.removed).toEqual([])
    expect(report.repriced).toEqual([])
    expect(report.cart.products).toEqual(filled.products)
    expect(report.cart.time.wanted).toBe(slot)
    expect(report.cart.handoff).toBe('pickup')
  })

  it('keeps delivery when the address lies in the new zone, and falls back to pickup when it does not', async () => {
    const near = pickStore(
      (store) => store.zip === '75204' && store.services.transfercart && store.services.delivery,
    )
    const far = pickStore(
      (store) => store.state !== 'TX' && store.services.transfercart && store.services.pickup,
    )
    const { cart, session } = await openCart(t, { menu_id: downtown.menu_id })
    await addSimple(t, session, cart.id, 105, 2)
    const url = cartUrl(cart.id, '/handoff/delivery')
    expectOk(await t.call({ method: 'PUT', url, payload: ADDRESS, headers: session.headers }))
    const kept = expectOk(await transfer(session, cart.id, { menu_id: near.menu_id })).cart
    expect(kept.handoff).toBe('delivery')
    expect(kept.address).toMatchObject({ zip: '75201', ...DOWNTOWN_POINT })
    expect(kept.totals.deliveryFee).toBe(operationsOf(near).delivery?.feeCents)
    const dropped = expectOk(await transfer(session, cart.id, { menu_id: far.menu_id })).cart
    expect(dropped.handoff).toBe('pickup')
    expect(dropped.address).toBeNull()
    expect(dropped.totals.deliveryFee).toBe(0)
    expect(dropped.totals.total).toBe(dropped.totals.subtotal + dropped.totals.tax)
  })

  it('falls back to the first pickup-group handoff when the new store lacks the current one', async () => {
    const from = pickStore((store) => store.services.curbside)
    const target = pickStore((store) => store.services.transfercart && !store.services.curbside)
    const { cart, session } = await openCart(t, { menu_id: from.menu_id, handoffMode: 'curbside' })
    const moved = expectOk(await transfer(session, cart.id, { menu_id: target.menu_id })).cart
    expect(moved.handoff).toBe('pickup')
    expect(moved.address).toBeNull()
  })

  it('refuses a store without transfercart: 409 TRANSFER_NOT_ALLOWED, the basket unchanged', async () => {
    const target = pickStore((store) => !store.services.transfercart)
    const { cart, session } = await openCart(t, { menu_id: source.menu_id })
    await addSimple(t, session, cart.id, 102)
    await expectUnchanged(t, session, cart.id, async () => {
      const response = await transfer(session, cart.id, { menu_id: target.menu_id })
      expectError(response, 409, 'TRANSFER_NOT_ALLOWED')
      expect(response.json.message).toContain(target.name)
    })
  })

  it('refuses an unavailable or Coming Soon store (422 LOCATION_UNAVAILABLE) and an unknown menu (404)', async () => {
    const { cart, session } = await openCart(t, { menu_id: source.menu_id })
    await addSimple(t, session, cart.id, 102)
    const closedStores = demoStores.filter((store) => !store.available || store.comingSoon)
    expect(closedStores.length).toBeGreaterThanOrEqual(2)
    await expectUnchanged(t, session, cart.id, async () => {
      for (const store of closedStores) {
        expectError(await transfer(session, cart.id, { menu_id: store.menu_id }), 422, 'LOCATION_UNAVAILABLE')
      }
      const unknown = Math.max(...demoStores.map((store) => store.menu_id)) + 1000
      expectError(await transfer(session, cart.id, { menu_id: unknown }), 404, 'MENU_NOT_FOUND')
      expectValidationError(await transfer(session, cart.id, {}), 'menu_id')
      expectValidationError(await transfer(session, cart.id, { menu_id: 'x' }), 'menu_id')
      expectValidationError(await transfer(session, cart.id, { menu_id: 0 }), 'menu_id')
    })
  })

  it('turns the basket back to mealtime when the transfer removes its only catering line', async () => {
    const target = pickStore(
      (store) => store.services.transfercart && unavailableOf(store, 'catering').length > 0,
    )
    const catering = unavailableOf(target, 'catering')[0] ?? 0
    const { cart, session } = await openCart(t, { menu_id: source.menu_id })
    await addSimple(t, session, cart.id, 172)
    const added = await addProduct(t, session, cart.id, {
      product_id: catering,
      quantity: productById(catering).quantities.min,
      choices: requiredChoices(catering),
    })
    expect(added.channel).toBe('catering')
    const report = expectOk(await transfer(session, cart.id, { menu_id: target.menu_id }))
    expect(report.removed.map((line: TAny) => line.product_id)).toEqual([catering])
    expect(report.cart.products.map((line: TAny) => line.product_id)).toEqual([172])
    expect(report.cart.channel).toBe('mealtime')
    const today = localDay(new Date(), target.timezone)
    expect([today, addDays(today, 1)]).toContain(report.cart.time.days[0])
  })

  it('does not let a kept address from another store be used for delivery outside the new zone', async () => {
    const far = pickStore(
      (store) => store.state !== 'TX' && store.services.transfercart && store.services.delivery,
    )
    const { cart, session } = await openCart(t, { menu_id: downtown.menu_id })
    await addSimple(t, session, cart.id, 105, 2)
    const url = cartUrl(cart.id, '/handoff/delivery')
    expectOk(await t.call({ method: 'PUT', url, payload: ADDRESS, headers: session.headers }))
    const handoffUrl = cartUrl(cart.id, '/handoff')
    expectOk(
      await t.call({
        method: 'PUT',
        url: handoffUrl,
        payload: { handoffMode: 'pickup' },
        headers: session.headers,
      }),
    )
    const moved = expectOk(await transfer(session, cart.id, { menu_id: far.menu_id })).cart
    expect(moved.handoff).toBe('pickup')
    const response = await t.call({
      method: 'PUT',
      url: handoffUrl,
      payload: { handoffMode: 'delivery' },
      headers: session.headers,
    })
    expect(response.statusCode, JSON.stringify(response.json?.data?.address ?? response.json)).toBe(422)
    expect(['DELIVERY_OUT_OF_ZONE', 'DELIVERY_ADDRESS_REQUIRED']).toContain(response.json.code)
    expect((await getCart(t, session, cart.id)).handoff).toBe('pickup')
  })
})
