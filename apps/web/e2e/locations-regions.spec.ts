import type { TLocation } from '@deli/contracts'
import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import {
  expectHeadTags,
  expectProductTitle,
  getStores,
  gotoReady,
  PRODUCT_NAME,
  recordRequests,
} from './helpers.ts'

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** Every page: title '{part} | Red Door Deli', lang, theme colour, manifest, app banner; axe clean. */
async function expectPageBasics(page: Page) {
  await expectProductTitle(page)
  await expectHeadTags(page)
  await expectAccessible(page)
}

test('home carries the product title and head tags', async ({ page }) => {
  await gotoReady(page, '/')
  await expectProductTitle(page, PRODUCT_NAME)
  await expectHeadTags(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectAccessible(page)
})

test('browse by state → Texas → Dallas → More Info → location detail → Start Order', async ({
  page,
  request,
  baseURL,
}) => {
  // A whole journey through four pages with axe scans: room for a busy 2-core machine.
  test.setTimeout(90_000)
  const requests = recordRequests(page)
  await gotoReady(page, '/locations')
  await expect(page).toHaveTitle(`Locations | ${PRODUCT_NAME}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Order Pickup' })).toBeVisible()
  const states = page.getByRole('region', { name: 'Browse by state' })
  await expect(states.getByRole('heading', { name: 'Browse by state' })).toBeVisible()
  expect(await states.getByRole('link').count()).toBeGreaterThanOrEqual(10)
  await expectPageBasics(page)

  await states.getByRole('link', { name: /^Texas/ }).click()
  await page.waitForURL(/\/locations\/tx$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Texas' })).toBeVisible()
  await expect(page).toHaveTitle(`Locations in Texas | ${PRODUCT_NAME}`)
  const cities = page.getByRole('navigation', { name: 'Cities' })
  for (const city of ['Dallas', 'Houston', 'Austin'])
    await expect(cities.getByRole('link', { name: new RegExp(`^${city} \\(\\d+\\)$`) })).toBeVisible()
  // A state's page lists its cities with their store counts (multi-word names included), not every
  // store: at a large chain a state has thousands (ADR 038).
  const texasStores = (await getStores(request)).filter((store) => store.state === 'TX')
  for (const city of ['Fort Worth', 'San Antonio']) {
    const count = texasStores.filter((store) => store.city === city).length
    await expect(cities.getByRole('link', { name: `${city} (${count})`, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0)
  await expectPageBasics(page)

  await cities.getByRole('link', { name: /^Dallas/ }).click()
  await page.waitForURL(/\/locations\/tx\/dallas$/)
  await expect(page).toHaveTitle(`Locations in Dallas, Texas | ${PRODUCT_NAME}`)
  const dallasStores = (await getStores(request)).filter(
    (store) => store.state === 'TX' && store.city === 'Dallas',
  )
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(dallasStores.length)
  await expect(page.getByRole('main')).toContainText(`${dallasStores.length} stores in Dallas.`)
  await expect(page.getByRole('link', { name: 'All Texas cities' })).toHaveAttribute('href', '/locations/tx')
  for (const card of await cards.all()) await expect(card).toContainText('Dallas, TX')
  await expectPageBasics(page)

  const store = dallasStores.find((candidate) => candidate.available && !candidate['Coming Soon'])
  if (!store) throw new Error('No orderable store in Dallas')
  await page.getByRole('link', { name: `More Info about ${store.name}` }).click()
  await page.waitForURL(new RegExp(`/locations/${store.path}$`))

  // Location detail: name, hours per handoff, services, a local map.
  await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible()
  await expect(page).toHaveTitle(`${store.name} | ${PRODUCT_NAME}`)
  await expect(page.getByRole('main')).toContainText(`${store.city}, ${store.state} ${store.zip}`)
  const pickup = page.getByRole('table', { name: 'Pickup' })
  await expect(pickup.getByRole('row')).toHaveCount(7)
  for (const day of DAYS) await expect(pickup.getByRole('rowheader', { name: day })).toBeVisible()
  // One time-zone wording everywhere (the time picker says 'Times are Central Time' too).
  await expect(page.getByText('Times are local to the store (Central Time).')).toBeVisible()
  for (const handoff of Object.keys(store.hours)) {
    const caption = { pickup: 'Pickup', curbside: 'Curbside', drivethru: 'Drive-thru', delivery: 'Delivery' }[
      handoff
    ]
    if (caption) await expect(page.getByRole('table', { name: caption }).getByRole('row')).toHaveCount(7)
  }
  const services = page.getByRole('list', { name: 'Services' })
  await expect(services.getByRole('listitem').first()).toBeVisible()
  if (store.services.pickup) await expect(services).toContainText('Pickup')
  if (store.services.delivery) await expect(services).toContainText('Delivery')
  if (store.services.groupsplitpay) await expect(services).toContainText('Group orders: each pays their own')
  await expect(services).not.toContainText('Split-pay')
  // Where to find it: the address and directions on a real map; no maps key here, so no drawn map.
  const where = page.getByRole('figure')
  await expect(where).toContainText(`${store.address}${store.city}, ${store.state} ${store.zip}`)
  await expect(where.getByRole('img')).toHaveCount(0)
  const directions = new URL(
    (await where
      .getByRole('link', { name: `Directions to ${store.name} (opens Google Maps in a new tab)` })
      .getAttribute('href')) ?? '',
  )
  expect(directions.origin + directions.pathname).toBe('https://www.google.com/maps/dir/')
  expect(directions.searchParams.get('destination')).toBe(`${store.latitude},${store.longitude}`)
  await expectPageBasics(page)
  await page.waitForLoadState('networkidle')
  requests.expectAllSameOrigin(new URL(baseURL ?? page.url()).origin)

  await page.getByRole('button', { name: 'Start Order' }).click()
  await page.waitForURL(new RegExp(`/menu/${store.menu_id}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(store.name)
  await expectPageBasics(page)
})

/** Stores that must refuse orders: 'Coming Soon' ones and unavailable ones, from the API. */
async function refusingStores(request: Parameters<typeof getStores>[0]) {
  const stores = await getStores(request)
  const comingSoon = stores.filter((store) => store['Coming Soon'])
  const unavailable = stores.filter((store) => !store.available)
  expect(comingSoon.length, "a 'Coming Soon' store").toBeGreaterThan(0)
  expect(unavailable.length, 'an unavailable store').toBeGreaterThan(0)
  return [...comingSoon, ...unavailable]
}

/** What a store taking no orders says instead of 'Start Order' (ADR 048). */
const notTakingText = (store: TLocation) =>
  store['Coming Soon'] ? 'Coming Soon: not taking orders yet' : 'Not taking orders right now'

test("'Coming Soon' and unavailable stores offer no Start Order on their detail page, and say why", async ({
  page,
  request,
}) => {
  for (const store of await refusingStores(request)) {
    await gotoReady(page, `/locations/${store.path}`)
    await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByText(notTakingText(store), { exact: true })).toBeVisible()
    await expect(main.getByRole('button', { name: 'Start Order' })).toHaveCount(0)
    await expectPageBasics(page)
  }
  // Nothing became the current location: /menu still goes to the chooser.
  await gotoReady(page, '/menu')
  await page.waitForURL(/\/menus$/)
})

test('an unavailable store’s card on the city page offers no Start Order, and says why', async ({
  page,
  request,
}) => {
  const store = (await refusingStores(request)).find((candidate) => !candidate.available)
  if (!store) throw new Error('No unavailable store')
  const cityPath = store.path.split('/').slice(0, 2).join('/')
  await gotoReady(page, `/locations/${cityPath}`)
  const card = page.getByRole('article', { name: store.name })
  await expect(card.getByText('Unavailable', { exact: true })).toBeVisible()
  await expect(card.getByText(notTakingText(store), { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: /^Start Order/ })).toHaveCount(0)
  await expectPageBasics(page)
})

test('region pages: unknown state, city, store or page are 404s', async ({ page }) => {
  // Dallas has fewer stores than one page (REGION_PAGE_SIZE) holds, so it has no page 2.
  for (const path of [
    '/locations/zz',
    '/locations/tx/nowhere',
    '/locations/tx/dallas/1-nowhere-st',
    '/locations/tx/dallas?page=2',
    '/locations/tx/dallas?page=0',
    '/locations/tx/dallas?page=two',
    '/locations/tx?page=2',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible()
  }
  await expectAccessible(page)
})

test('location search: bad coordinates get one kind message, far from every store says none nearby, counts in English', async ({
  page,
  request,
}) => {
  for (const url of ['/locations?lat=999&lng=999', '/locations?lat=abc&lng=-96.8']) {
    const response = await page.goto(url)
    expect(response?.status(), url).toBe(200)
    await expect(
      page.getByRole('alert').filter({
        hasText: 'We could not read that location. Please search for a city, state or ZIP code.',
      }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Browse by state' })).toBeVisible()
  }
  await gotoReady(page, `/locations?lat=61.2181&lng=-149.9003&q=${encodeURIComponent('Anchorage, AK')}`)
  await expect(
    page.getByText(
      'There is no Red Door Deli within 100 miles of Anchorage, AK. Try another city or ZIP code.',
    ),
  ).toBeVisible()
  await expectAccessible(page)
  // Focus is blue, never the red of an error border.
  await page.getByRole('combobox').first().focus()
  await expect(page.locator('.address-search__field').first()).toHaveCSS('border-color', 'rgb(26, 95, 180)')

  // State cards count in good English ('1 location').
  const stores = await getStores(request)
  const perState = new Map<string, number>()
  for (const store of stores) perState.set(store.state, (perState.get(store.state) ?? 0) + 1)
  await gotoReady(page, '/locations')
  for (const count of new Set(perState.values()))
    await expect(
      page.getByText(count === 1 ? '1 location' : `${count} locations`, { exact: true }).first(),
    ).toBeVisible()
  await expect(page.getByText(/^1 locations$/)).toHaveCount(0)
})
