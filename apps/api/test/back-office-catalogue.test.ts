import { CATALOGUE_MESSAGES, PRODUCT_IMAGE_RULES } from '@deli/contracts'
import { CATALOGUE_RULE_MESSAGES } from '@deli/domain/catalogue-rules'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { CATALOGUE_READ_ONLY } from '../src/flows/catalogue-routes.ts'
import { listChanges } from '../src/modules/audit/index.ts'
import {
  admin,
  categoryId,
  cook,
  manager,
  post,
  put,
  t,
  useCatalogueApp,
} from './back-office-catalogue-helpers.ts'
import { CATALOGUE, menuProduct, pngOf, productBody } from './back-office-helpers.ts'
import { addProduct, cartUrl, openCart } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { orderStore } from './order-helpers.ts'
import type { TStaffSession } from './staff-helpers.ts'

/**
 * The back office's catalogue editor: categories, products and pictures (ADR 057, 058). The slim list
 * and one product whole are in back-office-catalogue-list.test.ts, channels and the utensils flag in
 * back-office-catalogue-channels.test.ts.
 */
useCatalogueApp()

describe('categories', () => {
  it('an admin adds one last in the menu and renames it; the slug follows the name', async () => {
    const created = expectOk(
      await post(`${CATALOGUE}/categories`, {
        name: 'Soups & Stews',
        description: 'Hot.',
        superCategory: 'mealtime',
      }),
    )
    expect(created).toMatchObject({
      name: 'Soups & Stews',
      slug: 'soups-and-stews',
      superCategory: 'mealtime',
    })
    const all = expectOk(await t.call({ method: 'GET', url: CATALOGUE, headers: admin.headers })).categories
    expect(all.at(-1).id).toBe(created.id)
    const renamed = expectOk(
      await put(`${CATALOGUE}/categories/${created.id}`, {
        name: 'Winter Warmers',
        description: 'Hot.',
        superCategory: 'mealtime',
      }),
    )
    expect(renamed.slug).toBe('winter-warmers')
  })

  it('refuses a missing name with the sentence, and a manager or store staff with theirs', async () => {
    const bad = await post(`${CATALOGUE}/categories`, {
      name: ' ',
      description: '',
      superCategory: 'mealtime',
    })
    expectValidationError(bad, 'name')
    expect(bad.json.errors.name).toBe(CATALOGUE_MESSAGES.name)
    for (const who of [manager, cook]) {
      const refused = await post(
        `${CATALOGUE}/categories`,
        { name: 'X', description: '', superCategory: 'mealtime' },
        who,
      )
      expectError(refused, 403, 'FORBIDDEN')
      expect(refused.json.message).toBe(CATALOGUE_READ_ONLY)
    }
    expectError(
      await put(`${CATALOGUE}/categories/999999`, { name: 'X', description: '', superCategory: 'mealtime' }),
      404,
      'NOT_FOUND',
    )
  })

  it('moves a category up and down, and says when it is already first', async () => {
    const before = expectOk(
      await t.call({ method: 'GET', url: CATALOGUE, headers: admin.headers }),
    ).categories
    const [first, second] = before
    expectOk(await post(`${CATALOGUE}/categories/${second.id}/move`, { direction: 'up' }))
    const after = expectOk(await t.call({ method: 'GET', url: CATALOGUE, headers: admin.headers })).categories
    expect(after.slice(0, 2).map((c: { id: number }) => c.id)).toEqual([second.id, first.id])
    const refused = await post(`${CATALOGUE}/categories/${second.id}/move`, { direction: 'up' })
    expectError(refused, 409, 'CONFLICT')
    expect(refused.json.message).toBe(`${second.name} is already first.`)
    expectValidationError(
      await post(`${CATALOGUE}/categories/${second.id}/move`, { direction: 'sideways' }),
      'direction',
    )
    expectOk(await post(`${CATALOGUE}/categories/${second.id}/move`, { direction: 'down' }))
  })
})

