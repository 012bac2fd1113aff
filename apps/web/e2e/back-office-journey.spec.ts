import { join } from 'node:path'
import { BASE_PRICE_ADMIN_ONLY } from '@deli/contracts/price-limits'
import { REPORT_DAYS_REVERSED } from '@deli/contracts/report-constants'
import type { Browser, Page, TestInfo } from '@playwright/test'
import { bagDialog, bagLine } from './cart-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import {
  API_HEADERS,
  getMenu,
  getStores,
  gotoReady,
  menuProducts,
  money,
  waitForHydration,
} from './helpers.ts'
import { DEMO_ADMIN, DEMO_MANAGER, signInAtStaff } from './staff-helpers.ts'

/**
 * The back office end to end (ADR 057, 058, 062, 063), as the chain runs it: an admin adds a product
 * with an uploaded picture and an option group (saved at once: drafts and publishing are not built
 * yet), sets a store's price of it and of one option; a guest at that store orders it at that price
 * while a guest at another store sees the base price; the store's manager is refused the chain's
 * base price but sets the store's; a spreadsheet with one bad line writes nothing and names the line;
 * the audit page shows each change and reverts the product's creation (it leaves every menu again).
 *
 * The demo manager works at stores 1–3 and the ordering journeys order at store 1: phone and desktop
 * each price at one of stores 2 and 3 (a product of their own, so no other journey's prices move),
 * and read store 1's menu only.
 */
test.setTimeout(180_000)

const PICTURE = join(import.meta.dirname, 'fixtures', 'back-office-sandwich.png')
const PRICES_API = '/api/v1/staff/back-office/prices'
const priceStore = (testInfo: TestInfo) => (testInfo.project.name === 'phone' ? 3 : 2)
const dollars = (cents: number) => (cents / 100).toFixed(2)

/** A guest of their own (no staff cookie), at the project's width. */
async function guestPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use
  const context = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  })
  return context.newPage()
}

