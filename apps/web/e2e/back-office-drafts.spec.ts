import { join } from 'node:path'
import { DRAFT_MESSAGES } from '@deli/contracts/constants'
import type { Browser, Locator, Page, TestInfo } from '@playwright/test'
import { plainProduct } from './cart-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, getStores, gotoReady, isPhone, money, waitForHydration } from './helpers.ts'
import { DEMO_ADMIN, signInAtStaff } from './staff-helpers.ts'

/**
 * Draft, preview, publish (ADR 059): a chain admin saves a store price to a draft, previews the
 * store's real menu page with it (bannered, only for them) while a guest still sees the published
 * price, then publishes and the guest sees the new one. Phone and desktop each take a store no other
 * journey prices (37, 38) and put the price back afterwards.
 */
const draftStore = (testInfo: TestInfo) => (isPhone(testInfo) ? 37 : 38)
const PRICES_API = '/api/v1/staff/back-office/prices'
const CATALOGUE_API = '/api/v1/staff/catalogue'
const PICTURE = join(import.meta.dirname, 'fixtures', 'back-office-sandwich.png')
const DRAFTS_API = '/api/v1/staff/back-office/drafts'

test.setTimeout(90_000)

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

/** From the preview back to the drafts page, where the draft's `article` is published and says so. */
async function publishFromPreview(page: Page, article: Locator, published: string) {
  await page.getByRole('link', { name: 'Back to drafts' }).click()
  await page.waitForURL('/staff/back-office/drafts')
  await waitForHydration(page)
  await article.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByRole('status').filter({ hasText: published })).toBeVisible()
}

const cardPrice = (page: Page, name: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first()
    .locator('.product-card__price')

test('an admin drafts a price, previews it on the store’s menu while guests see the old one, then publishes', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const store = (await getStores(request)).find((candidate) => candidate.id === draftStore(testInfo))
  if (!store) throw new Error('no demo store 37 or 38')
  const product = await plainProduct(request, store.menu_id)
  const draftPrice = product.cost + 137
  const name = `Journey ${testInfo.project.name} ${Date.now()}`

  await signInAtStaff(page, DEMO_ADMIN)
  try {
    // Start a draft.
    await gotoReady(page, '/staff/back-office/drafts')
    await expect(page.getByRole('heading', { level: 1, name: /Drafts/ })).toBeVisible()
    await page.getByLabel('New draft’s name').fill(name)
    await page.getByRole('button', { name: 'Start a draft' }).click()
    await expect(page.getByRole('status').filter({ hasText: `Draft “${name}” started.` })).toBeVisible()
    const article = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name, exact: true }) })
    await expect(article).toBeVisible()
    await expectAccessible(page)

    // Save the store's price to it, not live.
    await gotoReady(page, `/staff/back-office/prices/${store.id}`)
    await page.getByLabel('Save prices').selectOption({ label: `To draft: ${name}` })
    await page.getByLabel('Find a product').fill(product.name)
    const label = `Price of ${product.name} at ${store.name}`
    await page.getByLabel(label, { exact: true }).fill(dollars(draftPrice))
    await page.getByRole('button', { name: `Set store price: ${label}` }).click()
    await expect(
      page.getByRole('status').filter({ hasText: `Saved to draft “${name}”, not published:` }),
    ).toBeVisible()
    await expectAccessible(page)
    await page.screenshot({ path: testInfo.outputPath('prices-to-draft.png') })

    // A guest still sees the published price.
    const guest = await guestPage(browser, testInfo)
    await gotoReady(guest, `/menu/${store.menu_id}`)
    await expect(cardPrice(guest, product.name)).toHaveText(money(product.cost))

    // The admin previews the store's menu with the draft: bannered, the draft's price.
    await gotoReady(page, '/staff/back-office/drafts')
    await page.screenshot({ path: testInfo.outputPath('drafts-page.png'), fullPage: true })
    await expect(article.getByRole('listitem')).toContainText(
      `${product.name}, store ${store.id}: ${money(draftPrice)}`,
    )
    // The draft's store is the one offered first.
    await expect(article.getByLabel('Preview at')).toHaveValue(String(store.id))
    await article.getByRole('button', { name: 'Preview menu' }).click()
    await page.waitForURL(`/menu/${store.menu_id}`)
    await waitForHydration(page)
    await expect(page.getByRole('region', { name: 'Draft preview' })).toContainText(
      'Preview — not published.',
    )
    await expect(cardPrice(page, product.name)).toHaveText(money(draftPrice))
    await expectAccessible(page)
    await page.screenshot({ path: testInfo.outputPath('draft-preview.png') })

    // The guest, meanwhile: the published menu, no banner.
    await guest.reload()
    await expect(cardPrice(guest, product.name)).toHaveText(money(product.cost))
    await expect(guest.getByRole('region', { name: 'Draft preview' })).toHaveCount(0)

    // Publish, and end the preview.
    await publishFromPreview(page, article, `Draft “${name}” published: guests see its change now.`)
    await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('Published by')
    await page.getByRole('button', { name: 'End preview' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'The preview has ended' })).toBeVisible()
    await expectAccessible(page)

    // The guest sees the new price.
    await expect(async () => {
      await guest.reload()
      await expect(cardPrice(guest, product.name)).toHaveText(money(draftPrice), { timeout: 1000 })
    }).toPass({ timeout: 10_000 })
    await guest.context().close()
  } finally {
    // Whatever happened: no draft of this journey left open, and the store's price as it was.
    const listed = await page.request.get(DRAFTS_API, { headers: API_HEADERS })
    const drafts: { id: string; name: string; status: string }[] = (await listed.json()).data.drafts
    for (const draft of drafts.filter((candidate) => candidate.name === name && candidate.status === 'open'))
      await page.request.post(`${DRAFTS_API}/${draft.id}/discard`, { headers: API_HEADERS })
    const back = await page.request.put(PRICES_API, {
      headers: API_HEADERS,
      data: { scope: 'store', store_id: store.id, product_id: product.product_id, cost: null },
    })
    expect(back.status()).toBe(200)
  }
})

