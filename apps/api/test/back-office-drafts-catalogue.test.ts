import { demoStores } from '@deli/demo-data'
import { beforeAll, describe, expect, it } from 'vitest'
import { listChanges } from '../src/modules/audit/index.ts'
import { CATALOGUE, productBody } from './back-office-helpers.ts'
import { API, cartUrl, openCart, type TAny } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'
import { sellableProductId } from './order-helpers.ts'
import { signInStaff, type TStaffSession } from './staff-helpers.ts'

/**
 * Drafted new products and category edits (ADR 059) on real PostgreSQL: a new product saved to a
 * draft is on no guest menu, in no basket and in no sitemap until published, shows in the one-store
 * preview, goes live with the draft's other changes in one transaction, and is gone with a discard; a
 * category's name, place and products are drafted and published the same way, each step audited.
 */

let t: TTestApp
let admin: TStaffSession
const DRAFTS = `${API}/staff/back-office/drafts`
const store = demoStores.find((candidate) => candidate.id === 33)
if (!store) throw new Error('no store 33')
const productId = sellableProductId(store.menu_id)

beforeAll(async () => {
  t = await build()
  admin = await signInStaff(t, 'admin')
})

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: TAny) =>
  t.call({ method, url, headers: admin.headers, ...(payload === undefined ? {} : { payload }) })
const newDraft = async (name = 'Winter launch') => expectOk(await call('POST', DRAFTS, { name }))
const saveChange = (draftId: string, change: TAny) => call('POST', `${DRAFTS}/${draftId}/changes`, change)
const newCategory = async (name: string) =>
  expectOk(
    await call('POST', `${CATALOGUE}/categories`, {
      name: `${name} ${Math.random().toString(36).slice(2, 6)}`,
      description: 'For a drafts test.',
      superCategory: 'mealtime',
    }),
  )
const soupOf = async (overrides: TAny = {}) => {
  const category = await newCategory('Soups')
  return productBody(category.id, {
    name: `Tomato Soup ${Math.random().toString(36).slice(2, 8)}`,
    cost: 549,
    stores: [store.id],
    ...overrides,
  })
}
const menuProducts = async (menuId: number) =>
  expectOk(await t.call({ method: 'GET', url: `${API}/menus/${menuId}` })).categories.flatMap(
    (category: TAny) => category.products,
  )
const previewMenu = async (draftId: string, menuId: number) =>
  expectOk(await call('GET', `${DRAFTS}/${draftId}/menus/${menuId}`))
const named = (items: TAny[], name: string) => items.find((item: TAny) => item.name === name) as TAny
const catalogue = async () => expectOk(await call('GET', CATALOGUE))

describe('a new product in a draft', () => {
  it('is on no menu, in no basket or sitemap and not in the catalogue, yet shows in the preview', async () => {
    const soup = await soupOf()
    const draft = await newDraft()
    const saved = expectOk(await saveChange(draft.id, { kind: 'new_product', product: soup }))
    expect(saved.changes).toEqual([
      expect.objectContaining({ kind: 'new_product', summary: `New product: ${soup.name} ($5.49)` }),
    ])

    expect(named(await menuProducts(store.menu_id), soup.name)).toBeUndefined()
    expect(named((await catalogue()).products, soup.name)).toBeUndefined()

    const preview = await previewMenu(draft.id, store.menu_id)
    const shown = named(
      preview.categories.flatMap((category: TAny) => category.products),
      soup.name,
    )
    expect(shown).toMatchObject({ cost: 549 })
    // The preview rolled back: its product id belongs to nothing a guest can reach.
    const { cart, session } = await openCart(t, { menu_id: store.menu_id })
    const added = await t.call({
      method: 'POST',
      url: cartUrl(cart.id, '/products'),
      payload: { product_id: shown.product_id, quantity: 1, choices: [] },
      headers: session.headers,
    })
    expectError(added, 404, 'PRODUCT_NOT_FOUND')
    expect(added.json.message).toBe('This store does not sell that product.')
    const product = await call('GET', `${CATALOGUE}/products/${shown.product_id}`)
    expectError(product, 404, 'PRODUCT_NOT_FOUND')
    for (const path of ['/sitemaps/pages.xml', '/sitemaps/stores-1.xml']) {
      const sitemap = await t.app.inject({ method: 'GET', url: path })
      expect(sitemap.body).not.toContain(String(shown.product_id))
      expect(sitemap.body).not.toContain(soup.name)
    }
  })

  it('refuses bad fields, an unknown store or category, saving nothing; the same name replaces', async () => {
    const soup = await soupOf()
    const draft = await newDraft()
    expectValidationError(
      await saveChange(draft.id, { kind: 'new_product', product: { ...soup, cost: -1 } }),
      'cost',
    )
    expectValidationError(
      await saveChange(draft.id, { kind: 'new_product', product: { ...soup, stores: [999_999] } }),
      'stores',
    )
    expectValidationError(
      await saveChange(draft.id, { kind: 'new_product', product: { ...soup, categoryId: 999_999 } }),
      'categoryId',
    )
    expect(expectOk(await call('GET', `${DRAFTS}/${draft.id}`)).changes).toEqual([])

    expectOk(await saveChange(draft.id, { kind: 'new_product', product: soup }))
    const replaced = expectOk(
      await saveChange(draft.id, { kind: 'new_product', product: { ...soup, cost: 649 } }),
    )
    expect(replaced.changes).toHaveLength(1)
    expect(replaced.changes[0].summary).toBe(`New product: ${soup.name} ($6.49)`)
  })

  it('goes live with the draft’s other changes on publish, audited before and after', async () => {
    const soup = await soupOf()
    const draft = await newDraft()
    expectOk(await saveChange(draft.id, { kind: 'new_product', product: soup }))
    expectOk(
      await saveChange(draft.id, {
        kind: 'price',
        price: { scope: 'store', store_id: store.id, product_id: productId, cost: 1399 },
      }),
    )
    const published = expectOk(await call('POST', `${DRAFTS}/${draft.id}/publish`))
    expect(published.applied).toBe(2)

    const onMenu = await menuProducts(store.menu_id)
    expect(named(onMenu, soup.name)).toMatchObject({ cost: 549 })
    expect(onMenu.find((item: TAny) => item.product_id === productId)?.cost).toBe(1399)
    const [record] = await listChanges(t.db, { entity: 'draft', limit: 1 })
    if (!record) throw new Error('no publish record')
    const listed = (record.after as TAny).changes
    expect(listed).toHaveLength(2)
    const [created] = await listChanges(t.db, { entity: 'product', limit: 1 })
    expect(created).toMatchObject({ id: listed[0].change_id, action: 'create', before: null })
    expect(created?.after).toMatchObject({ name: soup.name, cost: 549, stores: [store.id] })
  })

  it('is gone entirely when the draft is discarded', async () => {
    const soup = await soupOf()
    const draft = await newDraft()
    expectOk(await saveChange(draft.id, { kind: 'new_product', product: soup }))
    expectOk(await call('POST', `${DRAFTS}/${draft.id}/discard`))
    expect(named((await catalogue()).products, soup.name)).toBeUndefined()
    expect(named(await menuProducts(store.menu_id), soup.name)).toBeUndefined()
    expectError(await call('GET', `${DRAFTS}/${draft.id}/menus/${store.menu_id}`), 409, 'CONFLICT')
  })
})