describe('products', () => {
  it('an admin adds one with an option group; every store menu lists it at the base price, recorded', async () => {
    const body = productBody(categoryId)
    const created = expectOk(await post(`${CATALOGUE}/products`, body))
    expect(created).toMatchObject({ name: body.name, cost: 1149, retiredAt: null })
    expect(created.menuCount).toBeGreaterThanOrEqual(60)
    const [group] = created.optionGroups
    expect(group.id).toBeGreaterThan(0)
    expect(group.options.map((option: { id: number }) => option.id).every(Number.isInteger)).toBe(true)
    const listed = await menuProduct(t, orderStore().menu_id, created.id)
    expect(listed).toMatchObject({ name: body.name, cost: 1149, available: true })
    expect(listed.optionGroups[0].options.map((option: { name: string }) => option.name)).toEqual([
      'Rye',
      'Sourdough',
    ])
    const [change] = await listChanges(t.db, { entity: 'product', entityId: String(created.id), limit: 5 })
    expect(change).toMatchObject({
      action: 'create',
      staffId: admin.id,
      before: null,
      fromAddress: '127.0.0.1',
    })
    // A guest can put it in the bag with its default bread.
    const { cart, session } = await openCart(t, { menu_id: orderStore().menu_id })
    const choices = [{ id: group.options[0].id, quantity: 1 }]
    const added = await addProduct(t, session, cart.id, { product_id: created.id, quantity: 1, choices })
    expect(added.products.map((line: { product_id: number }) => line.product_id)).toContain(created.id)
  })

  it("lists a product only on the named stores' menus, or none yet", async () => {
    const store = orderStore()
    const none = expectOk(await post(`${CATALOGUE}/products`, productBody(categoryId, { stores: [] })))
    expect(none.menuCount).toBe(0)
    expect(await menuProduct(t, store.menu_id, none.id)).toBeUndefined()
    const one = expectOk(await post(`${CATALOGUE}/products`, productBody(categoryId, { stores: [store.id] })))
    expect(one.menuCount).toBe(1)
    expect(await menuProduct(t, store.menu_id, one.id)).toMatchObject({ cost: 1149 })
    const unknown = await post(`${CATALOGUE}/products`, productBody(categoryId, { stores: [987654] }))
    expectValidationError(unknown, 'stores')
    expect(unknown.json.errors.stores).toBe('There is no store 987654.')
  })

  it('refuses cross-field mistakes with a sentence per field, and writes nothing', async () => {
    const body = productBody(categoryId)
    const [bread] = body.optionGroups
    body.optionGroups = [
      { ...bread, name: 'Bread', description: '', options: bread?.options ?? [], min: 2, max: 1 },
    ]
    const refused = await post(`${CATALOGUE}/products`, {
      ...body,
      quantities: { min: 5, max: 2, increments: 1 },
    })
    expectValidationError(refused, 'optionGroups.0.min')
    expect(refused.json.errors).toEqual({
      'quantities.min': CATALOGUE_RULE_MESSAGES.quantityMinOverMax,
      'optionGroups.0.min': CATALOGUE_RULE_MESSAGES.groupMinOverMax,
    })
    const field = await post(`${CATALOGUE}/products`, { ...productBody(categoryId), cost: -5 })
    expectValidationError(field, 'cost')
    expect(field.json.errors.cost).toBe(CATALOGUE_MESSAGES.price)
    const category = await post(`${CATALOGUE}/products`, productBody(987654))
    expect(category.json.errors.categoryId).toBe('Choose a category from the list.')
    const names = expectOk(
      await t.call({ method: 'GET', url: CATALOGUE, headers: admin.headers }),
    ).products.map((product: { name: string }) => product.name)
    expect(names).not.toContain(body.name)
  })

  it('an edit of the base price moves the menus that sold it at the old one; an option keeps its id', async () => {
    const store = orderStore()
    const created = expectOk(await post(`${CATALOGUE}/products`, productBody(categoryId)))
    const { stores: _stores, ...input } = productBody(categoryId, { name: created.name })
    const optionGroups = created.optionGroups.map((group: object) => group)
    optionGroups[0].options.push({
      name: 'Pumpernickel',
      cost: 75,
      calories: 190,
      isDefault: false,
      allergens: [],
    })
    const edited = expectOk(
      await put(`${CATALOGUE}/products/${created.id}`, { ...input, cost: 1249, optionGroups }),
    )
    expect(edited.cost).toBe(1249)
    expect(edited.optionGroups[0].options[0].id).toBe(created.optionGroups[0].options[0].id)
    expect(edited.optionGroups[0].options[2].id).toBeGreaterThan(created.optionGroups[0].options[1].id)
    expect((await menuProduct(t, store.menu_id, created.id)).cost).toBe(1249)
    expectError(await put(`${CATALOGUE}/products/999999`, input), 404, 'PRODUCT_NOT_FOUND')
    expectError(await put(`${CATALOGUE}/products/${created.id}`, input, manager), 403, 'FORBIDDEN')
  })

  it("sets a product's make times (ADR 065): kept when left out, null back to the chain's, refused out of range", async () => {
    const created = expectOk(await post(`${CATALOGUE}/products`, productBody(categoryId)))
    expect(created).toMatchObject({ makeSeconds: null, makeExtraSeconds: null })
    const { stores: _stores, ...input } = productBody(categoryId, { name: created.name })
    const url = `${CATALOGUE}/products/${created.id}`
    expect(expectOk(await put(url, { ...input, makeSeconds: 600, makeExtraSeconds: 90 }))).toMatchObject({
      makeSeconds: 600,
      makeExtraSeconds: 90,
    })
    // An edit that does not send them (an older client) keeps them.
    expect(expectOk(await put(url, { ...input, cost: 999 }))).toMatchObject({
      makeSeconds: 600,
      makeExtraSeconds: 90,
    })
    expect(expectOk(await put(url, { ...input, makeSeconds: null }))).toMatchObject({
      makeSeconds: null,
      makeExtraSeconds: 90,
    })
    for (const wrong of [-1, 7_201, 2.5]) {
      const refused = await put(url, { ...input, makeExtraSeconds: wrong })
      expectValidationError(refused, 'makeExtraSeconds')
      expect(refused.json.errors.makeExtraSeconds).toBe(
        'Enter a make time from 0 to 7,200 seconds (2 hours).',
      )
    }
    expectError(await put(url, { ...input, makeSeconds: 60 }, manager), 403, 'FORBIDDEN')
  })

  it('moves a product within its category', async () => {
    const first = expectOk(await post(`${CATALOGUE}/products`, productBody(categoryId)))
    const second = expectOk(await post(`${CATALOGUE}/products`, productBody(categoryId)))
    expectOk(await post(`${CATALOGUE}/products/${second.id}/move`, { direction: 'up' }))
    const products = expectOk(
      await t.call({ method: 'GET', url: CATALOGUE, headers: admin.headers }),
    ).products
    const ids = products
      .filter((p: { categoryId: number }) => p.categoryId === categoryId)
      .map((p: { id: number }) => p.id)
    expect(ids.indexOf(second.id)).toBe(ids.indexOf(first.id) - 1)
    expectError(
      await post(`${CATALOGUE}/products/${second.id}/move`, { direction: 'up' }, cook),
      403,
      'FORBIDDEN',
    )
  })

  it('a retired product leaves every menu and cannot be added, but stays in the catalogue', async () => {
    const store = orderStore()
    const created = expectOk(await post(`${CATALOGUE}/products`, productBody(categoryId)))
    const retired = expectOk(await post(`${CATALOGUE}/products/${created.id}/retire`, {}))
    expect(retired.retiredAt).not.toBeNull()
    expect(retired.menuCount).toBe(0)
    expect(await menuProduct(t, store.menu_id, created.id)).toBeUndefined()
    const { cart, session } = await openCart(t, { menu_id: store.menu_id })
    const payload = { product_id: created.id, quantity: 1, choices: [] }
    const refused = await t.call({
      method: 'POST',
      url: cartUrl(cart.id, '/products'),
      payload,
      headers: session.headers,
    })
    expectError(refused, 404, 'PRODUCT_NOT_FOUND')
    const again = await post(`${CATALOGUE}/products/${created.id}/retire`, {})
    expectError(again, 409, 'CONFLICT')
    expect(again.json.message).toBe(`${created.name} is already retired.`)
    expectError(await post(`${CATALOGUE}/products/${created.id}/retire`, {}, manager), 403, 'FORBIDDEN')
  })
})