test('an admin saves a product’s edit to a draft from the catalogue: listed in the draft, not live', async ({
  page,
  request,
}, testInfo) => {
  const store = (await getStores(request)).find((candidate) => candidate.id === draftStore(testInfo))
  if (!store) throw new Error('no demo store 37 or 38')
  const product = await plainProduct(request, store.menu_id)
  const name = `Catalogue ${testInfo.project.name} ${Date.now()}`
  const description = `Drafted description ${Date.now()}`
  await signInAtStaff(page, DEMO_ADMIN)
  const created = await page.request.post(DRAFTS_API, { headers: API_HEADERS, data: { name } })
  const draftId: string = (await created.json()).data.id
  try {
    await gotoReady(page, '/staff/back-office')
    await page.getByLabel('Save catalogue changes').selectOption({ label: `To draft: ${name}` })
    // The catalogue shows one category at a time; a search reaches a product in any of them.
    await page.getByLabel('Find a product in every category').fill(product.name)
    await page
      .getByRole('button', { name: `Edit ${product.name}`, exact: true })
      .first()
      .click()
    const form = page.getByRole('region', { name: `Edit ${product.name}` })
    await form.getByLabel('Description', { exact: true }).fill(description)
    await form.getByRole('button', { name: `Save to draft “${name}”` }).click()
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `${product.name} was saved to draft “${name}”, not published.` }),
    ).toBeVisible()
    await expectAccessible(page)

    // Listed in the draft; the menu guests read is unchanged.
    await gotoReady(page, '/staff/back-office/drafts')
    const article = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name, exact: true }) })
    // The chain's base price, not this store's menu price: a product's fields are the chain's.
    await expect(article.getByRole('listitem')).toHaveText(/^.+: product details \(\$\d+\.\d{2}\)$/)
    await expect(article.getByRole('listitem')).toContainText(`${product.name}: product details`)
    const menu = await (await request.get(`/api/v1/menus/${store.menu_id}`, { headers: API_HEADERS })).json()
    expect(JSON.stringify(menu)).not.toContain(description)
    await article.getByRole('button', { name: 'Discard' }).click()
    await expect(page.getByRole('status').filter({ hasText: `Draft “${name}” discarded.` })).toBeVisible()
  } finally {
    await page.request.post(`${DRAFTS_API}/${draftId}/discard`, { headers: API_HEADERS })
  }
})

