import { readFileSync } from 'node:fs'
import { ALLERGENS, type TProduct, ZMenuSchema } from '@deli/contracts'
import { demoProducts, demoStores } from '@deli/demo-data'
import { allergenVerdict } from '@deli/domain'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { seedDemoChain } from '../src/flows/seed-demo-chain.ts'
import { expectOk } from './expect-envelope.ts'
import { build, type TTestApp } from './helper.ts'

/**
 * Allergens in the menu API (ADR 049): every product and option carries `allergens`, the seed
 * writes the demo chain's sheet, and a database migrated from before them gets it back.
 */

let t: TTestApp
beforeAll(async () => {
  t = await build()
})

const stores = demoStores.filter((candidate) => candidate.available && !candidate.comingSoon)
const storeAt = (index: number) => {
  const store = stores[index]
  if (!store) throw new Error(`the demo chain has fewer than ${index + 1} open stores`)
  return store
}
const menuOf = async (menuId: number) => {
  const response = await t.call({ method: 'GET', url: `/api/v1/menus/${menuId}` })
  return { menu: ZMenuSchema.parse(expectOk(response)), etag: String(response.headers.etag) }
}
const productsOf = (menu: { categories: { products: TProduct[] }[] }) =>
  menu.categories.flatMap((category) => category.products)
const named = (products: TProduct[], name: string) => {
  const found = products.find((product) => product.name === name)
  if (!found) throw new Error(`the menu has no ${name}`)
  return found
}
const demoById = new Map(demoProducts.map((product) => [product.product_id, product]))

describe('GET /api/v1/menus/{menu_id}: allergens', () => {
  it('gives every product and every option an allergens array of known codes, as the catalogue lists them', async () => {
    const products = productsOf((await menuOf(storeAt(0).menu_id)).menu)
    expect(products.length).toBe(demoProducts.length)
    for (const product of products) {
      const demo = demoById.get(product.product_id)
      expect(product.allergens, product.name).toEqual(demo?.allergens)
      for (const code of product.allergens) expect(ALLERGENS).toContain(code)
      const demoOptions = new Map(
        demo?.optionGroups.flatMap((group) => group.options).map((option) => [option.id, option]),
      )
      for (const option of product.optionGroups.flatMap((group) => group.options)) {
        expect(option.allergens, `${product.name}: ${option.name}`).toEqual(
          demoOptions.get(option.id)?.allergens,
        )
        for (const code of option.allergens) expect(ALLERGENS).toContain(code)
      }
    }
  })

  it('says a cheese option adds milk, and what the product itself contains', async () => {
    const products = productsOf((await menuOf(storeAt(0).menu_id)).menu)
    const club = named(products, 'The Red Door Club')
    const cheese = club.optionGroups.find((group) => group.name === 'Cheese')
    const cheddar = cheese?.options.find((option) => option.name === 'Cheddar')
    expect(cheddar?.allergens).toEqual(['milk'])
    expect(cheddar?.isDefault).toBe(true)
    expect(named(products, 'Grilled Three-Cheese').allergens).toContain('milk')
    expect(named(products, 'Kids PB&J').allergens).toEqual(['peanuts'])
  })

  it('answers what the allergen rule needs: the club without cheese for a milk-avoiding guest, not the grilled cheese', async () => {
    const products = productsOf((await menuOf(storeAt(0).menu_id)).menu)
    const club = named(products, 'The Red Door Club')
    const verdict = allergenVerdict(club, ['milk'])
    const milky = club.optionGroups
      .flatMap((group) => group.options)
      .filter((option) => option.allergens.includes('milk'))
      .map((option) => option.id)
    expect(milky.length).toBeGreaterThan(0)
    expect(verdict).toEqual({ verdict: 'removable', disabledOptionIds: milky })
    expect(allergenVerdict(named(products, 'Grilled Three-Cheese'), ['milk'])).toEqual({
      verdict: 'contains',
      allergens: ['milk'],
    })
  })

  it('keeps answering a catalogue migrated from before allergens, and the seed writes them back once', async () => {
    const store = storeAt(1)
    const before = await menuOf(store.menu_id)
    // A catalogue as migration 0023 found it: no product allergens, options without the key.
    await t.db.$client.query(`update products set allergens = '[]'::jsonb, option_groups = (
      select coalesce(jsonb_agg(grp || jsonb_build_object('options', (
        select jsonb_agg(opt - 'allergens' order by i) from jsonb_array_elements(grp -> 'options')
          with ordinality as o(opt, i))) order by gi), '[]'::jsonb)
      from jsonb_array_elements(option_groups) with ordinality as g(grp, gi))`)
    const [, backfill] = readFileSync(
      new URL('../migrations/0027_allergens.sql', import.meta.url),
      'utf8',
    ).split('--> statement-breakpoint')
    await t.db.$client.query(String(backfill))
    // The cache follows the `menu_changes` notification (ADR 023): awaited by polling.
    await vi.waitFor(async () => {
      const { menu, etag } = await menuOf(store.menu_id)
      expect(etag).not.toBe(before.etag)
      const products = productsOf(menu)
      expect(products.every((product) => product.allergens.length === 0)).toBe(true)
      const options = products.flatMap((product) => product.optionGroups.flatMap((group) => group.options))
      expect(options.length).toBeGreaterThan(0)
      expect(options.every((option) => option.allergens.length === 0)).toBe(true)
    })

    expect(await seedDemoChain(t.db)).toBe(false)
    await vi.waitFor(async () => {
      const { menu, etag } = await menuOf(store.menu_id)
      expect(etag).toBe(before.etag)
      expect(menu).toEqual(before.menu)
    })
  })
})
