import { DIETARY_FLAGS, ZMenuSchema } from '@deli/contracts'
import { demoCatalog, demoStores } from '@deli/demo-data'
import { beforeAll, describe, expect, it } from 'vitest'
import { storePrice } from '../src/flows/seed-demo-chain.ts'
import {
  expectError,
  expectOk,
  expectRefusedOrNotFound,
  expectRefusedWithoutKey,
  expectValidationError,
  type TJson,
} from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'

type TAny = Record<string, TJson>

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const openStore = () => {
  const store = demoStores.find((candidate) => candidate.available && !candidate.comingSoon)
  if (!store) throw new Error('the demo chain has no open store')
  return store
}
const getMenu = async (menuId: number, query = '') =>
  expectOk(await t.call({ method: 'GET', url: `/api/v1/menus/${menuId}${query}` })) as TAny
const productsOf = (menu: TAny): TAny[] => menu.categories.flatMap((category: TAny) => category.products)
const listPrice = new Map(
  demoCatalog.flatMap((category) => category.products).map((p) => [p.product_id, p.cost]),
)

describe('GET /api/v1/menus/{menu_id}', () => {
  it('answers the menu: categories with products', async () => {
    const store = openStore()
    const menu = await getMenu(store.menu_id)
    expect(ZMenuSchema.safeParse(menu).success).toBe(true)
    expect(menu.id).toBe(store.menu_id)
    expect(menu.store_id).toBe(store.id)
    expect(menu.categories.length).toBeGreaterThan(0)
    for (const category of menu.categories) {
      expect(category.name).toBeTypeOf('string')
      expect(category.products.length).toBeGreaterThan(0)
    }
    const products = productsOf(menu)
    expect(products.length).toBe(listPrice.size)
    expect(new Set(products.map((product) => product.product_id)).size).toBe(products.length)
  })

  it('gives every product its id, name, integer cost, calories, dietary flags, image, quantities and options', async () => {
    const products = productsOf(await getMenu(openStore().menu_id))
    for (const product of products) {
      expect(Number.isInteger(product.product_id)).toBe(true)
      expect(product.name.length).toBeGreaterThan(0)
      expect(Number.isInteger(product.cost)).toBe(true)
      expect(product.cost).toBeGreaterThanOrEqual(0)
      expect(Number.isInteger(product.calories)).toBe(true)
      expect(Array.isArray(product.dietary)).toBe(true)
      for (const flag of product.dietary) expect(DIETARY_FLAGS).toContain(flag)
      expect(product.images['mobile-webapp-menu'].url.startsWith('/images/products/')).toBe(true)
      const { min, max, increments } = product.quantities
      expect(Number.isInteger(min) && Number.isInteger(max) && Number.isInteger(increments)).toBe(true)
      expect(min).toBeGreaterThanOrEqual(1)
      expect(max).toBeGreaterThanOrEqual(min)
      expect(increments).toBeGreaterThanOrEqual(1)
      expect(Array.isArray(product.optionGroups)).toBe(true)
      for (const group of product.optionGroups) {
        expect(group.options.length).toBeGreaterThan(0)
        expect(group.max).toBeGreaterThanOrEqual(group.min)
      }
      expect(product.available).toBeTypeOf('boolean')
    }
    expect(products.some((product) => product.optionGroups.length > 0)).toBe(true)
    expect(products.some((product) => product.dietary.length > 0)).toBe(true)
  })

  it('serves the product image without an API key', async () => {
    const [product] = productsOf(await getMenu(openStore().menu_id))
    const url = product?.images['mobile-webapp-menu'].url as string
    const response = await t.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(200)
    expect(String(response.headers['content-type'])).toContain('image/svg+xml')
    expect(response.body).toContain('<svg')
  })

  it('answers only catering categories for ?type=catering', async () => {
    const store = openStore()
    const menu = await getMenu(store.menu_id, '?type=catering')
    expect(menu.categories.length).toBeGreaterThan(0)
    for (const category of menu.categories) expect(category.superCategory).toBe('catering')
    const expected = demoCatalog.filter((category) => category.superCategory === 'catering').map((c) => c.id)
    expect(menu.categories.map((category: TAny) => category.id)).toEqual(expected)
  })

  it('answers none of the catering categories for ?type=mealtime', async () => {
    const menu = await getMenu(openStore().menu_id, '?type=mealtime')
    expect(menu.categories.length).toBeGreaterThan(0)
    for (const category of menu.categories) expect(category.superCategory).toBe('mealtime')
    const full = await getMenu(openStore().menu_id)
    const catering = await getMenu(openStore().menu_id, '?type=catering')
    expect(menu.categories.length + catering.categories.length).toBe(full.categories.length)
  })

  it('refuses an unknown menu type: ?type=brunch → 400', async () => {
    expectValidationError(
      await t.call({ method: 'GET', url: `/api/v1/menus/${openStore().menu_id}?type=brunch` }),
      'type',
    )
  })

  it('refuses a non-numeric menu id', async () => {
    expectValidationError(await t.call({ method: 'GET', url: '/api/v1/menus/abc' }), 'menu_id')
  })

  it('answers MENU_NOT_FOUND for an unknown menu', async () => {
    const unknown = Math.max(...demoStores.map((store) => store.menu_id)) + 1000
    expectError(await t.call({ method: 'GET', url: `/api/v1/menus/${unknown}` }), 404, 'MENU_NOT_FOUND')
  })

  it('answers a menu id beyond the id range as bad input or not found, never as a server error', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v1/menus/99999999999' })
    expectRefusedOrNotFound(response, 'MENU_NOT_FOUND')
  })

  it("prices each store's menu by its price tier", async () => {
    const first = demoStores[0]
    const other = demoStores.find((store) => store.priceTierPercent !== first?.priceTierPercent)
    expect(first).toBeDefined()
    expect(other).toBeDefined()
    if (!first || !other) return
    const a = new Map(productsOf(await getMenu(first.menu_id)).map((p) => [p.product_id, p.cost]))
    const b = new Map(productsOf(await getMenu(other.menu_id)).map((p) => [p.product_id, p.cost]))
    const differing = [...a.keys()].filter((id) => a.get(id) !== b.get(id))
    expect(differing.length).toBeGreaterThan(0)
    for (const [id, cost] of a) expect(cost).toBe(storePrice(listPrice.get(id) ?? -1, first.priceTierPercent))
    for (const [id, cost] of b) expect(cost).toBe(storePrice(listPrice.get(id) ?? -1, other.priceTierPercent))
  })

  it('lists the products a store does not sell right now as not available', async () => {
    const store = demoStores.find((candidate) => candidate.unavailableProductIds.length > 0)
    expect(store).toBeDefined()
    if (!store) return
    const products = productsOf(await getMenu(store.menu_id))
    for (const id of store.unavailableProductIds) {
      const product = products.find((candidate) => candidate.product_id === id)
      expect(product, `product ${id}`).toBeDefined()
      expect(product?.available).toBe(false)
    }
    const others = products.filter((product) => !store.unavailableProductIds.includes(product.product_id))
    expect(others.length).toBeGreaterThan(0)
    for (const product of others) expect(product.available).toBe(true)
  })

  it('is refused without an API key', async () => {
    await expectRefusedWithoutKey(t.app, `/api/v1/menus/${openStore().menu_id}`)
  })
})
