import { randomUUID } from 'node:crypto'
import { ZCartSchema } from '@deli/contracts'
import { demoCatalog, demoProducts, demoStoreOperations, demoStores, type TDemoStore } from '@deli/demo-data'
import { expect } from 'vitest'
import { expectOk, type TJson } from './expect-envelope.ts'
import { sessionTokenOf, type TTestApp } from './helper.ts'

export type TAny = Record<string, TJson>
export type TSession = { token: string; headers: Record<string, string> }

export const API = '/api/v1'
export const cartUrl = (cartId: string, suffix = '') => `${API}/carts/${cartId}${suffix}`

/** The success envelope answered with 201 Created; returns its data. */
export function expectCreated(response: { statusCode: number; json: TJson }): TJson {
  expect(response.statusCode, JSON.stringify(response.json)).toBe(201)
  expect(response.json.status).toBe('ok')
  expect(response.json).toHaveProperty('data')
  expect(response.json).not.toHaveProperty('code')
  return response.json.data
}

/** A Cart that matches the contract; returns it. */
export function expectCart(cart: TJson): TAny {
  const parsed = ZCartSchema.safeParse(cart)
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true)
  return cart
}

/** A store of the demo chain that takes orders and matches `predicate`. */
export function pickStore(predicate: (store: TDemoStore) => boolean = () => true): TDemoStore {
  const store = demoStores.find(
    (candidate) => candidate.available && !candidate.comingSoon && predicate(candidate),
  )
  if (!store) throw new Error('no demo store fits')
  return store
}

/** Open for `handoff` on every weekday (so every day of the window has slots). */
export const openEveryDay = (store: TDemoStore, handoff: 'pickup' | 'delivery' = 'pickup') =>
  new Set((store.hours[handoff] ?? []).map((period) => period.day)).size === 7

export const operationsOf = (store: TDemoStore) => demoStoreOperations(store)

/** The store with a polygon delivery zone (Downtown Dallas) and its zone corners. */
export function polygonStore(): { store: TDemoStore; points: [number, number][] } {
  for (const store of demoStores) {
    const zone = demoStoreOperations(store).delivery?.zone
    if (zone?.type === 'polygon') return { store, points: zone.points }
  }
  throw new Error('no polygon store')
}

/** A point well inside the Downtown Dallas polygon (the loop around the central business district). */
export const DOWNTOWN_POINT = { latitude: 32.781, longitude: -96.8 }

export const productById = (productId: number) => {
  const product = demoProducts.find((candidate) => candidate.product_id === productId)
  if (!product) throw new Error(`no product ${productId}`)
  return product
}

export const superCategoryOf = (productId: number) =>
  demoCatalog.find((category) => category.products.some((product) => product.product_id === productId))
    ?.superCategory

/** The first `min` options of every required group: a valid choice list. */
export function requiredChoices(productId: number): { id: number; quantity: number }[] {
  return productById(productId).optionGroups.flatMap((group) =>
    group.options.slice(0, group.min).map((option) => ({ id: option.id, quantity: 1 })),
  )
}

/** A utensils product of the catalog (found by name) in the given super category. */
export function utensilsProduct(superCategory: 'mealtime' | 'catering' = 'mealtime') {
  const product = demoCatalog
    .filter((category) => category.superCategory === superCategory)
    .flatMap((category) => category.products)
    .find((candidate) => /utensils/i.test(candidate.name))
  if (!product) throw new Error('no utensils product')
  return product
}

/** A catering product sold in steps greater than 1 (boxed lunches). */
export function steppedCateringProduct() {
  const product = demoCatalog
    .filter((category) => category.superCategory === 'catering')
    .flatMap((category) => category.products)
    .find((candidate) => candidate.quantities.increments > 1)
  if (!product) throw new Error('no stepped catering product')
  return product
}

/** Tax rounded half up in integer cents, computed independently of the domain package. */
export const taxOf = (subtotal: number, taxRateBps: number) =>
  Math.floor((subtotal * taxRateBps + 5000) / 10000)

