import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { TLocation } from '@deli/contracts'
import type { Locator, Page } from '@playwright/test'
import { accountButton, signedInMember } from './account-helpers.ts'
import { browserCart } from './cart-helpers.ts'
import { fillBag, newMember } from './checkout-helpers.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { groupThroughApi } from './group-helpers.ts'
import { API_HEADERS, getStores, gotoReady } from './helpers.ts'

/** The widths the header was designed at (spec §2: the order selector joins it on extra-large screens). */
const WIDTHS = [1024, 1200, 1280, 1440]
/** A first name longer than any the header can show whole. */
const LONG_FIRST_NAME = 'Maximiliana-Bartholomea'

const header = (page: Page) => page.locator('.site-header__bar')
const orderPill = (page: Page) => page.locator('.site-header .header-order__place')

/** test-results/header/<name>-<width>.png (git-ignored), the header only, for review by eye. */
async function shootHeader(page: Page, name: string, width: number) {
  const dir = join(test.info().project.outputDir, 'header')
  await mkdir(dir, { recursive: true })
  await page.locator('.site-header').screenshot({ path: join(dir, `${name}-${width}.png`), scale: 'css' })
}

async function shootWidths(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await shootHeader(page, name, width)
  }
}

/** Whether an element's text is shown whole: nothing clipped or ellipsised inside it. */
const isWhole = (locator: Locator) =>
  locator.evaluate((element) =>
    [element, ...element.querySelectorAll('*')].every(
      (part) => part.scrollWidth <= part.clientWidth || getComputedStyle(part).display === 'inline',
    ),
  )

/** The account button's name shows whole beside its icon, or not at all (wrapped out of sight): never cut. */
const accountNameWholeOrGone = (page: Page) =>
  accountButton(page).evaluate((button) => {
    const name = button.querySelector('span')
    if (!name) return false
    const outer = button.getBoundingClientRect()
    const inner = name.getBoundingClientRect()
    const isGone = inner.top >= outer.bottom || inner.width <= 1
    const isWhole = inner.left >= outer.left && inner.right <= outer.right && inner.bottom <= outer.bottom
    return isGone || (isWhole && name.scrollWidth <= name.clientWidth)
  })

/** The header's controls do not overlap, and all sit inside the viewport. */
async function expectControlsApart(page: Page) {
  const boxes = await header(page).evaluate((bar) =>
    [...bar.querySelectorAll('a, button')]
      .filter((element) => element.getClientRects().length > 0 && element.closest('[hidden]') === null)
      .filter((element) => getComputedStyle(element).visibility !== 'hidden')
      .map((element) => {
        const rect = element.getBoundingClientRect()
        return { name: element.textContent?.trim() || element.getAttribute('aria-label') || '', rect }
      })
      .filter(({ rect }) => rect.width > 1 && rect.height > 1)
      .map(({ name, rect }) => ({
        name,
        left: rect.left,
        right: rect.right,
        top: rect.top,
        bottom: rect.bottom,
      })),
  )
  const width = page.viewportSize()?.width ?? 0
  for (const box of boxes) {
    expect(box.left, `${box.name} starts inside the viewport`).toBeGreaterThanOrEqual(0)
    expect(box.right, `${box.name} ends inside the viewport`).toBeLessThanOrEqual(width)
  }
  for (const [index, a] of boxes.entries())
    for (const b of boxes.slice(index + 1)) {
      const overlaps =
        a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1
      expect(overlaps, `${a.name} and ${b.name} overlap`).toBe(false)
    }
}

/** The pickup store with the longest street: the widest order pill the header must keep whole. */
async function storeWithLongestStreet(page: Page): Promise<TLocation> {
  const stores = (await getStores(page.request)).filter(
    (store) => store.available && !store['Coming Soon'] && store.services.pickup,
  )
  const [store] = stores.sort((a, b) => b.address.length - a.address.length)
  if (!store) throw new Error('No pickup store')
  return store
}