test('an admin adds and prices a product; guests pay the store’s price there and the base price elsewhere; a manager, a spreadsheet and the audit trail', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const stores = await getStores(request)
  const store = stores.find((candidate) => candidate.id === priceStore(testInfo))
  const other = stores.find((candidate) => candidate.id === 1)
  if (!store || !other) throw new Error('no demo stores 1–3')
  const name = `Back Office Reuben ${testInfo.project.name} ${Date.now().toString(36)}`
  const base = 1249
  const storePrice = 1399
  const ryeBase = 50
  const ryeAtStore = 75

  // 1. The admin adds the product, on every store's menu, with a picture and a bread choice.
  await signInAtStaff(page, DEMO_ADMIN)
  await page.getByRole('link', { name: /^Catalogue:/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Catalogue/ })).toBeVisible()
  await waitForHydration(page)
  await page
    .getByRole('region')
    .first()
    .getByRole('button', { name: /^Add a product/ })
    .click()
  const form = page.getByRole('region', { name: 'Add a product' })
  await form.getByLabel('Name', { exact: true }).fill(name)
  await form.getByLabel('Description', { exact: true }).fill('Corned beef, Swiss and sauerkraut.')
  await form.getByLabel('Base price ($)').fill(dollars(base))
  await form.getByLabel('Calories', { exact: true }).fill('720')
  await form.getByLabel('Picture').setInputFiles(PICTURE)
  await expect(form.getByRole('status')).toHaveText('Picture uploaded.')
  // Sold on every channel, not a utensils item (ADR 069): the form's defaults, shown.
  const soldOn = form.getByRole('group', { name: 'Sold on' })
  for (const channel of ['Website', 'App', 'Store kiosk', 'Catering'])
    await expect(soldOn.getByRole('checkbox', { name: channel })).toBeChecked()
  await expect(form.getByRole('checkbox', { name: /^A utensils item/ })).not.toBeChecked()
  await form.getByRole('button', { name: 'Add an option group' }).click()
  await form.getByRole('group', { name: 'Option group 1' }).getByLabel('Group name').fill('Bread')
  const bread = form.getByRole('group', { name: 'Bread' })
  await bread.getByLabel('Required choices').fill('1')
  await bread.getByLabel('Most choices').fill('1')
  await bread.getByLabel('Option 1 name').fill('Sourdough')
  await bread.getByRole('checkbox', { name: 'Chosen by default' }).check()
  await bread.getByRole('button', { name: 'Add an option to Bread' }).click()
  await bread.getByLabel('Option 2 name').fill('Rye')
  await bread.getByLabel('Price change ($)').nth(1).fill(dollars(ryeBase))
  await expect(form.getByRole('radio', { name: 'Every store’s menu' })).toBeChecked()
  await expectAccessible(page)
  await form.getByRole('button', { name: 'Add the product' }).click()
  await expect(page.getByRole('status').filter({ hasText: `${name} was added.` })).toBeVisible()
  const created = menuProducts(await getMenu(request, store.menu_id)).find((one) => one.name === name)
  if (!created) throw new Error('the new product is not on the store’s menu')

  try {
    // 2. The admin sets the store's price of it, and of its Rye (an option's override, ADR 062).
    await gotoReady(page, `/staff/back-office/prices/${store.id}`)
    await page.getByLabel('Find a product').fill(name)
    const label = `Price of ${name} at ${store.name}`
    await page.getByLabel(label, { exact: true }).fill(dollars(storePrice))
    await page.getByRole('button', { name: `Set store price: ${label}` }).click()
    await expect(
      page.getByRole('status').filter({ hasText: `${name} is now ${money(storePrice)} at ${store.name}.` }),
    ).toBeVisible()
    await page.getByText(`Option prices of ${name} (2)`).click()
    // Options are named with their group (the list's names, ADR 062).
    const ryeLabel = `Price of Bread: Rye with ${name} at ${store.name}`
    await page.getByLabel(ryeLabel, { exact: true }).fill(dollars(ryeAtStore))
    await page.getByRole('button', { name: `Set store price: ${ryeLabel}` }).click()
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Bread: Rye with ${name} is now ${money(ryeAtStore)} at ${store.name}.` }),
    ).toBeVisible()
    await expectAccessible(page)

    // 3. A guest at that store orders it with Rye at the store's prices; at another store, the base price.
    const guest = await guestPage(browser, testInfo)
    await gotoReady(guest, `/menu/${store.menu_id}`)
    const card = guest
      .getByRole('main')
      .getByRole('article')
      .filter({ has: guest.getByRole('heading', { name, exact: true }) })
    await expect(card).toContainText(money(storePrice))
    await gotoReady(guest, `/menu/${store.menu_id}/product/${created.product_id}`)
    await guest.getByRole('radio', { name: /^Rye/ }).check()
    await guest.getByRole('button', { name: /^Add to Bag/ }).click()
    const bag = bagDialog(guest)
    await expect(bagLine(bag, name)).toContainText(money(storePrice + ryeAtStore))
    await expectAccessible(guest)
    await gotoReady(guest, `/menu/${other.menu_id}/product/${created.product_id}`)
    // The default build (Sourdough, no price change) at the other store: the base price, not the store's.
    const addThere = guest.getByRole('button', { name: /^Add to Bag/ })
    await expect(addThere).toContainText(money(base))
    await expect(addThere).not.toContainText(money(storePrice))
    await guest.context().close()

    // 4. The store's manager: refused the chain's base price, sets the store's own.
    const managerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
    const manager = await managerContext.newPage()
    await signInAtStaff(manager, DEMO_MANAGER)
    const refused = await manager.request.put(PRICES_API, {
      headers: API_HEADERS,
      data: { scope: 'chain', product_id: created.product_id, cost: base + 100 },
    })
    expect(refused.status()).toBe(403)
    expect((await refused.json()).message).toBe(BASE_PRICE_ADMIN_ONLY)
    await gotoReady(manager, `/staff/back-office/prices/${store.id}`)
    await expect(manager.getByText(BASE_PRICE_ADMIN_ONLY)).toBeVisible()
    await expect(manager.getByRole('button', { name: /^Set base price/ })).toHaveCount(0)
    await manager.getByLabel('Find a product').fill(name)
    const managerPrice = storePrice + 50
    await manager.getByLabel(label, { exact: true }).fill(dollars(managerPrice))
    await manager.getByRole('button', { name: `Set store price: ${label}` }).click()
    await expect(
      manager
        .getByRole('status')
        .filter({ hasText: `${name} is now ${money(managerPrice)} at ${store.name}.` }),
    ).toBeVisible()

    // 5. A spreadsheet with one bad line: the preview names it and nothing is written.
    const csv = [
      'product_id,option_id,where,category,name,description,calories,price',
      `${created.product_id},,store:${store.id},,${JSON.stringify(name)},,,${dollars(managerPrice + 100)}`,
      `999999,,store:${store.id},Nowhere,Nothing,,,1.00`,
    ].join('\n')
    await manager.getByLabel('Edited CSV file').setInputFiles({
      name: 'prices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    })
    await manager.getByRole('button', { name: 'Preview import' }).click()
    await expect(
      manager.getByRole('listitem').filter({ hasText: 'Line 3: There is no product 999999.' }),
    ).toBeVisible()
    await expect(manager.getByRole('button', { name: /^Import/ })).toHaveCount(0)
    await expectAccessible(manager)
    const unchanged = menuProducts(await getMenu(request, store.menu_id)).find(
      (one) => one.product_id === created.product_id,
    )
    expect(unchanged?.cost).toBe(managerPrice)
    await managerContext.close()

    // 6. The audit trail: each price change at the store, by whom; then the product's creation, reverted.
    await gotoReady(page, '/staff/back-office/audit')
    await expect(page.getByRole('heading', { level: 1, name: /Audit trail/ })).toBeVisible()
    await waitForHydration(page)
    await page.getByLabel('Kind of change').selectOption('price-override')
    await page.getByLabel('Store number').fill(String(store.id))
    await page.getByRole('button', { name: 'Show changes' }).click()
    // Each change names its price in words, by the product (or option) and the store, before → after.
    const changes = page.getByRole('row').filter({ hasText: `the price of ${name} at store ${store.id}:` })
    await expect(changes.filter({ hasText: 'Alex Admin' })).toBeVisible()
    await expect(changes.filter({ hasText: 'Morgan Manager' })).toBeVisible()
    const rye = created.optionGroups[0]?.options.find((option) => option.name === 'Rye')
    expect(rye).toBeDefined()
    await expect(
      page.getByRole('row').filter({ hasText: `the price of Rye with ${name} at store ${store.id}:` }),
    ).toBeVisible()
    await expect(changes.filter({ hasText: `→ ${money(managerPrice)}` })).toBeVisible()
    // Each time reads at the store the change touched, with its zone's name (not UTC).
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: store.timezone, timeZoneName: 'short' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value
    await expect(changes.filter({ hasText: 'Morgan Manager' }).getByRole('cell').first()).toHaveText(
      new RegExp(`\\d{4}, \\d{1,2}:\\d{2}\\s[AP]M ${zone}$`),
    )
    await expectAccessible(page)
    // Days the wrong way round are refused beside To, which moves neither its label nor its box.
    await page.getByLabel('From').fill('2026-11-20')
    await page.getByLabel('To', { exact: true }).fill('2026-11-10')
    await page.getByRole('button', { name: 'Show changes' }).click()
    await expect(page.getByText(REPORT_DAYS_REVERSED)).toBeVisible()
    await expect(page.getByLabel('To', { exact: true })).toBeFocused()
    const tops = async (label: string) =>
      [
        (await page.locator('label', { hasText: new RegExp(`^${label}$`) }).boundingBox())?.y,
        (await page.getByLabel(label, { exact: true }).boundingBox())?.y,
      ] as const
    expect(await tops('To')).toEqual(await tops('From'))
    await page.getByLabel('From').fill('')
    await page.getByLabel('To', { exact: true }).fill('')
    await page.getByLabel('Kind of change').selectOption('product')
    await page.getByLabel('Store number').fill('')
    await page.getByRole('button', { name: 'Show changes' }).click()
    const row = page.getByRole('row').filter({ hasText: `Added ${name}` })
    await expect(row).toContainText('Alex Admin')
    await row.getByRole('button', { name: /^Revert/ }).click()
    await expect(page.getByRole('status').filter({ hasText: `Reverted: Added ${name}.` })).toBeVisible()
  } finally {
    // Whatever happened above, the product leaves every menu (a revert of its creation retires it).
    const still = menuProducts(await getMenu(request, other.menu_id)).some((one) => one.name === name)
    if (still) {
      const retired = await page.request.post(
        `/api/v1/staff/catalogue/products/${created.product_id}/retire`,
        {
          headers: API_HEADERS,
        },
      )
      expect(retired.status()).toBe(200)
    }
  }
  const after = await getMenu(request, other.menu_id)
  expect(JSON.stringify(after)).not.toContain(name)
})
