import { BASE_PRICE_ADMIN_ONLY, PRICE_MAX_CENTS, PRICE_TOO_HIGH } from '@deli/contracts'
import { demoCatalog, demoStores } from '@deli/demo-data'
import { rebaseMenuPrice } from '@deli/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { listChanges } from '../src/modules/audit/index.ts'
import { CATALOGUE } from './back-office-helpers.ts'
import {
  API,
  addProduct,
  addSimple,
  getCart,
  menuOf,
  openCart,
  optionCost,
  requiredChoices,
} from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { sellableProductId } from './order-helpers.ts'
import { signInStaff, type TStaffSession } from './staff-helpers.ts'

/**
 * Prices by store or region (ADR 062) on real PostgreSQL: who may set which price, what the guest
 * menu and baskets answer after it, the history, and reverting a change from the audit trail.
 */

let t: TTestApp
const PRICES = `${API}/staff/back-office/prices`
const storeById = (id: number) => {
  const store = demoStores.find((candidate) => candidate.id === id)
  if (!store) throw new Error(`no store ${id}`)
  return store
}
// Georgia's stores for store overrides, North Carolina's for a region's, Colorado's for the base price.
const storeA = storeById(30)
const storeB = storeById(31)
const carolina = storeById(39)
let admin: TStaffSession
let managerA: TStaffSession
let staffA: TStaffSession

beforeAll(async () => {
  t = await build({ SLOT_CAPACITY: '1000' })
  admin = await signInStaff(t, 'admin')
  managerA = await signInStaff(t, 'manager', [storeA.id])
  staffA = await signInStaff(t, 'staff', [storeA.id])
})

const setPrice = (who: TStaffSession | null, payload: Record<string, unknown>) =>
  t.call({ method: 'PUT', url: PRICES, payload, headers: who?.headers ?? {} })

const menuCost = async (menuId: number, productId: number) => (await menuOf(t, menuId)).get(productId)?.cost

describe('PUT staff/back-office/prices: a store override', () => {
  it("makes store A's menu and a new line at A use it, store B keeps its price, an open line keeps its own", async () => {
    const productId = sellableProductId(storeA.menu_id)
    const atA = await menuCost(storeA.menu_id, productId)
    const atB = await menuCost(storeB.menu_id, productId)
    const before = await openCart(t, { menu_id: storeA.menu_id })
    const kept = await addSimple(t, before.session, before.cart.id, productId)
    const keptCost = kept.products[0].cost.unit

    const set = expectOk(
      await setPrice(managerA, { scope: 'store', store_id: storeA.id, product_id: productId, cost: 1234 }),
    )
    expect(typeof set.change_id).toBe('string')

    expect(await menuCost(storeA.menu_id, productId)).toBe(1234)
    expect(await menuCost(storeB.menu_id, productId)).toBe(atB)
    const fresh = await openCart(t, { menu_id: storeA.menu_id })
    const added = await addSimple(t, fresh.session, fresh.cart.id, productId)
    const choicesCost = keptCost - (atA ?? 0)
    expect(added.products[0].cost.unit).toBe(1234 + choicesCost)
    // The line added before the change keeps the price it was added at (ADR 062).
    const still = await getCart(t, before.session, before.cart.id)
    expect(still.products[0].cost.unit).toBe(keptCost)
    const atStoreB = await openCart(t, { menu_id: storeB.menu_id })
    const lineAtB = await addSimple(t, atStoreB.session, atStoreB.cart.id, productId)
    expect(lineAtB.products[0].cost.unit).toBe((atB ?? 0) + choicesCost)

    const [change] = await listChanges(t.db, { entity: 'price-override', storeIds: [storeA.id], limit: 1 })
    expect(change).toMatchObject({
      id: set.change_id,
      action: 'update',
      storeId: storeA.id,
      staffId: managerA.id,
      before: { scope: 'store', productId, cost: null },
      after: { scope: 'store', productId, cost: 1234 },
    })
    // The record names the product, so the trail reads without the catalogue beside it.
    const name = demoCatalog
      .flatMap((category) => category.products)
      .find((product) => product.product_id === productId)?.name
    expect(change?.after?.name).toBe(name)
    expect(change?.before?.name).toBe(name)
  })

  it('answers null and writes nothing when the price is already that', async () => {
    const productId = sellableProductId(storeA.menu_id)
    await setPrice(managerA, { scope: 'store', store_id: storeA.id, product_id: productId, cost: 1250 })
    const again = expectOk(
      await setPrice(managerA, { scope: 'store', store_id: storeA.id, product_id: productId, cost: 1250 }),
    )
    expect(again.change_id).toBeNull()
  })

  it('removing the override (cost null) brings the menu price back', async () => {
    const productId = sellableProductId(storeB.menu_id)
    const base = await menuCost(storeB.menu_id, productId)
    expectOk(await setPrice(admin, { scope: 'store', store_id: storeB.id, product_id: productId, cost: 999 }))
    expect(await menuCost(storeB.menu_id, productId)).toBe(999)
    expectOk(
      await setPrice(admin, { scope: 'store', store_id: storeB.id, product_id: productId, cost: null }),
    )
    expect(await menuCost(storeB.menu_id, productId)).toBe(base)
  })

  it("offers the bag's upsells at the store's price", async () => {
    const { cart, session } = await openCart(t, { menu_id: storeB.menu_id })
    const first = expectOk(
      await t.call({ method: 'GET', url: `${API}/carts/${cart.id}/upsells`, headers: session.headers }),
    ).upsells[0]
    expect(first).toBeDefined()
    expectOk(
      await setPrice(admin, { scope: 'store', store_id: storeB.id, product_id: first.product_id, cost: 123 }),
    )
    const again = expectOk(
      await t.call({ method: 'GET', url: `${API}/carts/${cart.id}/upsells`, headers: session.headers }),
    ).upsells
    expect(again.find((one: { product_id: number }) => one.product_id === first.product_id)?.cost).toBe(123)
    await setPrice(admin, { scope: 'store', store_id: storeB.id, product_id: first.product_id, cost: null })
  })
})

