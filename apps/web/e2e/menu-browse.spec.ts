import { createHash } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { TFeaturedProducts } from '@deli/contracts'
import type { Page, TestInfo } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { API_HEADERS, getMenu, getStores, gotoReady, imageLoads, isPhone, menuProducts } from './helpers.ts'

/**
 * ADR 045: the menu makes people hungry. Home's featured row links to each product at the guest's
 * store (or to the store finder first); on the menu the category chips stay under the header and
 * follow the section being read, the dietary icons are explained in words, phone cards are compact,
 * and every product has a picture of its own.
 */

const DIETARY_WORDS: Record<string, string> = {
  vegan: 'VG Vegan',
  'plant-based': 'PB Plant-based',
  keto: 'K Keto',
  paleo: 'P Paleo',
  dairy: 'D Contains dairy',
}

/** For review: test-results/menu/<project>-<name>.png (not committed). */
async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  const dir = join(testInfo.project.outputDir, 'menu')
  await mkdir(dir, { recursive: true })
  await page.screenshot({ path: join(dir, `${testInfo.project.name}-${name}.png`), fullPage, scale: 'css' })
}

/** Scrolls through the page so lazy images load, then back to the top. */
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

async function anAvailableStore(request: Parameters<typeof getStores>[0]) {
  const store = (await getStores(request)).find(
    (candidate) => candidate.city === 'Dallas' && candidate.available && !candidate['Coming Soon'],
  )
  if (!store) throw new Error('No available Dallas store')
  return store
}

