import { BASE_PRICE_ADMIN_ONLY, PRICE_INVALID } from '@deli/contracts/price-limits'
import type { Browser, Page, TestInfo } from '@playwright/test'
import { addFromProductPage, bagLine, plainProduct } from './cart-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import {
  API_HEADERS,
  getMenu,
  getStores,
  gotoReady,
  isPhone,
  menuProducts,
  money,
  waitForHydration,
} from './helpers.ts'
import { DEMO_MANAGER, signInAtStaff } from './staff-helpers.ts'

/**
 * Prices by store (ADR 062) and the prices spreadsheet (ADR 063). The demo manager works at stores
 * 1–3; the other journeys order at store 1, so phone and desktop each take one of stores 2 and 3 and
 * put the price back afterwards (the Availability journey 86s the last item of those menus: not ours).
 */
const managerStore = (testInfo: TestInfo) => (isPhone(testInfo) ? 3 : 2)
const PRICES_API = '/api/v1/staff/back-office/prices'

test.setTimeout(90_000)

const dollars = (cents: number) => (cents / 100).toFixed(2)
/** A CSV cell, quoted (names may hold commas). */
const cell = (text: string) => `"${text.replaceAll('"', '""')}"`

/** A guest of their own (no staff cookie), at the project's width. */
async function guestPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, storageState, userAgent, isMobile, hasTouch, deviceScaleFactor } =
    testInfo.project.use
  const context = await browser.newContext({
    baseURL,
    viewport,
    storageState,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  })
  return context.newPage()
}

