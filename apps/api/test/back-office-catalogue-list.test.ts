import { describe, expect, it } from 'vitest'
import { admin, cook, manager, t, useCatalogueApp } from './back-office-catalogue-helpers.ts'
import { CATALOGUE } from './back-office-helpers.ts'
import { expectError, expectOk, expectValidationError } from './expect-envelope.ts'

/** The catalogue's slim list (ADR 057) and one product whole, as every staff member reads them. */
useCatalogueApp()

describe('GET staff/catalogue', () => {
  it('answers every category and product, and whether the caller may change them', async () => {
    const forAdmin = expectOk(await t.call({ method: 'GET', url: CATALOGUE, headers: admin.headers }))
    expect(forAdmin.canEdit).toBe(true)
    expect(forAdmin.categories.length).toBeGreaterThan(3)
    expect(forAdmin.products.length).toBeGreaterThan(20)
    expect(forAdmin.products[0]).toMatchObject({
      retiredAt: null,
      imageUrl: expect.stringMatching(/^\/images\/products\//),
      optionGroupCount: expect.any(Number),
    })
    // The list is slim (ADR 057): the editor reads option groups and the description per product.
    expect(forAdmin.products[0]).not.toHaveProperty('optionGroups')
    expect(forAdmin.products[0]).not.toHaveProperty('description')
    expect(forAdmin.products[0]).not.toHaveProperty('quantities')
    for (const who of [manager, cook]) {
      const data = expectOk(await t.call({ method: 'GET', url: CATALOGUE, headers: who.headers }))
      expect(data.canEdit).toBe(false)
      expect(data.products.length).toBe(forAdmin.products.length)
    }
    expectError(await t.call({ method: 'GET', url: CATALOGUE }), 401, 'SIGN_IN_REQUIRED')
  })
})

describe('GET staff/catalogue/products/{id}', () => {
  it('answers one product whole, option groups included, to any staff member', async () => {
    const list = expectOk(await t.call({ method: 'GET', url: CATALOGUE, headers: admin.headers })).products
    const listed = list.find((product: { optionGroupCount: number }) => product.optionGroupCount > 0)
    for (const who of [admin, manager, cook]) {
      const product = expectOk(
        await t.call({ method: 'GET', url: `${CATALOGUE}/products/${listed.id}`, headers: who.headers }),
      )
      expect(product).toMatchObject({ id: listed.id, name: listed.name, menuCount: listed.menuCount })
      expect(typeof product.description).toBe('string')
      expect(product.optionGroups).toHaveLength(listed.optionGroupCount)
      expect(product.optionGroups[0].options.length).toBeGreaterThan(0)
    }
  })

  it('says so when there is no such product, and refuses an id that is not one', async () => {
    expectError(
      await t.call({ method: 'GET', url: `${CATALOGUE}/products/987654`, headers: admin.headers }),
      404,
      'PRODUCT_NOT_FOUND',
    )
    expectValidationError(
      await t.call({ method: 'GET', url: `${CATALOGUE}/products/soup`, headers: admin.headers }),
    )
    expectError(await t.call({ method: 'GET', url: `${CATALOGUE}/products/1` }), 401, 'SIGN_IN_REQUIRED')
  })
})
