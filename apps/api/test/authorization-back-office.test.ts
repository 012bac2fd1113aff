import { beforeAll, describe, expect, it } from 'vitest'
import { CATALOGUE, mealtimeCategoryId, pngOf, productBody } from './back-office-helpers.ts'
import { API, type TAny } from './cart-helpers.ts'
import { expectError, expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { orderStore, signInMember } from './order-helpers.ts'
import { signInStaff, type TStaffSession } from './staff-helpers.ts'

/**
 * The back office's matrix (ADR 057, 058): each route asked by a chain admin (in), a manager and a
 * store staff member (in for reads they may make, else 403 with the route's sentence), a member and
 * nobody (401). Adding a back-office route is one row; the last test finds a route left out.
 */
type TCaller = 'admin' | 'manager' | 'store staff' | 'a member' | 'no session'
type TContext = { productId: number; categoryId: number; changeId: string; draftId: string }
type TRow = {
  route: string
  request: (
    ids: TContext,
  ) => Promise<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: TAny; headers?: TAny }>
  /** Who gets in besides the admin. */
  alsoReads?: TCaller[]
}

const category = { name: 'Matrix', description: '', superCategory: 'mealtime' }
const DRAFTS = `${API}/staff/back-office/drafts`
const draftPrice = (productId: number) => ({
  kind: 'price',
  price: { scope: 'store', store_id: orderStore().id, product_id: productId, cost: 999 },
})
const BACK_OFFICE_MATRIX: TRow[] = [
  {
    route: 'GET staff/catalogue',
    request: async () => ({ method: 'GET', url: CATALOGUE }),
    alsoReads: ['manager', 'store staff'],
  },
  {
    route: 'POST staff/catalogue/categories',
    request: async () => ({ method: 'POST', url: `${CATALOGUE}/categories`, payload: category }),
  },
  {
    route: 'PUT staff/catalogue/categories/{id}',
    request: async (ids) => ({
      method: 'PUT',
      url: `${CATALOGUE}/categories/${ids.categoryId}`,
      payload: category,
    }),
  },
  {
    route: 'POST staff/catalogue/categories/{id}/move',
    request: async (ids) => ({
      method: 'POST',
      url: `${CATALOGUE}/categories/${ids.categoryId}/move`,
      payload: { direction: 'down' },
    }),
  },
  {
    route: 'POST staff/catalogue/products',
    request: async (ids) => ({
      method: 'POST',
      url: `${CATALOGUE}/products`,
      payload: productBody(ids.categoryId),
    }),
  },
  {
    route: 'GET staff/catalogue/products/{id}',
    request: async (ids) => ({ method: 'GET', url: `${CATALOGUE}/products/${ids.productId}` }),
    alsoReads: ['manager', 'store staff'],
  },
  {
    route: 'PUT staff/catalogue/products/{id}',
    request: async (ids) => {
      const { stores: _stores, ...input } = productBody(ids.categoryId)
      return { method: 'PUT', url: `${CATALOGUE}/products/${ids.productId}`, payload: input }
    },
  },
  {
    route: 'POST staff/catalogue/products/{id}/move',
    request: async (ids) => ({
      method: 'POST',
      url: `${CATALOGUE}/products/${ids.productId}/move`,
      payload: { direction: 'down' },
    }),
  },
  {
    route: 'POST staff/catalogue/products/{id}/retire',
    request: async (ids) => ({
      method: 'POST',
      url: `${CATALOGUE}/products/${ids.productId}/retire`,
      payload: {},
    }),
  },
  {
    route: 'POST staff/catalogue/images',
    request: async () => ({
      method: 'POST',
      url: `${CATALOGUE}/images`,
      payload: await pngOf(),
      headers: { 'content-type': 'image/png' },
    }),
  },
  {
    route: 'GET staff/audit',
    request: async () => ({ method: 'GET', url: `${API}/staff/audit` }),
    alsoReads: ['manager'],
  },
  {
    route: 'POST staff/audit/{id}/revert',
    request: async (ids) => ({ method: 'POST', url: `${API}/staff/audit/${ids.changeId}/revert` }),
  },
  // Drafts (ADR 059): chain admins only; ending a preview is any staff member's own cookie.
  { route: 'GET staff/back-office/drafts', request: async () => ({ method: 'GET', url: DRAFTS }) },
  {
    route: 'POST staff/back-office/drafts',
    request: async () => ({ method: 'POST', url: DRAFTS, payload: { name: 'Matrix' } }),
  },
  {
    route: 'GET staff/back-office/drafts/{id}',
    request: async (ids) => ({ method: 'GET', url: `${DRAFTS}/${ids.draftId}` }),
  },
  {
    route: 'POST staff/back-office/drafts/{id}/changes',
    request: async (ids) => ({
      method: 'POST',
      url: `${DRAFTS}/${ids.draftId}/changes`,
      payload: draftPrice(ids.productId),
    }),
  },
  {
    route: 'POST staff/back-office/drafts/{id}/changes (a new product)',
    request: async (ids) => ({
      method: 'POST',
      url: `${DRAFTS}/${ids.draftId}/changes`,
      payload: { kind: 'new_product', product: productBody(ids.categoryId) },
    }),
  },
  {
    route: 'POST staff/back-office/drafts/{id}/changes (a category)',
    request: async (ids) => ({
      method: 'POST',
      url: `${DRAFTS}/${ids.draftId}/changes`,
      payload: { kind: 'category', category_id: ids.categoryId, category, position: 2 },
    }),
  },
  {
    route: 'POST staff/back-office/drafts/{id}/publish',
    request: async (ids) => ({ method: 'POST', url: `${DRAFTS}/${ids.draftId}/publish` }),
  },
  {
    route: 'POST staff/back-office/drafts/{id}/discard',
    request: async (ids) => ({ method: 'POST', url: `${DRAFTS}/${ids.draftId}/discard` }),
  },
  {
    route: 'GET staff/back-office/drafts/{id}/menus/{menu_id}',
    request: async (ids) => ({
      method: 'GET',
      url: `${DRAFTS}/${ids.draftId}/menus/${orderStore().menu_id}`,
    }),
  },
  {
    route: 'POST staff/back-office/drafts/{id}/preview',
    request: async (ids) => ({
      method: 'POST',
      url: `${DRAFTS}/${ids.draftId}/preview`,
      payload: { store_id: orderStore().id },
    }),
  },
  {
    route: 'DELETE staff/back-office/drafts/preview',
    request: async () => ({ method: 'DELETE', url: `${DRAFTS}/preview` }),
    alsoReads: ['manager', 'store staff'],
  },
]

