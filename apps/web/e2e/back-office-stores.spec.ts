import type { TestInfo } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { getStores, gotoReady, saveScreen, waitForHydration } from './helpers.ts'
import { DEMO_ADMIN, signInAtStaff } from './staff-helpers.ts'

test.setTimeout(120_000)

/** A city the demo chain has no store in, one per project (they run side by side). */
const CITIES = {
  desktop: { street: '150 N Capitol Blvd', city: 'Boise', state: 'ID', zip: '83702', zone: 'America/Boise' },
  phone: { street: '200 W Broadway St', city: 'Missoula', state: 'MT', zip: '59802', zone: 'America/Denver' },
} as const
const cityOf = (testInfo: TestInfo) => CITIES[testInfo.project.name === 'phone' ? 'phone' : 'desktop']

/** Minutes since midnight on the store's clock now. */
function storeMinutesNow(timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  )
  return Number(parts.hour) * 60 + Number(parts.minute)
}
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * The back office's stores (ADR 060): a chain admin creates a store in a city the chain has never
 * been, publishes it, and a guest finds it in location search and on its region page; a breakfast
 * daypart chosen around the real time in the store's zone makes its products 'not available now'.
 * The store is this journey's own, so nothing shared needs restoring.
 */
test('a chain admin opens a store in a new city; guests find it; a daypart shows what is not served now', async ({
  page,
  request,
  startAtLocation,
}, testInfo) => {
  const place = cityOf(testInfo)
  const name = `Red Door Deli ${place.city} ${Date.now() % 100_000}`
  const [template] = await getStores(request)
  if (!template) throw new Error('no demo store')

  await signInAtStaff(page, DEMO_ADMIN)
  await page.getByRole('link', { name: 'Stores and dayparts' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible()
  await waitForHydration(page)
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'back-office-stores', { fullPage: false })
  // 79 stores are pages of 25; a search with one page of matches has no page links at all.
  const pages = page.getByRole('navigation', { name: 'Pages of stores' })
  await expect(pages.getByRole('link', { name: 'Next page' })).toBeVisible()
  await page.getByLabel('Find a store').fill(template.name)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('link', { name: template.name, exact: true })).toBeVisible()
  await expect(page.getByText(/^Page 1: stores 1–\d+ matching/)).toBeVisible()
  await expect(pages).toHaveCount(0)

  // A new store: the form's own check first, with the API's sentence on the field.
  await page.getByRole('link', { name: 'New store' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New store' })).toBeVisible()
  await waitForHydration(page)
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Phone').fill('(406) 555-0100')
  await page.getByLabel('Start from the menu of store number').fill(String(template.id))
  await page.getByLabel('Street address').fill(place.street)
  await page.getByLabel('City').fill(place.city)
  await page.getByLabel('State (two letters)').fill(place.state)
  await page.getByLabel('ZIP code').fill(place.zip)
  // The time zone starts empty and follows the state (Idaho's Boise, Montana's Denver).
  await expect(page.getByLabel('Time zone')).toHaveValue(place.zone)
  // Delivery's fields say they wait for a delivering service while none is ticked.
  const deliveryOff = page.getByText(/^Delivery is off: these are kept for when/)
  await expect(deliveryOff).toBeVisible()
  await page.getByLabel('Delivery (own drivers)').check()
  await expect(deliveryOff).toBeHidden()
  await page.getByLabel('Delivery (own drivers)').uncheck()
  await page.getByLabel('Sales tax (%)').fill('25')
  await page.getByRole('button', { name: 'Create store' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please correct the fields marked below.')
  await expect(page.getByLabel('Sales tax (%)')).toBeFocused()
  await expect(page.getByText('A tax rate is between 0% and 20%.')).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Sales tax (%)').fill('6')
  await page.getByRole('button', { name: 'Create store' }).click()

  // Its page: created unpublished, placed by the geo adapter, said honestly.
  await expect(page.getByRole('heading', { level: 1, name: `Settings – ${name}` })).toBeVisible()
  await waitForHydration(page)
  // The keyboard starts at what happened, not at the page's top.
  await expect(page.getByText('The store was created. Check its settings, then publish it.')).toBeFocused()
  await expect(page.getByText('Not published: guests cannot find it yet.')).toBeVisible()
  await expect(page.getByText(/^The store at \d+\.\d{5}, -\d+\.\d{5}/)).toBeVisible()
  await expect(page.getByRole('link', { name: /Open this point on OpenStreetMap/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=/,
  )
  const storeId = Number(/\/stores\/(\d+)/.exec(page.url())?.[1])
  expect(storeId).toBeGreaterThan(0)

  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Published: guests can find the store now.')).toBeVisible()
  // Taking a live store off the storefront is asked first; keeping it changes nothing.
  await page.getByRole('button', { name: 'Take off the storefront' }).click()
  const ask = page.getByRole('alertdialog', { name: /off the storefront\?$/ })
  await expect(ask).toBeVisible()
  await expect(ask.getByRole('button', { name: 'Keep it published' })).toBeFocused()
  await expectAccessible(page)
  await ask.getByRole('button', { name: 'Keep it published' }).click()
  await expect(ask).toBeHidden()
  await expect(page.getByText(/^Published: guests find it in location search/)).toBeVisible()

  // Which menu it sells can change after it was created: another store's, recorded (ADR 060).
  const menuFrom = page.getByLabel('Sell the menu of store number')
  await menuFrom.fill('none')
  await page.getByRole('button', { name: 'Change menu' }).click()
  await expect(page.getByText('Choose the store whose menu this store sells from now on.')).toBeVisible()
  await expect(menuFrom).toHaveAttribute('aria-invalid', 'true')
  await menuFrom.fill('2')
  await page.getByRole('button', { name: 'Change menu' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: /now sells the menu of store 2: \d+ products\.$/ }),
  ).toBeVisible()
  await expectAccessible(page)

  // Its delivery area drawn as corners, from the keyboard, with a preview (ADR 060).
  const area = page.getByRole('region', { name: 'Delivery area' })
  await expect(area.getByRole('img', { name: /^Preview of the delivery area: 4 points/ })).toBeVisible()
  const firstLatitude = area.getByRole('group', { name: 'Point 1' }).getByLabel('Latitude')
  const typed = await firstLatitude.inputValue()
  await firstLatitude.fill('north')
  await area.getByRole('button', { name: 'Save delivery area' }).click()
  await expect(area.getByRole('alert')).toHaveText(
    'A delivery area needs 3 to 200 points, each a latitude from -90 to 90 and a longitude from -180 to 180.',
  )
  await firstLatitude.fill(typed)
  await area.getByRole('button', { name: 'Add a point after point 2' }).focus()
  await page.keyboard.press('Enter')
  await expect(area.getByRole('group', { name: 'Point 5' })).toBeVisible()
  await area.getByRole('button', { name: 'Move point 3 up' }).click()
  await expect(area.getByRole('img', { name: /^Preview of the delivery area: 5 points/ })).toBeVisible()
  await expectAccessible(page)
  await area.getByRole('button', { name: 'Save delivery area' }).click()
  await expect(area.getByRole('status')).toHaveText('Delivery area saved: 5 points.')
  await expect(page.getByText(/delivering inside a drawn area of 5 points/)).toBeVisible()

  // A breakfast daypart of two hours that do not hold the store's now.
  const now = storeMinutesNow(place.zone)
  const [from, until] = now < 720 ? [now + 60, now + 180] : [now - 300, now - 120]
  await page.getByRole('button', { name: 'Add a daypart' }).click()
  const daypart = page.getByRole('group', { name: 'Daypart 1' })
  const category =
    (await daypart.getByLabel('Category').locator('option:checked').textContent())?.trim() ?? ''
  await daypart.getByLabel('From').fill(hhmm(from))
  await daypart.getByLabel('Until').fill(hhmm(until))
  await page.getByRole('button', { name: 'Save dayparts' }).click()
  await expect(page.getByText('Dayparts saved: 1 in force.')).toBeVisible()
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'back-office-store')

  // A guest searching the city finds it nearest, and on its region page.
  await startAtLocation(`${place.city}, ${place.state}`)
  await expect(page.getByRole('heading', { name, exact: false }).first()).toBeVisible()
  await gotoReady(page, `/locations/${place.state.toLowerCase()}/${place.city.toLowerCase()}`)
  await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible()
  await expectAccessible(page)

  // Its menu keeps the daypart's products, each saying it is not available now.
  const settings = await page.request.get(`/api/v1/staff/stores/${storeId}/settings`, {
    headers: { 'x-app-name': 'web', 'x-api-key': 'rd-web-public-key-2026' },
  })
  const menuId = (await settings.json()).data.menu_id as number
  await gotoReady(page, `/menu/${menuId}`)
  const section = page
    .getByRole('region', { name: category })
    .or(page.locator('section', { has: page.getByRole('heading', { name: category }) }))
  await expect(
    section.getByText(/^Not available now: served \d+:\d\d [AP]M – \d+:\d\d [AP]M$/).first(),
  ).toBeVisible()
  await expectAccessible(page)
  await saveScreen(page, testInfo, 'back-office-menu-not-now', { fullPage: false })
})
