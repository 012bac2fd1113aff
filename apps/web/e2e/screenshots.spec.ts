import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { getMenu, getStores, gotoReady, menuProducts, saveScreen } from './helpers.ts'

/** Scrolls through the page so lazy images load, then back to the top, before a full-page shot. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
}

async function shoot(page: Page, name: string) {
  await loadLazyImages(page)
  await expectAccessible(page)
  await saveScreen(page, test.info(), name)
}

test.describe('screenshots for human review (test-results/screens)', () => {
  test('home', async ({ page }) => {
    await gotoReady(page, '/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Find a Red Door near you' })).toBeVisible()
    await shoot(page, 'home')
  })

  test('locations near Dallas', async ({ page, startAtLocation }) => {
    await startAtLocation('Dallas')
    await expect(page.getByRole('heading', { level: 2, name: /locations near Dallas, TX/ })).toBeVisible()
    await expect(page.getByRole('article').first()).toBeVisible()
    await shoot(page, 'locations-dallas')
  })

  test('region page', async ({ page }) => {
    await gotoReady(page, '/locations/tx')
    await expect(page.getByRole('heading', { level: 1, name: 'Texas' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Cities' })).toBeVisible()
    await shoot(page, 'region-tx')
  })

  test('location detail', async ({ page, request }) => {
    const store = (await getStores(request)).find(
      (candidate) => candidate.city === 'Dallas' && candidate.available,
    )
    if (!store) throw new Error('No available Dallas store')
    await gotoReady(page, `/locations/${store.path}`)
    await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible()
    await expect(
      page.getByRole('link', { name: `Directions to ${store.name} (opens Google Maps in a new tab)` }),
    ).toBeVisible()
    await shoot(page, 'location-detail')
  })

  test('menu page', async ({ page, request }) => {
    const store = (await getStores(request)).find(
      (candidate) => candidate.city === 'Dallas' && candidate.available,
    )
    if (!store) throw new Error('No available Dallas store')
    await gotoReady(page, `/menu/${store.menu_id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible()
    await shoot(page, 'menu')
  })

  test('product page', async ({ page, request }) => {
    const store = (await getStores(request)).find(
      (candidate) => candidate.city === 'Dallas' && candidate.available,
    )
    if (!store) throw new Error('No available Dallas store')
    const product = menuProducts(await getMenu(request, store.menu_id)).find((candidate) =>
      candidate.optionGroups.some((group) => group.name === 'Bread'),
    )
    if (!product) throw new Error('No product with a Bread choice')
    await gotoReady(page, `/menu/${store.menu_id}/product/${product.product_id}`)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Add to Bag/ })).toBeVisible()
    await shoot(page, 'product')
  })
})
