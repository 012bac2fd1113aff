import { DRAFT_MESSAGES, PREVIEW_COOKIE } from '@deli/contracts'
import { demoStores } from '@deli/demo-data'
import { beforeAll, describe, expect, it } from 'vitest'
import { listChanges } from '../src/modules/audit/index.ts'
import { CATALOGUE, menuProduct } from './back-office-helpers.ts'
import { API, type TAny } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, cookieOf, type TTestApp } from './helper.ts'
import { sellableProductId } from './order-helpers.ts'
import { signInStaff, type TStaffSession } from './staff-helpers.ts'

/**
 * Drafts, preview and publish (ADR 059) on real PostgreSQL: a draft's changes are not live, its
 * preview shows them on one store's menu without writing anything, publishing applies all of them in
 * one transaction with their audit records, and discarding leaves everything as it was.
 */

let t: TTestApp
let admin: TStaffSession
const DRAFTS = `${API}/staff/back-office/drafts`
const storeById = (id: number) => {
  const store = demoStores.find((candidate) => candidate.id === id)
  if (!store) throw new Error(`no store ${id}`)
  return store
}
const storeA = storeById(30)
const storeB = storeById(31)
const productId = sellableProductId(storeA.menu_id)

beforeAll(async () => {
  t = await build()
  admin = await signInStaff(t, 'admin')
})

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: TAny) =>
  t.call({ method, url, headers: admin.headers, ...(payload === undefined ? {} : { payload }) })
const newDraft = async (name = 'Spring prices') => expectOk(await call('POST', DRAFTS, { name }))
const storePrice = (storeId: number, product: number, cost: number | null, optionId?: number) => ({
  kind: 'price',
  price: {
    scope: 'store',
    store_id: storeId,
    product_id: product,
    cost,
    ...(optionId ? { option_id: optionId } : {}),
  },
})
const costAt = async (menuId: number, product = productId) => (await menuProduct(t, menuId, product))?.cost
const previewCost = async (draftId: string, menuId: number, product = productId) => {
  const response = await call('GET', `${DRAFTS}/${draftId}/menus/${menuId}`)
  const menu = expectOk(response)
  expect(response.headers['cache-control']).toBe('no-store')
  return menu.categories
    .flatMap((category: TAny) => category.products)
    .find((item: TAny) => item.product_id === product)?.cost
}
const catalogueProduct = async (id: number) => {
  const product = expectOk(await call('GET', `${CATALOGUE}/products/${id}`))
  const { id: _id, menuCount: _count, retiredAt: _retired, sortOrder: _sort, ...input } = product
  return input
}

describe('POST staff/back-office/drafts', () => {
  it('starts an open, empty draft, listed newest first', async () => {
    const draft = await newDraft('Summer menu')
    expect(draft).toMatchObject({ name: 'Summer menu', status: 'open', changes: [], closed_at: null })
    const listed = expectOk(await call('GET', DRAFTS))
    expect(listed.drafts[0].id).toBe(draft.id)
    expect(expectOk(await call('GET', `${DRAFTS}/${draft.id}`)).name).toBe('Summer menu')
  })

  it('refuses a draft without a name with the sentence', async () => {
    const response = await call('POST', DRAFTS, { name: '   ' })
    expectValidationError(response, 'name')
    expect(response.json.errors.name).toBe(DRAFT_MESSAGES.name)
  })

  it('answers 404 for a draft that does not exist', async () => {
    expectError(await call('GET', `${DRAFTS}/00000000-0000-4000-8000-000000000000`), 404, 'NOT_FOUND')
  })
})