describe('a category edit in a draft', () => {
  /** A category with one product at the store, and a product of another category to move into it. */
  const setUp = async () => {
    const category = await newCategory('Salads')
    const kept = expectOk(
      await call('POST', `${CATALOGUE}/products`, productBody(category.id, { stores: [store.id] })),
    )
    const other = await newCategory('Sides')
    const moving = expectOk(
      await call('POST', `${CATALOGUE}/products`, productBody(other.id, { stores: [store.id] })),
    )
    return { category, kept, moving }
  }
  const change = (category: TAny, fields: TAny) => ({
    kind: 'category',
    category_id: category.id,
    category: { name: category.name, description: category.description, superCategory: 'mealtime' },
    ...fields,
  })

  it('is not live until published, shows in the preview, then renames, places and fills it', async () => {
    const { category, kept, moving } = await setUp()
    const renamed = `${category.name} (winter)`
    const draft = await newDraft()
    const body = change(category, { position: 1, product_ids: [moving.id, kept.id] })
    body.category.name = renamed
    const saved = expectOk(await saveChange(draft.id, body))
    expect(saved.changes[0]).toMatchObject({
      kind: 'category',
      summary: `${category.name} → ${renamed}: category details, place 1, 2 products`,
    })
    expect(named((await catalogue()).categories, renamed)).toBeUndefined()

    const preview = await previewMenu(draft.id, store.menu_id)
    const previewed = named(preview.categories, renamed)
    expect(previewed.products.map((item: TAny) => item.product_id)).toEqual([moving.id, kept.id])
    expect(preview.categories[0].name).toBe(renamed)
    expect(named((await catalogue()).categories, category.name)).toBeDefined()

    expectOk(await call('POST', `${DRAFTS}/${draft.id}/publish`))
    const after = await catalogue()
    expect(after.categories[0]).toMatchObject({ id: category.id, name: renamed })
    expect(after.products.find((item: TAny) => item.id === moving.id).categoryId).toBe(category.id)

    const [publish] = await listChanges(t.db, { entity: 'draft', limit: 1 })
    if (!publish) throw new Error('no publish record')
    const [record] = await listChanges(t.db, { entity: 'category', limit: 5 }).then((rows) =>
      rows.filter((row) => row.id === (publish.after as TAny).changes[0].change_id),
    )
    expect(record).toMatchObject({
      action: 'update',
      before: { name: category.name },
      after: { name: renamed },
    })
    const moved = await listChanges(t.db, { entity: 'product', limit: 5 })
    expect(
      moved.some(
        (row) => row.entityId === String(moving.id) && (row.after as TAny).categoryId === category.id,
      ),
    ).toBe(true)
  })

  it('refuses a list that leaves a product out, an unknown product or a bad place', async () => {
    const { category, kept, moving } = await setUp()
    const draft = await newDraft()
    const leftOut = await saveChange(draft.id, change(category, { product_ids: [moving.id] }))
    expectValidationError(leftOut, 'product_ids')
    expect(leftOut.json.errors.product_ids).toMatch(/must stay listed: move a product to another category/)
    expectValidationError(
      await saveChange(draft.id, change(category, { product_ids: [kept.id, 999_999] })),
      'product_ids',
    )
    expectValidationError(
      await saveChange(draft.id, change(category, { product_ids: [kept.id, kept.id] })),
      'product_ids',
    )
    expectValidationError(await saveChange(draft.id, change(category, { position: 0 })), 'position')
    expectValidationError(
      await saveChange(
        draft.id,
        change(category, { category: { name: '', description: '', superCategory: 'mealtime' } }),
      ),
      'name',
    )
    expectError(await saveChange(draft.id, change({ ...category, id: 999_999 }, {})), 404, 'NOT_FOUND')
    expect(expectOk(await call('GET', `${DRAFTS}/${draft.id}`)).changes).toEqual([])
  })
})