test('an admin drafts a new product, previews it at one store while guests do not see it, then publishes', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const store = (await getStores(request)).find((candidate) => candidate.id === draftStore(testInfo))
  if (!store) throw new Error('no demo store 37 or 38')
  const name = `Launch ${testInfo.project.name} ${Date.now()}`
  const soup = `Seasonal Soup ${testInfo.project.name} ${Date.now().toString(36)}`
  await signInAtStaff(page, DEMO_ADMIN)
  const created = await page.request.post(DRAFTS_API, { headers: API_HEADERS, data: { name } })
  const draftId: string = (await created.json()).data.id
  let productId: number | undefined
  try {
    // Add the soup to the draft from the catalogue: on the store's menu only, once published.
    await gotoReady(page, '/staff/back-office')
    await page.getByLabel('Save catalogue changes').selectOption({ label: `To draft: ${name}` })
    const category = page.getByRole('region').first()
    // The catalogue opens on its first category.
    const listed = await (await page.request.get(CATALOGUE_API, { headers: API_HEADERS })).json()
    const categoryName: string = listed.data.categories[0].name
    // A category's edit goes to the draft too, with its place (kept as it is: other journeys read it).
    await category
      .getByRole('button', { name: /^Edit / })
      .first()
      .click()
    const place = category.getByLabel('Place among the categories')
    await expect(place).toHaveValue('1')
    await place.fill('0')
    await category.getByRole('button', { name: `Save to draft “${name}”` }).click()
    await expect(category.getByText(DRAFT_MESSAGES.position)).toBeVisible()
    await expectAccessible(page)
    await place.fill('1')
    await category.getByRole('button', { name: `Save to draft “${name}”` }).click()
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `${categoryName} was saved to draft “${name}”, not published.` }),
    ).toBeVisible()
    await category.getByRole('button', { name: /^Add a product/ }).click()
    const form = page.getByRole('region', { name: 'Add a product' })
    await form.getByLabel('Name', { exact: true }).fill(soup)
    await form
      .getByLabel('Description', { exact: true })
      .fill('Roasted tomato and basil, for the cold months.')
    await form.getByLabel('Base price ($)').fill('5.49')
    await form.getByLabel('Calories', { exact: true }).fill('240')
    await form.getByLabel('Picture').setInputFiles(PICTURE)
    await expect(form.getByRole('status')).toHaveText('Picture uploaded.')
    await form.getByRole('radio', { name: 'One store’s menu' }).check()
    await form.getByLabel('Store number').fill(String(store.id))
    await expect(form).toContainText(`This product goes to draft “${name}”`)
    await expectAccessible(page)
    await form.getByRole('button', { name: `Save to draft “${name}”` }).click()
    await expect(
      page.getByRole('status').filter({ hasText: `${soup} was saved to draft “${name}”, not published.` }),
    ).toBeVisible()
    // In the back office, marked as a draft in its category.
    const drafted = page.getByRole('list', { name: `Drafted new products in ${categoryName}` })
    await expect(drafted.getByRole('listitem').filter({ hasText: soup })).toContainText('Draft')
    await expectAccessible(page)
    await page.screenshot({ path: testInfo.outputPath('catalogue-drafted-product.png'), fullPage: true })

    // A guest at the store does not see it.
    const guest = await guestPage(browser, testInfo)
    await gotoReady(guest, `/menu/${store.menu_id}`)
    await expect(guest.getByRole('heading', { name: 'Menu', exact: false }).first()).toBeVisible()
    await expect(guest.getByRole('heading', { name: soup })).toHaveCount(0)

    // The Drafts page lists it; the preview at the store shows it as a guest would see it.
    await gotoReady(page, '/staff/back-office/drafts')
    const article = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name, exact: true }) })
    await expect(article.getByRole('listitem')).toHaveText([
      `${categoryName}: category details`,
      `New product: ${soup} ($5.49)`,
    ])
    await article.getByLabel('Preview at').fill(String(store.id))
    await expectAccessible(page)
    await article.getByRole('button', { name: 'Preview menu' }).click()
    await page.waitForURL(`/menu/${store.menu_id}`)
    await waitForHydration(page)
    await expect(page.getByRole('region', { name: 'Draft preview' })).toContainText(
      'Preview — not published.',
    )
    await expect(cardPrice(page, soup)).toHaveText(money(549))
    await expectAccessible(page)
    await page.screenshot({ path: testInfo.outputPath('draft-preview-new-product.png') })
    await guest.reload()
    await expect(guest.getByRole('heading', { name: soup })).toHaveCount(0)

    // Publish: the guest sees it.
    await publishFromPreview(page, article, `Draft “${name}” published: guests see its changes now.`)
    await page.getByRole('button', { name: 'End preview' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'The preview has ended' })).toBeVisible()
    await expect(async () => {
      await guest.reload()
      await expect(cardPrice(guest, soup)).toHaveText(money(549), { timeout: 1000 })
    }).toPass({ timeout: 10_000 })
    await expectAccessible(guest)
    await guest.context().close()
    const catalogue = await (await page.request.get(CATALOGUE_API, { headers: API_HEADERS })).json()
    productId = catalogue.data.products.find((product: { name: string }) => product.name === soup)?.id
    expect(productId).toBeDefined()
  } finally {
    // No draft of this journey left open, and the soup (if published) off the store's menu again.
    await page.request.post(`${DRAFTS_API}/${draftId}/discard`, { headers: API_HEADERS })
    if (productId !== undefined)
      await page.request.post(`${CATALOGUE_API}/products/${productId}/retire`, { headers: API_HEADERS })
  }
})