test('home features products: the store finder first, then each product at the chosen store', async ({
  page,
  request,
}, testInfo) => {
  const response = await request.get('/api/v1/menus/featured', { headers: API_HEADERS })
  const featured = ((await response.json()) as { data: TFeaturedProducts }).data.products
  expect(featured.length).toBeGreaterThanOrEqual(3)

  await gotoReady(page, '/')
  const row = page.getByRole('region', { name: 'Featured this season' })
  await expect(row).toBeVisible()
  const cards = row.getByRole('link', { name: /Pick a store to order/ })
  await expect(cards).toHaveCount(featured.length)
  for (const [index, product] of featured.entries()) {
    await expect(cards.nth(index)).toContainText(product.name)
    await expect(cards.nth(index)).toHaveAttribute('href', '/locations')
  }
  await expect(row.getByRole('link', { name: 'Choose your Red Door' })).toBeVisible()
  await loadLazyImages(page)
  await expectAccessible(page)
  await shoot(page, testInfo, 'home')
  await shoot(page, testInfo, 'home-full', true)

  // No store yet: a featured product asks for one first.
  await cards.first().click()
  await expect(page).toHaveURL(/\/locations$/)

  // With a store (opening its menu chooses it), the same card opens the product there.
  const store = await anAvailableStore(request)
  await gotoReady(page, `/menu/${store.menu_id}`)
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('deli-order') ?? '{}').state?.location?.id ?? null),
    )
    .toBe(store.id)
  await gotoReady(page, '/')
  const first = featured[0]
  if (!first) throw new Error('No featured product')
  const card = row.getByRole('link', { name: new RegExp(first.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
  await expect(card).toHaveAttribute('href', `/menu/${store.menu_id}/product/${first.product_id}`)
  await expect(row).toContainText(`Order from ${store.name}`)
  await card.click()
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible()
})

test('menu: sticky chips follow the scroll, a dietary key in words, compact phone cards, a picture per product', async ({
  page,
  request,
}, testInfo) => {
  // The whole menu's pictures are loaded and checked by axe: more than the default 45 s on a busy CI machine.
  test.setTimeout(90_000)
  const store = await anAvailableStore(request)
  const products = menuProducts(await getMenu(request, store.menu_id))
  await gotoReady(page, `/menu/${store.menu_id}`)

  // The dietary key: every code the menu uses, explained in words on the page.
  const legend = page.getByRole('region', { name: 'Dietary key' })
  await expect(legend).toBeVisible()
  const flags = new Set(products.flatMap((product) => product.dietary))
  for (const [flag, words] of Object.entries(DIETARY_WORDS)) {
    expect(flags.has(flag as never), `the demo menu shows ${flag}`).toBe(true)
    await expect(
      legend.getByRole('listitem').filter({ hasText: words.split(' ').slice(1).join(' ') }),
    ).toHaveText(words)
  }

  // Compact cards: on a phone several whole cards fit one screen under the header and the chips.
  const fullyVisible = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    document.querySelector('.menu-section')?.scrollIntoView()
    await frame()
    await frame()
    const nav = document.querySelector('nav.category-nav')
    const card = document.querySelector('article.product-card')
    if (!nav || !card) return 0
    // The first card's top right under the stuck chips: what a guest reading the menu sees.
    const below = nav.getBoundingClientRect().bottom
    window.scrollBy(0, card.getBoundingClientRect().top - below - 8)
    await frame()
    return [...document.querySelectorAll('article.product-card')].filter((element) => {
      const box = element.getBoundingClientRect()
      return box.top >= below && box.bottom <= window.innerHeight
    }).length
  })
  if (isPhone(testInfo)) expect(fullyVisible).toBeGreaterThanOrEqual(4)
  else expect(fullyVisible).toBeGreaterThanOrEqual(3)

  const viewport = page.viewportSize()
  if (!viewport) throw new Error('No viewport')
  // Sticky chips: deep in the menu they are still right under the header, the current category marked.
  const chips = page.getByRole('navigation', { name: 'Menu categories' })
  await page.locator('#soups').evaluate((section) => section.scrollIntoView())
  await expect(chips.getByRole('link', { name: 'Soups', exact: true })).toHaveAttribute(
    'aria-current',
    'location',
  )
  const headerBottom = await page
    .locator('header')
    .first()
    .evaluate((header) => header.getBoundingClientRect().bottom)
  const box = await chips.boundingBox()
  if (!box) throw new Error('The chips are not laid out')
  expect(Math.abs(box.y - headerBottom)).toBeLessThanOrEqual(2)
  expect(box.y + box.height).toBeLessThan(viewport.height / 3)
  await expect(chips.getByRole('link', { name: 'Soups', exact: true })).toBeInViewport()

  // Keyboard: a chip is a link; Enter jumps to its category, which becomes the current one.
  const desserts = chips.getByRole('link', { name: 'Desserts', exact: true })
  await desserts.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#desserts$/)
  await expect(desserts).toHaveAttribute('aria-current', 'location')
  await expect(page.getByRole('heading', { level: 2, name: 'Desserts' })).toBeInViewport()
  const chipsAfter = await chips.boundingBox()
  expect(Math.abs((chipsAfter?.y ?? -100) - headerBottom)).toBeLessThanOrEqual(2)
  for (const image of await page
    .locator('#desserts article.product-card img')
    .all()
    .then((all) => all.slice(0, 3)))
    expect(await imageLoads(image)).toBe(true)
  await shoot(page, testInfo, 'menu-scrolled')

  // Every card's picture is its own file, sized and lazy; no two products share the same bytes.
  const images = page.locator('article.product-card img')
  const sources = await images.evaluateAll((list) =>
    list.map((image) => ({
      src: image.getAttribute('src') ?? '',
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
      loading: image.getAttribute('loading'),
    })),
  )
  expect(sources.length).toBeGreaterThan(30)
  for (const image of sources) expect(image).toMatchObject({ width: '400', height: '300', loading: 'lazy' })
  expect(new Set(sources.map((image) => image.src)).size).toBe(sources.length)
  const hashes = new Set<string>()
  for (const { src } of sources) {
    const file = await request.get(src)
    expect(file.status(), src).toBe(200)
    hashes.add(
      createHash('sha256')
        .update(await file.body())
        .digest('hex'),
    )
  }
  expect(hashes.size).toBe(sources.length)

  await loadLazyImages(page)
  await expectAccessible(page)
  await shoot(page, testInfo, 'menu')
})
