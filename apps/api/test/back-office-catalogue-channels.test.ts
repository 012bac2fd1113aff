import { CATALOGUE_MESSAGES } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import { categoryId, manager, post, put, t, useCatalogueApp } from './back-office-catalogue-helpers.ts'
import { CATALOGUE, menuProduct, productBody } from './back-office-helpers.ts'
import { addProduct, cartUrl, openCart } from './cart-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'
import { orderStore } from './order-helpers.ts'

useCatalogueApp()

describe('products: channels and utensils', () => {
  it('sells a product only on its channels and keeps its utensils flag (ADR 069)', async () => {
    const store = orderStore()
    const body = productBody(categoryId, { channels: ['app', 'kiosk'], isUtensils: true })
    const created = expectOk(await post(`${CATALOGUE}/products`, body))
    expect(created).toMatchObject({ channels: ['app', 'kiosk'], isUtensils: true })
    expect(await menuProduct(t, store.menu_id, created.id)).toMatchObject({
      channels: ['app', 'kiosk'],
      is_utensils: true,
    })
    const choices = [{ id: created.optionGroups[0].options[0].id, quantity: 1 }]
    const { cart, session } = await openCart(t, { menu_id: store.menu_id })
    const refused = await t.call({
      method: 'POST',
      url: cartUrl(cart.id, '/products'),
      payload: { product_id: created.id, quantity: 1, choices },
      headers: session.headers,
    })
    expectError(refused, 422, 'PRODUCT_UNAVAILABLE')
    expect(refused.json.message).toBe(`${body.name} is not sold on the website.`)
    // Sold on the website after an edit: the bag holds it as a utensils line (hidden, uncounted).
    const { stores: _stores, ...input } = body
    const edited = expectOk(await put(`${CATALOGUE}/products/${created.id}`, { ...input, channels: ['web'] }))
    expect(edited.channels).toEqual(['web'])
    const bread = [{ id: edited.optionGroups[0].options[0].id, quantity: 1 }]
    const added = await addProduct(t, session, cart.id, {
      product_id: created.id,
      quantity: 1,
      choices: bread,
    })
    expect(
      added.products.find((line: { product_id: number }) => line.product_id === created.id),
    ).toMatchObject({
      isUtensils: true,
    })
    // Taken off the website: the line in the bag cannot be changed there any more (priced anew).
    expectOk(
      await put(`${CATALOGUE}/products/${created.id}`, {
        ...input,
        channels: ['app'],
        optionGroups: edited.optionGroups,
      }),
    )
    const line = added.products.find((one: { product_id: number }) => one.product_id === created.id)
    const changed = await t.call({
      method: 'PUT',
      url: cartUrl(cart.id, `/products/${line.id}`),
      payload: { quantity: 2, choices: bread },
      headers: session.headers,
    })
    expectError(changed, 422, 'PRODUCT_UNAVAILABLE')
    expect(changed.json.message).toBe(`${body.name} is not sold on the website.`)
    const none = await post(`${CATALOGUE}/products`, productBody(categoryId, { channels: [] }))
    expectValidationError(none, 'channels')
    expect(none.json.errors.channels).toBe(CATALOGUE_MESSAGES.channels)
    const unknown = await post(`${CATALOGUE}/products`, productBody(categoryId, { channels: ['fax'] }))
    expectValidationError(unknown, 'channels.0')
    const byManager = await put(
      `${CATALOGUE}/products/${created.id}`,
      { ...input, channels: ['app'] },
      manager,
    )
    expectError(byManager, 403, 'FORBIDDEN')
  })
})
