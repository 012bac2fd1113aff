import type { TProduct } from '@deli/contracts'
import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { expectProductTitle, getMenu, getStores, gotoReady, menuProducts, money } from './helpers.ts'

/** The first store that takes orders (available and not 'Coming Soon'). */
async function orderableStore(request: Parameters<typeof getStores>[0]) {
  const store = (await getStores(request)).find(
    (candidate) => candidate.available && !candidate['Coming Soon'],
  )
  if (!store) throw new Error('No available store in GET /api/v1/stores')
  return store
}

/** Opens a product from the catering menu page by its card. */
async function openFromCateringMenu(page: Page, menuId: number, product: TProduct) {
  await gotoReady(page, `/menu/${menuId}?type=catering`)
  await expect(page.getByRole('heading', { level: 1, name: 'Catering' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Menu type' }).getByRole('link', { name: 'Catering' }),
  ).toHaveAttribute('aria-current', 'page')
  await expectProductTitle(page)
  await expectAccessible(page)
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) })
    .getByRole('link')
    .click()
  await page.waitForURL(new RegExp(`/menu/${menuId}/product/${product.product_id}$`))
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
}

const stepperOf = (page: Page, product: TProduct) => {
  const stepper = page.getByRole('group', { name: `Quantity of ${product.name}` })
  return {
    value: stepper.getByRole('status'),
    decrease: stepper.getByRole('button', { name: 'Decrease quantity' }),
    increase: stepper.getByRole('button', { name: 'Increase quantity' }),
  }
}

/** Clicks increase until it turns disabled (bounded by the rule), returning how many clicks it took. */
async function stepToMax(page: Page, product: TProduct) {
  const { increase } = stepperOf(page, product)
  const { min, max, increments } = product.quantities
  const bound = Math.floor((max - min) / increments) + 1
  let clicks = 0
  while (clicks < bound && (await increase.isEnabled())) {
    await increase.click()
    clicks++
  }
  return clicks
}

test('catering boxed lunch: starts at the minimum, steps by the increment, stops at the maximum', async ({
  page,
  request,
}) => {
  const store = await orderableStore(request)
  const catering = await getMenu(request, store.menu_id, 'catering')
  const boxed = menuProducts(catering).find(
    (product) => product.category === 'Boxed Lunches' && product.quantities.increments > 1,
  )
  if (!boxed) throw new Error('No boxed lunch with an increment above 1 on the catering menu')
  const { min, max, increments } = boxed.quantities
  expect(min).toBeGreaterThan(1)

  await openFromCateringMenu(page, store.menu_id, boxed)
  await expect(page.getByText(`Order ${min} to ${max}, in steps of ${increments}`)).toBeVisible()
  await expectAccessible(page)

  const { value, decrease, increase } = stepperOf(page, boxed)
  const addToBag = page.getByRole('button', { name: /^Add to Bag/ })
  const unit =
    boxed.cost +
    boxed.optionGroups.flatMap((g) => g.options).reduce((sum, o) => sum + (o.isDefault ? o.cost : 0), 0)
  await expect(value).toHaveText(String(min))
  await expect(decrease).toBeDisabled()
  await expect(addToBag).toHaveText(`Add to Bag · ${money(unit * min)}`)

  await increase.click()
  await expect(value).toHaveText(String(min + increments))
  await expect(decrease).toBeEnabled()
  await expect(addToBag).toHaveText(`Add to Bag · ${money(unit * (min + increments))}`)
  await decrease.click()
  await expect(value).toHaveText(String(min))
  await expect(decrease).toBeDisabled()

  const steps = await stepToMax(page, boxed)
  const last = min + steps * increments
  expect(steps).toBe(Math.floor((max - min) / increments))
  await expect(value).toHaveText(String(last))
  await expect(increase).toBeDisabled()
  await expect(decrease).toBeEnabled()
  await expect(addToBag).toHaveText(`Add to Bag · ${money(unit * last)}`)
  // A long total never makes the page scroll sideways (390 px phones included).
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }))
  expect(widths.page).toBeLessThanOrEqual(widths.viewport)

  await addToBag.click()
  // The form's own status (the bag, which opens after an add, announces the same sentence).
  await expect(
    page.getByRole('main').getByText(`${last} × ${boxed.name} (${money(unit * last)}) added to your bag.`),
  ).toBeVisible()
  await expectAccessible(page)
})

test('catering tray: steps of 1 up to its own maximum; the back link returns to the catering menu', async ({
  page,
  request,
}) => {
  const store = await orderableStore(request)
  const catering = await getMenu(request, store.menu_id, 'catering')
  const tray = menuProducts(catering).find(
    (product) => product.category === 'Catering Trays' && product.quantities.max < 99,
  )
  if (!tray) throw new Error('No catering tray with its own maximum')
  const { min, max } = tray.quantities

  await openFromCateringMenu(page, store.menu_id, tray)
  await expectAccessible(page)
  const { value, decrease, increase } = stepperOf(page, tray)
  await expect(value).toHaveText(String(min))
  await expect(decrease).toBeDisabled()
  await increase.click()
  await expect(value).toHaveText(String(min + 1))
  expect(await stepToMax(page, tray)).toBe(max - min - 1)
  await expect(value).toHaveText(String(max))
  await expect(increase).toBeDisabled()

  await page.getByRole('link', { name: 'Back to Catering Trays' }).click()
  await page.waitForURL(new RegExp(`/menu/${store.menu_id}\\?type=catering$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Catering' })).toBeVisible()
  await expectAccessible(page)
})

test('an everyday product keeps the default rule: 1 to 99, no rule text shown', async ({ page, request }) => {
  const store = await orderableStore(request)
  const product = menuProducts(await getMenu(request, store.menu_id)).find((candidate) => candidate.available)
  if (!product) throw new Error('No available product')
  expect(product.quantities).toEqual({ min: 1, max: 99, increments: 1 })
  await gotoReady(page, `/menu/${store.menu_id}/product/${product.product_id}`)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  const { value, decrease } = stepperOf(page, product)
  await expect(value).toHaveText('1')
  await expect(decrease).toBeDisabled()
  await expect(page.getByText(/in steps of/)).toHaveCount(0)
  await expectAccessible(page)
})