describe('a region override of an option', () => {
  it("prices the option at every store of the state, a store's own override above it", async () => {
    const product = demoCatalog
      .filter((category) => category.superCategory === 'mealtime')
      .flatMap((category) => category.products)
      .find((candidate) =>
        candidate.optionGroups.some((group) => group.options.length > 1 && group.min === 0),
      )
    if (!product) throw new Error('no product with optional choices')
    const group = product.optionGroups.find(
      (candidate) => candidate.options.length > 1 && candidate.min === 0,
    )
    const option = group?.options[0]
    if (!option) throw new Error('no option')
    expectOk(
      await setPrice(admin, {
        scope: 'region',
        region: carolina.state,
        product_id: product.product_id,
        option_id: option.id,
        cost: 321,
      }),
    )
    const menu = await menuOf(t, carolina.menu_id)
    expect(optionCost(menu.get(product.product_id) ?? {}, option.id)).toBe(321)
    const elsewhere = await menuOf(t, storeB.menu_id)
    expect(optionCost(elsewhere.get(product.product_id) ?? {}, option.id)).toBe(option.cost)

    const { cart, session } = await openCart(t, { menu_id: carolina.menu_id })
    const plain = await addSimple(t, session, cart.id, product.product_id)
    const withOption = await addProduct(t, session, cart.id, {
      product_id: product.product_id,
      quantity: 1,
      choices: [...requiredChoices(product.product_id), { id: option.id, quantity: 1 }],
    })
    const units = withOption.products.map((line: { cost: { unit: number } }) => line.cost.unit)
    expect(units).toContain(plain.products[0].cost.unit + 321)
  })
})

describe('who may set which price', () => {
  const productId = () => sellableProductId(storeA.menu_id)

  it("refuses a manager the chain's base price and a region's, with a sentence", async () => {
    const base = await setPrice(managerA, { scope: 'chain', product_id: productId(), cost: 100 })
    expectError(base, 403, 'FORBIDDEN')
    expect(base.json.message).toBe(BASE_PRICE_ADMIN_ONLY)
    const region = await setPrice(managerA, {
      scope: 'region',
      region: 'GA',
      product_id: productId(),
      cost: 100,
    })
    expectError(region, 403, 'FORBIDDEN')
    expect(region.json.message).toBe("Only a chain admin can set a region's price.")
  })

  it('refuses a manager another store, store staff everything, and anyone not signed in as staff', async () => {
    const other = await setPrice(managerA, {
      scope: 'store',
      store_id: storeB.id,
      product_id: productId(),
      cost: 100,
    })
    expectError(other, 403, 'FORBIDDEN')
    expect(other.json.message).toBe('You do not work at this store.')
    const staff = await setPrice(staffA, {
      scope: 'store',
      store_id: storeA.id,
      product_id: productId(),
      cost: 100,
    })
    expectError(staff, 403, 'FORBIDDEN')
    expectError(
      await setPrice(null, { scope: 'store', store_id: storeA.id, product_id: productId(), cost: 100 }),
      401,
      'SIGN_IN_REQUIRED',
    )
  })

  it('lets a chain admin move the base price: every menu moves with it and keeps its tier', async () => {
    const tiered = storeById(66)
    const flat = storeById(67)
    const productId = sellableProductId(tiered.menu_id)
    const { rows } = await t.db.$client.query<{ cost: number }>('select cost from products where id = $1', [
      productId,
    ])
    const oldBase = rows[0]?.cost ?? 0
    const tieredBefore = (await menuCost(tiered.menu_id, productId)) ?? 0
    const flatBefore = (await menuCost(flat.menu_id, productId)) ?? 0
    expectOk(await setPrice(admin, { scope: 'chain', product_id: productId, cost: oldBase + 200 }))
    expect(await menuCost(tiered.menu_id, productId)).toBe(
      rebaseMenuPrice(oldBase, oldBase + 200, tieredBefore),
    )
    expect(await menuCost(flat.menu_id, productId)).toBe(rebaseMenuPrice(oldBase, oldBase + 200, flatBefore))
    expect(tieredBefore).not.toBe(flatBefore)
  })
})

