import sharp from 'sharp'
import { API } from './cart-helpers.ts'
import type { TJson } from './expect-envelope.ts'
import type { TTestApp } from './helper.ts'

export const CATALOGUE = `${API}/staff/catalogue`

/** A picture of `width` × `height` as PNG bytes (a red square on white, as a photo stand-in). */
export const pngOf = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 16, b: 46 } } })
    .png()
    .toBuffer()

/** A product the back office would send: one required bread choice, on every menu by default. */
export const productBody = (categoryId: number, overrides: Record<string, unknown> = {}) => ({
  categoryId,
  name: `Test Reuben ${Math.random().toString(36).slice(2, 8)}`,
  description: 'Corned beef, Swiss, sauerkraut on rye.',
  cost: 1149,
  calories: 760,
  dietary: [],
  allergens: ['milk', 'wheat'],
  image: 'placeholder.svg',
  quantities: { min: 1, max: 20, increments: 1 },
  optionGroups: [
    {
      name: 'Bread',
      description: 'Choose one',
      min: 1,
      max: 1,
      options: [
        { name: 'Rye', cost: 0, calories: 180, isDefault: true, allergens: ['wheat'] },
        { name: 'Sourdough', cost: 50, calories: 200, isDefault: false, allergens: ['wheat'] },
      ],
    },
  ],
  stores: 'all',
  ...overrides,
})

/** The first mealtime category of the catalogue. */
export async function mealtimeCategoryId(t: TTestApp, headers: Record<string, string>): Promise<number> {
  const response = await t.call({ method: 'GET', url: CATALOGUE, headers })
  if (!response.json.data) throw new Error(JSON.stringify(response.json))
  const category = response.json.data.categories.find((c: TJson) => c.superCategory === 'mealtime')
  return category.id
}

/** The guest menu's product of that id at a menu, or undefined. */
export async function menuProduct(t: TTestApp, menuId: number, productId: number): Promise<TJson> {
  const menu = await t.call({ method: 'GET', url: `${API}/menus/${menuId}` })
  return menu.json.data.categories
    .flatMap((category: TJson) => category.products)
    .find((product: TJson) => product.product_id === productId)
}
