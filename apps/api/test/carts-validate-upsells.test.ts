import { demoCatalog, demoStores } from '@deli/demo-data'
import { localDay, TEXTS } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  addProduct,
  addSimple,
  cartUrl,
  DOWNTOWN_POINT,
  expectCart,
  getCart,
  menuOf,
  openCart,
  openEveryDay,
  pickStore,
  polygonStore,
  productById,
  requiredChoices,
  stable,
  steppedCateringProduct,
  type TAny,
  type TSession,
  utensilsProduct,
} from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const { store: downtown } = polygonStore()
const validate = (session: TSession, cartId: string) =>
  t.call({ method: 'POST', url: cartUrl(cartId, '/validate'), headers: session.headers })
const upsells = async (session: TSession, cartId: string): Promise<TAny[]> =>
  expectOk(await t.call({ method: 'GET', url: cartUrl(cartId, '/upsells'), headers: session.headers }))
    .upsells

/** Orders the basket ahead at the first slot of the first day after today. */
async function scheduleAhead(session: TSession, cartId: string, timezone: string) {
  const cart = await getCart(t, session, cartId)
  const day = cart.time.days.find((candidate: string) => candidate > localDay(new Date(), timezone))
  const url = cartUrl(cartId, `/times?day=${day}`)
  const [slot] = expectOk(await t.call({ method: 'GET', url, headers: session.headers })).times
  const payload = { mode: 'advance', wanted: slot }
  expectOk(await t.call({ method: 'PUT', url: cartUrl(cartId, '/time'), payload, headers: session.headers }))
  return slot as string
}

describe('POST /api/v1/carts/{cartId}/validate', () => {
  it('refuses an empty basket, and one holding only utensils: 422 CART_EMPTY', async () => {
    const { cart, session } = await openCart(t, { menu_id: downtown.menu_id })
    const empty = await validate(session, cart.id)
    expectError(empty, 422, 'CART_EMPTY')
    expect(empty.json.message).toBe(TEXTS.emptyBagTitle)
    await addSimple(t, session, cart.id, utensilsProduct().product_id)
    expectError(await validate(session, cart.id), 422, 'CART_EMPTY')
  })

  it('accepts a valid order-ahead basket with 200 and the cart, changing nothing', async () => {
    const store = pickStore(openEveryDay)
    const { cart, session } = await openCart(t, { menu_id: store.menu_id })
    await addSimple(t, session, cart.id, 102, 2)
    const slot = await scheduleAhead(session, cart.id, store.timezone)
    const before = await getCart(t, session, cart.id)
    const validated = expectCart(expectOk(await validate(session, cart.id)))
    expect(validated.time.wanted).toBe(slot)
    expect(stable(validated)).toEqual(stable(before))
    expect(stable(await getCart(t, session, cart.id))).toEqual(stable(before))
  })

  it('refuses delivery below the minimum (422 DELIVERY_MINIMUM_NOT_MET) and accepts it above', async () => {
    const { cart, session } = await openCart(t, { menu_id: downtown.menu_id })
    const cheap = await addSimple(t, session, cart.id, 181)
    expect(cheap.totals.subtotal).toBeLessThan(cheap.delivery.minimum)
    const address = { address: '1500 Main St', city: 'Dallas', state: 'TX', zip: '75201', ...DOWNTOWN_POINT }
    const payload = { ...address, handoffMode: 'delivery' }
    const delivery = expectOk(
      await t.call({
        method: 'PUT',
        url: cartUrl(cart.id, '/handoff/delivery'),
        payload,
        headers: session.headers,
      }),
    )
    expect(delivery.handoff).toBe('delivery')
    const response = await validate(session, cart.id)
    expectError(response, 422, 'DELIVERY_MINIMUM_NOT_MET')
    expect(response.json.message).toContain('$15.00')
    await scheduleAhead(session, cart.id, downtown.timezone)
    const enough = await addSimple(t, session, cart.id, 105, 2)
    expect(enough.totals.subtotal).toBeGreaterThanOrEqual(enough.delivery.minimum)
    expectOk(await validate(session, cart.id))
  })

  it('refuses a basket holding a product the store stopped selling: 422 PRODUCT_UNAVAILABLE', async () => {
    const store = pickStore(
      (candidate) => openEveryDay(candidate) && candidate.unavailableProductIds.length === 0,
    )
    const { cart, session } = await openCart(t, { menu_id: store.menu_id })
    await addSimple(t, session, cart.id, 173)
    const filled = await addSimple(t, session, cart.id, 174)
    await scheduleAhead(session, cart.id, store.timezone)
    await t.db.$client.query(
      'update menu_products set is_available = false where menu_id = $1 and product_id = $2',
      [store.menu_id, 174],
    )
    const shown = await getCart(t, session, cart.id)
    expect(shown.products.map((line: TAny) => line.available)).toEqual([true, false])
    const response = await validate(session, cart.id)
    expectError(response, 422, 'PRODUCT_UNAVAILABLE')
    expect(response.json.message).toContain(productById(174).name)
    const lineId = filled.products[1].id
    expectOk(
      await t.call({
        method: 'DELETE',
        url: cartUrl(cart.id, `/products/${lineId}`),
        headers: session.headers,
      }),
    )
    expectOk(await validate(session, cart.id))
  })

  it('refuses a basket whose store stopped taking orders: 422 LOCATION_UNAVAILABLE', async () => {
    const store = [...demoStores]
      .reverse()
      .find((candidate) => candidate.available && !candidate.comingSoon && openEveryDay(candidate))
    const { cart, session } = await openCart(t, { menu_id: store?.menu_id })
    await addSimple(t, session, cart.id, 172)
    await scheduleAhead(session, cart.id, store?.timezone ?? '')
    expectOk(await validate(session, cart.id))
    await t.db.$client.query('update stores set is_available = false where id = $1', [store?.id])
    expectError(await validate(session, cart.id), 422, 'LOCATION_UNAVAILABLE')
  })
})