/** Orders ahead for the first slot of a later day: the longest time text ('Sat, Nov 28 · 10:30 AM'). */
async function orderAhead(page: Page) {
  const cart = await browserCart(page)
  for (const day of cart.time.days.slice(1)) {
    const times = await page.request.get(`/api/v1/carts/${cart.id}/times?day=${day}`, {
      headers: API_HEADERS,
    })
    const [first] = ((await times.json()) as { data: { times: string[] } }).data.times
    if (!first) continue
    const set = await page.request.put(`/api/v1/carts/${cart.id}/time`, {
      headers: API_HEADERS,
      data: { mode: 'advance', wanted: first },
    })
    expect(set.status()).toBe(200)
    return
  }
  throw new Error('No open slot on a later day')
}

test.describe('the header keeps the order in view (spec §2 header)', () => {
  test('a guest without an order: Order Now is whole at every width', async ({ page }) => {
    await gotoReady(page, '/menu')
    await shootWidths(page, 'guest')
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      const pill = orderPill(page)
      await expect(pill).toBeVisible()
      await expect(pill).toHaveAccessibleName(/Order Now/)
      expect(await isWhole(pill), `the order pill at ${width} px`).toBe(true)
      await expectControlsApart(page)
    }
    await expectAccessible(page, '.site-header')
  })

  test('a member with a long name and an order ahead: the store and time stay whole, the name gives way', async ({
    page,
  }) => {
    await signedInMember(page, { ...newMember(), first_name: LONG_FIRST_NAME })
    const store = await storeWithLongestStreet(page)
    await fillBag(page, store)
    await orderAhead(page)
    await gotoReady(page, '/menu')
    const pill = orderPill(page)
    const time = pill.locator('.order-place__time')
    await expect(time).toHaveText(/^\w{3}, \w{3} \d{1,2} · \d{1,2}:\d{2} [AP]M$/)
    await shootWidths(page, 'member-order-ahead')
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      await expect(pill).toBeVisible()
      await expect(pill).toHaveAccessibleName(store.address)
      expect(await isWhole(pill), `the order pill at ${width} px`).toBe(true)
      // The account button stays (its icon at least) and keeps the member's name for assistive technology.
      await expect(accountButton(page)).toBeVisible()
      await expect(accountButton(page)).toHaveAccessibleName(LONG_FIRST_NAME)
      expect(await accountNameWholeOrGone(page), `the member's name at ${width} px`).toBe(true)
      await expectControlsApart(page)
    }
    await expectAccessible(page, '.site-header')
  })

  test('a guest with an order at the longest street: Sign In shows whole or as its icon, never cut', async ({
    page,
  }) => {
    await fillBag(page, await storeWithLongestStreet(page))
    await gotoReady(page, '/menu')
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      await expect(accountButton(page)).toHaveAccessibleName('Sign In')
      expect(await accountNameWholeOrGone(page), `Sign In at ${width} px`).toBe(true)
      expect(await isWhole(orderPill(page)), `the order pill at ${width} px`).toBe(true)
      await expectControlsApart(page)
    }
  })

  test('a group host with an order ahead: the countdown joins, the store and time stay whole', async ({
    page,
  }) => {
    await signedInMember(page, { ...newMember(), first_name: LONG_FIRST_NAME })
    const store = await storeWithLongestStreet(page)
    await groupThroughApi(page, store, LONG_FIRST_NAME)
    await orderAhead(page)
    await gotoReady(page, '/menu')
    const pill = orderPill(page)
    await expect(pill.locator('.order-place__time')).toBeVisible()
    await page.setViewportSize({ width: 1200, height: 800 })
    await expect(page.locator('.header-group__countdown')).toBeVisible()
    await shootWidths(page, 'group-host')
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      await expect(pill).toBeVisible()
      await expect(pill).toHaveAccessibleName(store.address)
      expect(await isWhole(pill), `the order pill at ${width} px`).toBe(true)
      await expect(header(page).getByRole('link', { name: /home$/ })).toBeVisible()
      await expectControlsApart(page)
    }
    await expectAccessible(page, '.site-header')
  })
})