describe('POST staff/back-office/drafts/{id}/changes', () => {
  it('keeps a price change out of the menu, and a second one of the same price replaces the first', async () => {
    const before = await costAt(storeA.menu_id)
    const draft = await newDraft()
    expectOk(await call('POST', `${DRAFTS}/${draft.id}/changes`, storePrice(storeA.id, productId, 1111)))
    const saved = expectOk(
      await call('POST', `${DRAFTS}/${draft.id}/changes`, storePrice(storeA.id, productId, 1234)),
    )
    expect(saved.changes).toHaveLength(1)
    expect(saved.changes[0]).toMatchObject({ kind: 'price', store_id: storeA.id })
    expect(saved.changes[0].summary).toMatch(/store 30: \$12\.34$/)
    expect(await costAt(storeA.menu_id)).toBe(before)
  })

  it('refuses a bad price, an unknown product and an option not the product’s, saving nothing', async () => {
    const draft = await newDraft()
    const url = `${DRAFTS}/${draft.id}/changes`
    expectValidationError(await call('POST', url, storePrice(storeA.id, productId, -5)), 'cost')
    expectError(await call('POST', url, storePrice(storeA.id, 999_999, 100)), 404, 'PRODUCT_NOT_FOUND')
    expectError(
      await call('POST', url, storePrice(storeA.id, productId, 100, 999_999)),
      422,
      'VALIDATION_FAILED',
    )
    expectValidationError(await call('POST', url, { kind: 'recipe' }), 'kind')
    expect(expectOk(await call('GET', `${DRAFTS}/${draft.id}`)).changes).toEqual([])
  })

  it("checks a product's fields by the domain's rules", async () => {
    const draft = await newDraft()
    const product = await catalogueProduct(productId)
    const response = await call('POST', `${DRAFTS}/${draft.id}/changes`, {
      kind: 'product',
      product_id: productId,
      product: { ...product, quantities: { min: 5, max: 2, increments: 1 } },
    })
    expectValidationError(response)
  })
})

describe('previewing a draft', () => {
  it("shows the draft's price on that store's menu only, and writes nothing", async () => {
    const atA = await costAt(storeA.menu_id)
    const atB = await costAt(storeB.menu_id)
    const draft = await newDraft()
    expectOk(await call('POST', `${DRAFTS}/${draft.id}/changes`, storePrice(storeA.id, productId, 1357)))
    const changesBefore = (await listChanges(t.db, { limit: 500 })).length

    expect(await previewCost(draft.id, storeA.menu_id)).toBe(1357)
    expect(await previewCost(draft.id, storeB.menu_id)).toBe(atB)
    expect(await costAt(storeA.menu_id)).toBe(atA)
    expect((await listChanges(t.db, { limit: 500 })).length).toBe(changesBefore)
  })

  it('sets the preview cookie (HttpOnly, an hour) and answers the store’s menu page', async () => {
    const draft = await newDraft()
    const response = await call('POST', `${DRAFTS}/${draft.id}/preview`, { store_id: storeA.id })
    expect(expectOk(response).path).toBe(`/menu/${storeA.menu_id}`)
    expect(cookieOf(response, PREVIEW_COOKIE)).toBe(draft.id)
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/)
    expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=3600/)
    expectError(
      await call('POST', `${DRAFTS}/${draft.id}/preview`, { store_id: 999_999 }),
      404,
      'STORE_NOT_FOUND',
    )
    expectValidationError(await call('POST', `${DRAFTS}/${draft.id}/preview`, {}), 'store_id')

    const ended = await call('DELETE', `${DRAFTS}/preview`)
    expect(expectOk(ended)).toEqual({ ended: true })
    expect(String(ended.headers['set-cookie'])).toMatch(new RegExp(`^${PREVIEW_COOKIE}=;`))
  })
})