describe('one highest price for the prices and the catalogue', () => {
  it('a base price at the highest the prices take still lists in the catalogue and opens in its form', async () => {
    const productId = sellableProductId(storeById(68).menu_id)
    const { rows } = await t.db.$client.query<{ cost: number }>('select cost from products where id = $1', [
      productId,
    ])
    const oldBase = rows[0]?.cost ?? 0
    expectOk(await setPrice(admin, { scope: 'chain', product_id: productId, cost: PRICE_MAX_CENTS }))
    try {
      const list = expectOk(await t.call({ method: 'GET', url: CATALOGUE, headers: admin.headers }))
      const listed = (list.products as { id: number; cost: number }[]).find(
        (product) => product.id === productId,
      )
      expect(listed?.cost).toBe(PRICE_MAX_CENTS)
      const opened = expectOk(
        await t.call({ method: 'GET', url: `${CATALOGUE}/products/${productId}`, headers: admin.headers }),
      )
      expect(opened.cost).toBe(PRICE_MAX_CENTS)
    } finally {
      expectOk(await setPrice(admin, { scope: 'chain', product_id: productId, cost: oldBase }))
    }
  })
})

describe('bad input gets a sentence', () => {
  it('refuses a price out of range, a missing store, an unknown product or an option of another product', async () => {
    const productId = sellableProductId(storeA.menu_id)
    const high = await setPrice(admin, {
      scope: 'store',
      store_id: storeA.id,
      product_id: productId,
      cost: 100_001,
    })
    expectValidationError(high, 'cost')
    expect(high.json.errors.cost).toBe(PRICE_TOO_HIGH)
    expectValidationError(
      await setPrice(admin, { scope: 'store', product_id: productId, cost: 100 }),
      'store_id',
    )
    expectValidationError(
      await setPrice(admin, { scope: 'region', region: 'Georgia', product_id: productId, cost: 1 }),
    )
    expectValidationError(
      await setPrice(admin, { scope: 'chain', product_id: productId, cost: null }),
      'cost',
    )
    expectError(
      await setPrice(admin, { scope: 'store', store_id: storeA.id, product_id: 999_999, cost: 100 }),
      404,
      'PRODUCT_NOT_FOUND',
    )
    const option = await setPrice(admin, {
      scope: 'store',
      store_id: storeA.id,
      product_id: productId,
      option_id: 999_999,
      cost: 100,
    })
    expectError(option, 422, 'VALIDATION_FAILED')
    expect(option.json.errors.option_id).toMatch(/is not one of/)
    expectError(
      await setPrice(admin, { scope: 'store', store_id: 999_999, product_id: productId, cost: 100 }),
      404,
      'STORE_NOT_FOUND',
    )
  })
})

describe('GET staff/back-office/prices and its history', () => {
  it("shows a store's staff the price in force, the overrides and every price with who set it", async () => {
    const productId = sellableProductId(storeA.menu_id)
    await setPrice(managerA, { scope: 'store', store_id: storeA.id, product_id: productId, cost: 1111 })
    await setPrice(managerA, { scope: 'store', store_id: storeA.id, product_id: productId, cost: 1122 })
    const list = expectOk(
      await t.call({ method: 'GET', url: `${PRICES}?store_id=${storeA.id}`, headers: staffA.headers }),
    )
    const row = list.products.find((product: { product_id: number }) => product.product_id === productId)
    expect(row).toMatchObject({
      in_force: 1122,
      overrides: [{ scope: 'store', store_id: storeA.id, cost: 1122 }],
    })
    expect(typeof row.menu).toBe('number')

    const history = expectOk(
      await t.call({
        method: 'GET',
        url: `${PRICES}/history?product_id=${productId}&store_id=${storeA.id}`,
        headers: staffA.headers,
      }),
    )
    const atStore = history.entries.filter(
      (entry: { store_id: number | null }) => entry.store_id === storeA.id,
    )
    const last = atStore.at(-1)
    const previous = atStore.at(-2)
    expect(last).toMatchObject({ cost: 1122, valid_to: null, set_by: 'Test manager' })
    expect(previous).toMatchObject({ cost: 1111, valid_to: last.valid_from })

    const otherStore = await t.call({
      method: 'GET',
      url: `${PRICES}?store_id=${storeB.id}`,
      headers: staffA.headers,
    })
    expectError(otherStore, 403, 'FORBIDDEN')
    const everywhere = await t.call({
      method: 'GET',
      url: `${PRICES}/history?product_id=${productId}`,
      headers: managerA.headers,
    })
    expectError(everywhere, 403, 'FORBIDDEN')
    expectError(await t.call({ method: 'GET', url: PRICES }), 401, 'SIGN_IN_REQUIRED')
  })
})