describe('POST staff/catalogue/images', () => {
  const upload = (body: Buffer | string, type: string, who: TStaffSession = admin) =>
    t.call({
      method: 'POST',
      url: `${CATALOGUE}/images`,
      payload: body,
      headers: { ...who.headers, 'content-type': type },
    })

  it('checks, resizes to 800 × 600 WebP and serves it under its content hash, immutable', async () => {
    const uploaded = expectOk(await upload(await pngOf(1200, 700), 'image/png'))
    expect(uploaded.image).toMatch(/^uploads\/[a-f0-9]{24}-800\.webp$/)
    expect(uploaded.url).toBe(`/images/products/${uploaded.image}`)
    const served = await t.app.inject({ method: 'GET', url: uploaded.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const size = await sharp(served.rawPayload).metadata()
    expect([size.width, size.height, size.format]).toEqual([800, 600, 'webp'])
    // The same picture is the same name.
    expect(expectOk(await upload(await pngOf(1200, 700), 'image/png')).image).toBe(uploaded.image)
    // And a product can use it.
    const product = expectOk(
      await post(`${CATALOGUE}/products`, productBody(categoryId, { image: uploaded.image })),
    )
    expect(product.imageUrl).toBe(uploaded.url)
    expect(
      (await t.app.inject({ method: 'GET', url: '/images/products/uploads/nothere-800.webp' })).statusCode,
    ).toBe(404)
  })

  it('refuses a small, unreadable or foreign file with the sentence, and anyone but an admin', async () => {
    const small = await upload(await pngOf(200, 150), 'image/png')
    expectValidationError(small, 'image')
    expect(small.json.errors.image).toBe(PRODUCT_IMAGE_RULES.messages.small)
    const junk = await upload(Buffer.from('not a picture at all'), 'image/png')
    expect(junk.json.errors.image).toBe(PRODUCT_IMAGE_RULES.messages.unreadable)
    const svg = await upload('<svg xmlns="http://www.w3.org/2000/svg"/>', 'text/plain')
    expect(svg.json.errors.image).toBe(PRODUCT_IMAGE_RULES.messages.type)
    const gif = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer()
    expect((await upload(gif, 'image/png')).json.errors.image).toBe(PRODUCT_IMAGE_RULES.messages.type)
    expectError(await upload(await pngOf(), 'image/png', manager), 403, 'FORBIDDEN')
  })
})