describe('POST staff/back-office/drafts/{id}/publish', () => {
  it('puts every change live in one go, each audited, and the publish recorded', async () => {
    const draft = await newDraft('Two stores')
    const atB = await costAt(storeB.menu_id)
    const product = await catalogueProduct(productId)
    const renamed = `${product.name} (new)`
    expectOk(await call('POST', `${DRAFTS}/${draft.id}/changes`, storePrice(storeA.id, productId, 1499)))
    expectOk(
      await call('POST', `${DRAFTS}/${draft.id}/changes`, {
        kind: 'product',
        product_id: productId,
        product: { ...product, name: renamed },
      }),
    )
    const published = expectOk(await call('POST', `${DRAFTS}/${draft.id}/publish`))
    expect(published.applied).toBe(2)

    expect(await costAt(storeA.menu_id)).toBe(1499)
    expect(await costAt(storeB.menu_id)).toBe(atB)
    expect((await menuProduct(t, storeB.menu_id, productId)).name).toBe(renamed)
    const [record] = await listChanges(t.db, { entity: 'draft', limit: 1 })
    expect(record).toMatchObject({ id: published.change_id, action: 'publish', entityId: draft.id })
    if (!record) throw new Error('no publish record')
    expect((record.after as TAny).changes).toHaveLength(2)
    const [price] = await listChanges(t.db, { entity: 'price-override', storeIds: [storeA.id], limit: 1 })
    expect(price?.after).toMatchObject({ cost: 1499 })
    expect(expectOk(await call('GET', `${DRAFTS}/${draft.id}`))).toMatchObject({ status: 'published' })

    // Published once: a second publish, a new change or a preview of it is refused.
    expectError(await call('POST', `${DRAFTS}/${draft.id}/publish`), 409, 'CONFLICT')
    expectError(
      await call('POST', `${DRAFTS}/${draft.id}/changes`, storePrice(storeA.id, productId, 1)),
      409,
      'CONFLICT',
    )
    expectError(await call('GET', `${DRAFTS}/${draft.id}/menus/${storeA.menu_id}`), 409, 'CONFLICT')
  })

  it('writes nothing when one change no longer applies', async () => {
    const product = await catalogueProduct(productId)
    const group = product.optionGroups.find((candidate: TAny) => candidate.options.length > 1)
    expect(group).toBeDefined()
    const option = group.options[group.options.length - 1]
    const before = await costAt(storeB.menu_id)
    const draft = await newDraft()
    expectOk(await call('POST', `${DRAFTS}/${draft.id}/changes`, storePrice(storeB.id, productId, 1777)))
    expectOk(
      await call('POST', `${DRAFTS}/${draft.id}/changes`, storePrice(storeB.id, productId, 50, option.id)),
    )
    // The option leaves the product after it was drafted.
    const without = {
      ...product,
      optionGroups: product.optionGroups.map((candidate: TAny) =>
        candidate.id === group.id
          ? {
              ...candidate,
              options: candidate.options
                .filter((item: TAny) => item.id !== option.id)
                .map((item: TAny, index: number) => ({ ...item, isDefault: index === 0 })),
              min: Math.min(candidate.min, candidate.options.length - 1),
              max: Math.min(candidate.max, candidate.options.length - 1),
            }
          : candidate,
      ),
    }
    expectOk(await call('PUT', `${CATALOGUE}/products/${productId}`, without))

    expectError(await call('POST', `${DRAFTS}/${draft.id}/publish`), 422, 'VALIDATION_FAILED')
    expect(await costAt(storeB.menu_id)).toBe(before)
    expect(expectOk(await call('GET', `${DRAFTS}/${draft.id}`)).status).toBe('open')
  })

  it('refuses an empty draft', async () => {
    const draft = await newDraft()
    const response = await call('POST', `${DRAFTS}/${draft.id}/publish`)
    expectError(response, 409, 'CONFLICT')
    expect(response.json.message).toBe(DRAFT_MESSAGES.empty)
  })
})

describe('POST staff/back-office/drafts/{id}/discard', () => {
  it('closes the draft without any of its changes going live', async () => {
    const before = await costAt(storeA.menu_id)
    const draft = await newDraft()
    expectOk(await call('POST', `${DRAFTS}/${draft.id}/changes`, storePrice(storeA.id, productId, 4321)))
    const discarded = expectOk(await call('POST', `${DRAFTS}/${draft.id}/discard`))
    expect(discarded).toMatchObject({ status: 'discarded', closed_by: expect.any(String) })
    expect(await costAt(storeA.menu_id)).toBe(before)
    expectError(await call('POST', `${DRAFTS}/${draft.id}/publish`), 409, 'CONFLICT')
    expectError(await call('POST', `${DRAFTS}/${draft.id}/discard`), 409, 'CONFLICT')
  })
})