describe('GET /api/v1/carts/{cartId}/upsells', () => {
  const categoryOf = (productId: number) =>
    demoCatalog.find((category) => category.products.some((product) => product.product_id === productId))
      ?.slug

  it('offers at most 3 sides, drinks and desserts the store sells, none already in the bag', async () => {
    const menu = await menuOf(t, downtown.menu_id)
    const { cart, session } = await openCart(t, { menu_id: downtown.menu_id })
    const first = await upsells(session, cart.id)
    expect(first.map((upsell) => categoryOf(upsell.product_id))).toEqual(['sides', 'drinks', 'desserts'])
    await addSimple(t, session, cart.id, 102)
    for (const upsell of first) await addSimple(t, session, cart.id, upsell.product_id)
    const inBag = new Set((await getCart(t, session, cart.id)).products.map((line: TAny) => line.product_id))
    const offered = await upsells(session, cart.id)
    expect(offered.length).toBeGreaterThan(0)
    expect(offered.length).toBeLessThanOrEqual(3)
    for (const upsell of offered) {
      expect(inBag.has(upsell.product_id)).toBe(false)
      expect(downtown.unavailableProductIds).not.toContain(upsell.product_id)
      const listed = menu.get(upsell.product_id) as TAny
      expect(listed.available).toBe(true)
      expect(upsell).toMatchObject({
        id: upsell.product_id,
        name: listed.name,
        cost: listed.cost,
        calories: listed.calories,
      })
      expect(upsell.image.startsWith('/images/products/')).toBe(true)
      expect(requiredChoices(upsell.product_id)).toEqual([])
      expect(/utensils/i.test(upsell.name)).toBe(false)
    }
    expect(new Set(offered.map((upsell) => upsell.product_id)).size).toBe(offered.length)
  })

  it('never offers what the store does not sell now', async () => {
    const { cart, session } = await openCart(t, { menu_id: downtown.menu_id })
    const seen = new Set<number>()
    for (let round = 0; round < 6; round++) {
      const offered = await upsells(session, cart.id)
      if (offered.length === 0) break
      for (const upsell of offered) {
        expect(downtown.unavailableProductIds).not.toContain(upsell.product_id)
        expect(seen.has(upsell.product_id)).toBe(false)
        seen.add(upsell.product_id)
        await addSimple(t, session, cart.id, upsell.product_id)
      }
    }
    expect(seen.size).toBeGreaterThan(3)
  })

  it('offers catering sides and drinks to a catering basket, never the utensils kit', async () => {
    const { cart, session } = await openCart(t, { menu_id: downtown.menu_id })
    const boxed = steppedCateringProduct()
    await addProduct(t, session, cart.id, {
      product_id: boxed.product_id,
      quantity: boxed.quantities.min,
      choices: requiredChoices(boxed.product_id),
    })
    const offered = await upsells(session, cart.id)
    expect(offered.length).toBeGreaterThan(0)
    expect(offered.length).toBeLessThanOrEqual(3)
    for (const upsell of offered) {
      expect(categoryOf(upsell.product_id)).toBe('catering-sides-drinks')
      expect(/utensils/i.test(upsell.name)).toBe(false)
    }
  })
})