let t: TTestApp
let callers: Record<TCaller, Record<string, string>>
let admin: TStaffSession

beforeAll(async () => {
  t = await build()
  const store = orderStore()
  admin = await signInStaff(t, 'admin')
  const [manager, staff, member] = await Promise.all([
    signInStaff(t, 'manager', [store.id]),
    signInStaff(t, 'staff', [store.id]),
    signInMember(t),
  ])
  callers = {
    admin: admin.headers,
    manager: manager.headers,
    'store staff': staff.headers,
    'a member': member.headers,
    'no session': {},
  }
})

/** A fresh product of its own (and its creation's change) for each row, so rows do not meet. */
async function context(): Promise<TContext> {
  const categoryId = await mealtimeCategoryId(t, admin.headers)
  const product = expectOk(
    await t.call({
      method: 'POST',
      url: `${CATALOGUE}/products`,
      payload: productBody(categoryId),
      headers: admin.headers,
    }),
  )
  expectOk(
    await t.call({
      method: 'POST',
      url: `${CATALOGUE}/products`,
      payload: productBody(categoryId),
      headers: admin.headers,
    }),
  )
  const audit = expectOk(
    await t.call({ method: 'GET', url: `${API}/staff/audit?entity=product`, headers: admin.headers }),
  )
  const change = audit.changes.find((row: { entityId: string }) => row.entityId === String(product.id))
  const draft = expectOk(
    await t.call({ method: 'POST', url: DRAFTS, payload: { name: 'Matrix' }, headers: admin.headers }),
  )
  expectOk(
    await t.call({
      method: 'POST',
      url: `${DRAFTS}/${draft.id}/changes`,
      payload: draftPrice(product.id),
      headers: admin.headers,
    }),
  )
  return { productId: product.id, categoryId, changeId: change.id, draftId: draft.id }
}

describe('back office: admin × manager × store staff × member × nobody', () => {
  it.each(BACK_OFFICE_MATRIX)('$route', async (row) => {
    const ids = await context()
    for (const caller of ['no session', 'a member'] as const) {
      const request = await row.request(ids)
      const response = await t.call({ ...request, headers: { ...request.headers, ...callers[caller] } })
      expectError(response, 401, 'SIGN_IN_REQUIRED')
    }
    for (const caller of ['manager', 'store staff'] as const) {
      const request = await row.request(ids)
      const response = await t.call({ ...request, headers: { ...request.headers, ...callers[caller] } })
      if (row.alsoReads?.includes(caller)) expectOk(response)
      else {
        expectError(response, 403, 'FORBIDDEN')
        expect(response.json.message).toMatch(/^Only /)
      }
    }
    const request = await row.request(ids)
    expectOk(await t.call({ ...request, headers: { ...request.headers, ...callers.admin } }))
  })

  it('covers every back-office route of the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    const routes = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) =>
        path.startsWith('/api/v1/staff/catalogue') ||
        path.startsWith('/api/v1/staff/audit') ||
        path.startsWith('/api/v1/staff/back-office/drafts')
          ? Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace('/api/v1/', '')}`)
          : [],
    )
    // A route asked with more than one body has a row per body ('… (a new product)').
    const rowRoutes = new Set(BACK_OFFICE_MATRIX.map((row) => row.route.replace(/ \(.*\)$/, '')))
    expect(routes.length).toBe(rowRoutes.size)
    expect(routes.sort()).toEqual([...rowRoutes].sort())
  })
})