/** 'YYYYMMDD' plus n calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8))),
  )
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10).replaceAll('-', '')
}

/** Session headers: the token as the `token` header, or as the deli_session cookie. */
export const asToken = (token: string) => ({ token })
export const asCookie = (token: string) => ({ cookie: `deli_session=${token}` })

/** Opens a basket (a new session unless `headers` carries one); returns the cart and its session. */
export async function openCart(
  t: TTestApp,
  body: TAny,
  headers: Record<string, string> = {},
): Promise<{ cart: TAny; session: TSession }> {
  const response = await t.call({ method: 'POST', url: `${API}/carts`, payload: body, headers })
  const cart = expectCart(expectCreated(response))
  const issued = sessionTokenOf(response)
  const token = typeof issued === 'string' ? issued : (headers.token ?? '')
  expect(token.length).toBeGreaterThan(0)
  return { cart, session: { token, headers: asToken(token) } }
}

export async function getCart(t: TTestApp, session: TSession, cartId: string): Promise<TAny> {
  return expectCart(expectOk(await t.call({ method: 'GET', url: cartUrl(cartId), headers: session.headers })))
}

export async function addProduct(t: TTestApp, session: TSession, cartId: string, body: TAny): Promise<TAny> {
  const response = await t.call({
    method: 'POST',
    url: cartUrl(cartId, '/products'),
    payload: body,
    headers: session.headers,
  })
  return expectCart(expectCreated(response))
}

/** Adds a product with its required choices. */
export const addSimple = (t: TTestApp, session: TSession, cartId: string, productId: number, quantity = 1) =>
  addProduct(t, session, cartId, { product_id: productId, quantity, choices: requiredChoices(productId) })

/** PUT a basket's time (`payload` as the route takes it); the answer is the test's to check. */
export const setTime = (t: TTestApp, session: TSession, cartId: string, payload: unknown) =>
  t.call({
    method: 'PUT',
    url: cartUrl(cartId, '/time'),
    payload: payload as object,
    headers: session.headers,
  })

/** PUT a basket's handoff mode; the answer is the test's to check. */
export const setHandoff = (t: TTestApp, session: TSession, cartId: string, handoffMode: unknown) =>
  t.call({
    method: 'PUT',
    url: cartUrl(cartId, '/handoff'),
    payload: { handoffMode },
    headers: session.headers,
  })

/** What a failed request must leave alone: the cart without the fields that move with the clock. */
export function stable(cart: TAny): TAny {
  const { time, ...rest } = cart
  return { ...rest, time: { wanted: time.wanted, timezone: time.timezone } }
}

/** Runs a failing request and checks the cart is unchanged afterwards. */
export async function expectUnchanged(
  t: TTestApp,
  session: TSession,
  cartId: string,
  request: () => Promise<unknown>,
): Promise<void> {
  const before = stable(await getCart(t, session, cartId))
  await request()
  expect(stable(await getCart(t, session, cartId))).toEqual(before)
}

/** Menu prices and availability, keyed by product id, as GET menus/{menu_id} answers them. */
export async function menuOf(t: TTestApp, menuId: number): Promise<Map<number, TAny>> {
  const menu = expectOk(await t.call({ method: 'GET', url: `${API}/menus/${menuId}` }))
  return new Map(
    menu.categories.flatMap((category: TAny) =>
      category.products.map((product: TAny) => [product.product_id as number, product]),
    ),
  )
}

/** Price of one option of a product as the menu lists it. */
export function optionCost(product: TAny, optionId: number): number {
  for (const group of product.optionGroups) {
    const option = group.options.find((candidate: TAny) => candidate.id === optionId)
    if (option) return option.cost
  }
  throw new Error(`option ${optionId} not in product ${product.product_id}`)
}

/** Fills a slot of a store up to `count` bookings (each booking is one order holding the slot). */
export async function fillSlot(t: TTestApp, storeId: number, instant: Date, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await t.db.$client.query('insert into slot_bookings (store_id, slot_at, cart_id) values ($1, $2, $3)', [
      storeId,
      instant.toISOString(),
      randomUUID(),
    ])
  }
}
