import { NEARBY_RADIUS_MILES, TEXTS, takesOrders } from '@deli/domain'
import type { Page, TestInfo } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { getStores, gotoReady, isPhone, saveScreen } from './helpers.ts'

/** The browser's location search (GET /api/v1/locations?lat&lng), which the error cases answer themselves. */
const isLocationSearch = (url: URL) => url.pathname === '/api/v1/locations'

/**
 * The location search popup (ADR 029, spec §2 site popups: "location search with results and error
 * message"; §9: "Location popup results list height 12rem, 16rem wide"). Its button sits beside the
 * navigation on wide screens and in the mobile sub-header on phones.
 */

/** The one visible 'Find a Deli' button, checked to be where this width puts it. */
async function findADeliButton(page: Page, testInfo: TestInfo) {
  const button = page.getByRole('button', { name: TEXTS.findADeli })
  await expect(button).toHaveCount(1)
  const home = isPhone(testInfo) ? '.mobile-sub-header' : '.site-header__bar'
  await expect(page.locator(home).getByRole('button', { name: TEXTS.findADeli })).toBeVisible()
  return button
}

async function openPopup(page: Page, testInfo: TestInfo) {
  const button = await findADeliButton(page, testInfo)
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const popup = page.getByRole('dialog', { name: TEXTS.findADeli })
  await expect(popup).toBeVisible()
  await expect(popup).toHaveAttribute('id', (await button.getAttribute('aria-controls')) ?? 'missing')
  // Focus moves into the popup, onto its search box.
  const search = popup.getByRole('combobox', { name: 'Address, city or ZIP code' })
  await expect(search).toBeFocused()
  return { button, popup, search }
}

test('Find a Deli → "Dallas" → nearest stores in a 12rem × 16rem list → a store’s menu', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  await gotoReady(page, '/locations')
  const { popup, search } = await openPopup(page, testInfo)
  await search.fill('Dallas')
  await popup.getByRole('option', { name: /^Dallas TX/ }).click()

  // The count is announced (a live status) and heads the list.
  const status = popup.getByRole('status')
  await expect(status).toHaveText(/^\d+ locations? near Dallas, TX/)
  const results = popup.getByRole('list', { name: (await status.textContent()) ?? '' })
  const choices = results.getByRole('button')
  await expect(choices.first()).toBeVisible()
  expect(await choices.count()).toBeGreaterThan(1)

  // Spec §9: the results list is 12rem high and 16rem wide, computed, whatever the result count.
  const size = await results.evaluate((list) => {
    const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize)
    const style = getComputedStyle(list)
    return {
      height: Number.parseFloat(style.height) / rem,
      width: Number.parseFloat(style.width) / rem,
      overflowY: style.overflowY,
      isScrolling: list.scrollHeight > list.clientHeight,
    }
  })
  expect(size).toEqual({ height: 12, width: 16, overflowY: 'auto', isScrolling: true })
  const box = await results.boundingBox()
  expect(box?.width).toBeCloseTo(256, 0)
  expect(box?.height).toBeCloseTo(192, 0)
  // The popup stays on the screen at this width.
  const popupBox = await popup.boundingBox()
  expect(popupBox?.x).toBeGreaterThanOrEqual(0)
  expect((popupBox?.x ?? 0) + (popupBox?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)

  // Each result: name, address and distance (nearest first, all within the nearby radius).
  const texts = await choices.allTextContents()
  const distances = texts.map((text) => Number.parseFloat(/(\d+\.\d) mi/.exec(text)?.[1] ?? 'NaN'))
  expect(distances.every((miles) => miles <= NEARBY_RADIUS_MILES)).toBe(true)
  expect(distances).toEqual([...distances].sort((a, b) => a - b))
  await expect(choices.first()).toContainText(/Dallas, TX \d{5}/)
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'location-popup-results', { fullPage: false })

  // Keyboard: Tab leaves the search box for the first result; choosing one starts the order there.
  const stores = await getStores(request)
  const index = texts.findIndex((text) => {
    const store = stores.find((candidate) => text.startsWith(candidate.name))
    return store !== undefined && takesOrders(store)
  })
  const store = stores.find((candidate) => texts[index]?.startsWith(candidate.name))
  if (!store) throw new Error('No Dallas store in the popup takes orders')
  await search.press('Tab')
  await expect(choices.first()).toBeFocused()
  for (let step = 0; step < index; step++) await page.keyboard.press('Tab')
  await expect(choices.nth(index)).toBeFocused()
  await page.keyboard.press('Enter')
  await page.waitForURL(new RegExp(`/menu/${store.menu_id}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: TEXTS.findADeli })).toBeHidden()
  await expect(await findADeliButton(page, testInfo)).toHaveAttribute('aria-expanded', 'false')
})

test('Find a Deli errors: an empty search, no store nearby, a failed search; Escape and outside click close it', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  await gotoReady(page, '/')
  const { button, popup, search } = await openPopup(page, testInfo)
  const alert = popup.getByRole('alert').filter({ hasText: /\S/ })

  await search.press('Enter')
  await expect(alert).toHaveText(TEXTS.enterLocation)

  // Anchorage: the nearest store is thousands of miles away, so none is near.
  await search.fill('Anchorage')
  await popup.getByRole('option', { name: /^Anchorage AK/ }).click()
  await expect(alert).toContainText(TEXTS.noNearbyLocations)
  await expect(alert).toContainText(
    `There is no Red Door Deli within ${NEARBY_RADIUS_MILES} miles of Anchorage`,
  )
  await expect(popup.getByRole('list')).toHaveCount(0)
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'location-popup-error', { fullPage: false })

  // A search the server refuses shows the server's message (spec §8); one the network drops, ours.
  await page.route(isLocationSearch, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'error', code: 'UNAVAILABLE', message: 'Store search is resting.' }),
    }),
  )
  await search.fill('Houston')
  await popup.getByRole('option', { name: /^Houston TX/ }).click()
  await expect(alert).toHaveText('Store search is resting.')
  await page.unroute(isLocationSearch)
  await page.route(isLocationSearch, (route) => route.abort('internetdisconnected'))
  await search.fill('Austin')
  await popup.getByRole('option', { name: /^Austin TX/ }).click()
  await expect(alert).toHaveText(TEXTS.locationSearchFailed)

  // Escape first closes an open suggestion list, then the popup, and focus returns to the button.
  await search.fill('Dallas')
  await expect(popup.getByRole('option').first()).toBeVisible()
  await search.press('Escape')
  await expect(popup.getByRole('option').first()).toBeHidden()
  await expect(popup).toBeVisible()
  await search.press('Escape')
  await expect(popup).toBeHidden()
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'false')

  // A click outside closes it too; the close button gives focus back like Escape.
  await button.click()
  await expect(popup).toBeVisible()
  await page.getByRole('heading', { level: 1 }).click({ position: { x: 2, y: 2 } })
  await expect(popup).toBeHidden()
  await button.click()
  await popup.getByRole('button', { name: 'Close' }).click()
  await expect(popup).toBeHidden()
  await expect(button).toBeFocused()
})
