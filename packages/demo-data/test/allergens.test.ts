import { ALLERGENS, type TAllergen } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import { OPTION_ALLERGENS, PRODUCT_ALLERGENS } from '../src/catalog/allergens.ts'
import { demoProducts } from '../src/index.ts'

const allOptions = demoProducts.flatMap((product) =>
  product.optionGroups.flatMap((group) => group.options.map((option) => ({ product, option }))),
)
const byName = (name: string) => {
  const found = demoProducts.find((product) => product.name === name)
  if (!found) throw new Error(`no product ${name}`)
  return found
}
/** What the product lists as served by default: its own allergens and its default options'. */
const defaultBuild = (product: (typeof demoProducts)[number]) => [
  ...product.allergens,
  ...product.optionGroups.flatMap((group) =>
    group.options.filter((option) => option.isDefault).flatMap((option) => option.allergens),
  ),
]

const expectKnownCodes = (allergens: unknown, where: string) => {
  expect(Array.isArray(allergens), where).toBe(true)
  const codes = allergens as string[]
  for (const code of codes) expect(ALLERGENS, where).toContain(code)
  expect(new Set(codes).size, `${where}: each code once`).toBe(codes.length)
}

describe('demo catalogue allergens (ADR 049)', () => {
  it('gives every product an allergens array of known codes, each once', () => {
    expect(demoProducts.length).toBe(95)
    for (const product of demoProducts) expectKnownCodes(product.allergens, product.name)
  })

  it('gives every option an allergens array of known codes, each once', () => {
    expect(allOptions.length).toBeGreaterThan(300)
    for (const { product, option } of allOptions)
      expectKnownCodes(option.allergens, `${product.name}: ${option.name}`)
  })

  it('lists on the sheet only products and options the catalogue has', () => {
    const productIds = new Set(demoProducts.map((product) => product.product_id))
    expect(Object.keys(PRODUCT_ALLERGENS).map(Number).sort()).toEqual([...productIds].sort())
    const optionNames = new Set(allOptions.map(({ option }) => option.name))
    expect(Object.keys(OPTION_ALLERGENS).sort()).toEqual([...optionNames].sort())
  })

  it('uses every one of the nine codes somewhere', () => {
    const used = new Set<TAllergen>([
      ...demoProducts.flatMap((product) => product.allergens),
      ...allOptions.flatMap(({ option }) => option.allergens),
    ])
    expect([...used].sort()).toEqual([...ALLERGENS].sort())
  })

  it('agrees with the dietary flags: dairy items have milk, gluten-free ones no wheat, as served by default', () => {
    for (const product of demoProducts) {
      const served = defaultBuild(product)
      if (product.dietary.includes('dairy')) expect(served, product.name).toContain('milk')
      if (product.dietary.includes('gluten-free')) expect(served, product.name).not.toContain('wheat')
    }
  })

  it('models the believable cases: bread has wheat, cheese adds milk, mayo egg, pesto tree nuts', () => {
    const options = new Map(allOptions.map(({ option }) => [option.name, option.allergens]))
    expect(options.get('Sourdough')).toContain('wheat')
    expect(options.get('Chef’s Assortment')).toEqual(expect.arrayContaining(['wheat', 'sesame']))
    for (const cheese of ['American', 'Cheddar', 'Swiss', 'Provolone', 'Pepper Jack', 'Fresh Mozzarella'])
      expect(options.get(cheese), cheese).toEqual(['milk'])
    expect(options.get('Mayo')).toEqual(['egg'])
    expect(options.get('Caesar')).toEqual(expect.arrayContaining(['fish', 'egg', 'milk']))
    expect(byName('Chicken Pesto Caprese').allergens).toContain('tree_nuts')
    expect(byName('Kids PB&J').allergens).toEqual(['peanuts'])
    expect(byName("Fried Shrimp Po'boy").allergens).toContain('shellfish')
  })
})