test("a manager is refused the base price but sets the store's; guests there pay it, elsewhere the base price", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const stores = await getStores(request)
  const store = stores.find((candidate) => candidate.id === managerStore(testInfo))
  const other = stores.find((candidate) => candidate.id === 1)
  if (!store || !other) throw new Error('no demo stores 1–3')
  const lastItem = menuProducts(await getMenu(request, store.menu_id)).at(-1)?.product_id ?? 0
  const product = await plainProduct(request, store.menu_id, [lastItem])
  const elsewhere = menuProducts(await getMenu(request, other.menu_id)).find(
    (candidate) => candidate.product_id === product.product_id,
  )
  if (!elsewhere) throw new Error('the product is not on store 1’s menu')
  const newPrice = product.cost + 111

  await signInAtStaff(page, DEMO_MANAGER)
  await gotoReady(page, `/staff/availability/${store.id}`)
  await page.getByRole('link', { name: 'Prices' }).click()
  await page.waitForURL(`/staff/back-office/prices/${store.id}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: `Prices – ${store.name}` })).toBeVisible()
  await expect(page.getByText(BASE_PRICE_ADMIN_ONLY)).toBeVisible()
  await expect(page.getByRole('button', { name: /^Set base price/ })).toHaveCount(0)
  await expectAccessible(page)

  // The chain's base price is refused to a manager with a sentence, whatever asks.
  const refused = await page.request.put(PRICES_API, {
    headers: API_HEADERS,
    data: { scope: 'chain', product_id: product.product_id, cost: newPrice },
  })
  expect(refused.status()).toBe(403)
  expect((await refused.json()).message).toBe(BASE_PRICE_ADMIN_ONLY)

  try {
    await page.getByLabel('Find a product').fill(product.name)
    const label = `Price of ${product.name} at ${store.name}`
    const field = page.getByLabel(label, { exact: true })
    const form = page.locator('form.prices__form').filter({ has: field })
    // A price written the European way is refused beside its own field, not only at the page's top.
    await field.fill('9,50')
    await page.getByRole('button', { name: `Set store price: ${label}` }).click()
    await expect(form.getByText(PRICE_INVALID)).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    // A price of nothing is asked first; keeping the price sends nothing.
    await field.fill('0')
    await page.getByRole('button', { name: `Set store price: ${label}` }).click()
    const free = page.getByRole('alertdialog', { name: `${label}: $0.00?` })
    await expect(free.getByRole('button', { name: 'Keep the price' })).toBeFocused()
    await free.getByRole('button', { name: 'Keep the price' }).click()
    await expect(free).toBeHidden()
    // So is a price under half of what guests pay now (a cent for a sandwich).
    await field.fill('0.01')
    await page.getByRole('button', { name: `Set store price: ${label}` }).click()
    const low = page.getByRole('alertdialog', { name: `${label}: $0.01?` })
    await expect(low).toContainText('That is less than half of what guests pay for it now')
    await expectAccessible(page)
    await low.getByRole('button', { name: 'Keep the price' }).click()
    await expect(low).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: 'is now $0.01' })).toHaveCount(0)
    await field.fill(dollars(newPrice))
    await page.getByRole('button', { name: `Set store price: ${label}` }).click()
    const saved = `${product.name} is now ${money(newPrice)} at ${store.name}.`
    await expect(page.getByRole('status').filter({ hasText: saved })).toBeVisible()
    await expect(form.getByText(saved)).toBeVisible()
    await expect(field).not.toHaveAttribute('aria-invalid')
    await expect(
      page.getByRole('listitem').filter({ hasText: `Guests pay ${money(newPrice)}` }),
    ).toBeVisible()
    await expectAccessible(page)

    // A guest at this store sees the new price and adds it to the bag at that price.
    const guest = await guestPage(browser, testInfo)
    const bag = await addFromProductPage(guest, store.menu_id, product)
    await expect(bagLine(bag, product.name).first()).toContainText(money(newPrice))
    // A guest at another store sees that store's own price, untouched.
    await gotoReady(guest, `/menu/${other.menu_id}/product/${product.product_id}`)
    await expect(guest.getByRole('main')).toContainText(money(elsewhere.cost))
    await expect(guest.getByRole('main')).not.toContainText(money(newPrice))
    await guest.context().close()
  } finally {
    const back = await page.request.put(PRICES_API, {
      headers: API_HEADERS,
      data: { scope: 'store', store_id: store.id, product_id: product.product_id, cost: null },
    })
    expect(back.status()).toBe(200)
  }
})

test('a CSV import preview shows the differences and names a bad line, and writes nothing', async ({
  page,
  request,
}, testInfo) => {
  const store = (await getStores(request)).find((candidate) => candidate.id === managerStore(testInfo))
  if (!store) throw new Error('no demo store')
  // Not the product the other journey prices at this store meanwhile.
  const menu = menuProducts(await getMenu(request, store.menu_id))
  const priced = await plainProduct(request, store.menu_id, [menu.at(-1)?.product_id ?? 0])
  const product = menu.find((candidate) => candidate.product_id !== priced.product_id)
  if (!product) throw new Error('a menu of one product')

  await signInAtStaff(page, DEMO_MANAGER)
  await gotoReady(page, `/staff/back-office/prices/${store.id}`)
  await expect(page.getByRole('heading', { level: 1, name: `Prices – ${store.name}` })).toBeVisible()
  const csv = [
    'product_id,option_id,where,category,name,description,calories,price',
    `${product.product_id},,store:${store.id},${cell(product.category)},${cell(product.name)},,,${dollars(product.cost + 250)}`,
    `999999,,store:${store.id},Nowhere,Nothing,,,1.00`,
  ].join('\n')
  await page.getByLabel('Edited CSV file').setInputFiles({
    name: 'prices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })
  await page.getByRole('button', { name: 'Preview import' }).click()
  await expect(page.getByRole('heading', { name: /^1 line has a problem/ })).toBeVisible()
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Line 3: There is no product 999999.' }),
  ).toBeVisible()
  const differences = page.getByRole('table', { name: '1 difference' })
  await expect(differences).toBeVisible()
  await expect(differences.getByRole('row').nth(1)).toContainText(
    `2${product.name}price at store:${store.id}(none)${money(product.cost + 250)}`,
  )
  await expect(page.getByRole('button', { name: /^Import/ })).toHaveCount(0)
  await expectAccessible(page)
  // Nothing was written: the guest menu still has the menu price.
  const after = menuProducts(await getMenu(request, store.menu_id)).find(
    (candidate) => candidate.product_id === product.product_id,
  )
  expect(after?.cost).toBe(product.cost)
})
