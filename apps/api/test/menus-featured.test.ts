import { ZFeaturedProductsSchema } from '@deli/contracts'
import { demoCatalog } from '@deli/demo-data'
import { beforeAll, describe, expect, it } from 'vitest'
import { expectOk, expectRefusedWithoutKey, type TJson } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'

type TAny = Record<string, TJson>

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const featuredInCatalogue = demoCatalog
  .flatMap((category) => category.products)
  .filter((product) => product.featured)

describe('GET /api/v1/menus/featured (ADR 045)', () => {
  it("answers the catalogue's featured products in menu order, each with its name, picture and dietary flags", async () => {
    const data = expectOk(await t.call({ method: 'GET', url: '/api/v1/menus/featured' })) as TAny
    expect(ZFeaturedProductsSchema.safeParse(data).success).toBe(true)
    expect(featuredInCatalogue.length).toBeGreaterThanOrEqual(3)
    expect(data.products.map((product: TAny) => product.product_id)).toEqual(
      featuredInCatalogue.map((product) => product.product_id),
    )
    for (const [index, product] of data.products.entries()) {
      const source = featuredInCatalogue[index]
      expect(product.name).toBe(source?.name)
      expect(product.dietary).toEqual(source?.dietary)
      expect(product.images['mobile-webapp-menu'].url).toBe(`/images/products/${source?.image}`)
      // Store-independent: no price or availability (each store prices its own menu).
      expect(product).not.toHaveProperty('cost')
      expect(product).not.toHaveProperty('available')
    }
  })

  it('is not taken for a menu id', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v1/menus/featured' })
    expect(response.statusCode).toBe(200)
  })

  it('refuses a caller without an API key', async () => {
    await expectRefusedWithoutKey(t.app, '/api/v1/menus/featured')
  })
})
